import { f as formatDateTime } from "./admin-C6eKQqp6.js";
import { jsx, jsxs } from "react/jsx-runtime";
// frontend/admin/activity/texts.ts
/** Every text of the activity record, in the 'Actividad' tab and the case dialog, together for review (action names: engine/staff/activityActions.ts). */
var ACTIVITY_TEXTS = {
	heading: "Actividad del equipo",
	empty: "No hay actividad registrada aún.",
	person: "Persona",
	allPeople: "Todas las personas",
	personOption: (name, username, disabled) => `${name === username ? username : `${name} (${username})`}${disabled ? " · desactivada" : ""}`,
	action: "Acción",
	allActions: "Todas las acciones",
	from: "Desde",
	to: "Hasta",
	backwards: "La fecha «Desde» es posterior a «Hasta»: ninguna línea puede estar entre ambas.",
	who: (name, username) => username && name !== username ? `${name} (${username})` : name,
	nobody: "(sin usuario)",
	address: (address) => `IP ${address}`,
	case: {
		title: "Actividad del caso",
		loading: "Cargando la actividad...",
		empty: "Todavía no hay actividad registrada sobre esta consulta."
	}
};
// frontend/admin/activity/ActivityLine.tsx
/** One line of the activity record: when, who, what kind of action, what was done, and from which address. */
function ActivityLine({ item, who }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "activity-line",
		"data-testid": "activity-line",
		"data-action": item.action,
		children: [/* @__PURE__ */ jsx("time", {
			className: "activity-when",
			dateTime: item.at,
			children: formatDateTime(item.at)
		}), /* @__PURE__ */ jsxs("div", {
			className: "activity-body",
			children: [
				/* @__PURE__ */ jsxs("p", {
					className: "activity-head",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "activity-who",
							children: who
						}),
						" ",
						/* @__PURE__ */ jsx("span", {
							className: "badge is-activity",
							children: item.actionLabel
						})
					]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "activity-description",
					children: item.description
				}),
				item.address && /* @__PURE__ */ jsx("p", {
					className: "activity-address",
					children: ACTIVITY_TEXTS.address(item.address)
				})
			]
		})]
	});
}
export { ACTIVITY_TEXTS as n, ActivityLine as t };
