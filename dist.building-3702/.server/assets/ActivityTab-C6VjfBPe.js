import { a as useReadAgainWhenShown, i as useStaffList, t as STAFF_KEY } from "./staffApi-CXnfi0qR.js";
import { d as useAdminList, f as useListControls, g as ListToolbar, m as ListView } from "./AdminPage-BKDGU5H_.js";
import { r as listKey } from "./queryKeys-DhWXmTtl.js";
import { n as ACTIVITY_TEXTS, t as ActivityLine } from "./activity-D5TDYP0S.js";
import { useId, useMemo } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// engine/staff/activityActions.ts
/**
* Every kind of line the activity record holds, in the words the 'Actividad' tab filters by, grouped as
* the filter shows them. The server writes only these codes (backend/activity/recordActivity.ts).
*/
var ACTIVITY_GROUPS = {
	"Sesiones y cuenta": {
		sign_in: "Inicio de sesión",
		sign_in_failed: "Inicio de sesión fallido",
		sign_out: "Cierre de sesión",
		session_ended: "Sesión cerrada",
		password_changed: "Cambio de contraseña",
		mfa_enabled: "Verificación en dos pasos activada",
		recovery_codes_renewed: "Códigos de recuperación renovados",
		passkey_added: "Llave de acceso añadida",
		passkey_removed: "Llave de acceso quitada",
		access_refused: "Acceso sin permiso"
	},
	Equipo: {
		staff_created: "Cuenta creada",
		staff_updated: "Cuenta modificada",
		staff_password_reset: "Contraseña restablecida",
		staff_mfa_reset: "Verificación en dos pasos restablecida",
		staff_sessions_ended: "Sesiones cerradas por un administrador",
		staff_settings_changed: "Reglas de inicio de sesión cambiadas"
	},
	Contactos: {
		contact_read: "Contacto marcado como leído",
		contact_deleted: "Contacto eliminado"
	},
	Consultas: {
		consultation_confirmed: "Consulta confirmada",
		consultation_rescheduled: "Consulta reprogramada",
		consultation_completed: "Consulta completada",
		consultation_deleted: "Consulta eliminada"
	},
	Casos: {
		case_saved: "Caso guardado",
		case_upgraded: "Caso actualizado de versión",
		case_pdf_downloaded: "PDF descargado",
		case_emailed: "Copia enviada por correo",
		image_added: "Imagen añadida",
		image_deleted: "Imagen eliminada"
	},
	Entrevistas: {
		interview_created: "Entrevista creada",
		interview_saved: "Entrevista guardada",
		interview_completed: "Entrevista finalizada",
		interview_reopened: "Entrevista reabierta",
		interview_rating_overridden: "Calificación cambiada",
		interview_deleted: "Entrevista eliminada"
	},
	Tareas: { task_created: "Tarea creada" },
	Plantillas: {
		template_draft_saved: "Borrador guardado",
		template_draft_discarded: "Borrador descartado",
		template_published: "Versión publicada",
		template_rolled_back: "Versión restaurada"
	},
	Carrusel: { carousel_updated: "Carrusel cambiado" }
};
var ACTIVITY_LABELS = Object.assign({}, ...Object.values(ACTIVITY_GROUPS));
Object.keys(ACTIVITY_LABELS);
// frontend/admin/activity/ActivityTab.tsx
/** The action filter's choices, under the headings of engine/staff/activityActions.ts. */
var ACTION_GROUPS = Object.entries(ACTIVITY_GROUPS).map(([label, actions]) => ({
	label,
	options: Object.entries(actions).map(([value, text]) => ({
		value,
		label: text
	}))
}));
var READ_AGAIN = [listKey("audit"), STAFF_KEY];
/** Who did it: the person's name today when their account is known, with the username they had then. */
function whoOf(item, people) {
	const member = item.actorId ? people.get(item.actorId) : void 0;
	return member ? ACTIVITY_TEXTS.who(member.name, item.actorName) : item.actorName ?? ACTIVITY_TEXTS.nobody;
}
/**
* 'Actividad' (administradores): the activity record, newest first, narrowed by person, action and
* days (both included, in the business's time zone), in pages. Read again each time the tab is opened.
*/
function ActivityTab({ shown }) {
	const controls = useListControls({
		actor: "",
		action: "",
		from: "",
		to: ""
	});
	const query = useAdminList("audit", controls.params);
	const staff = useStaffList();
	useReadAgainWhenShown(shown, READ_AGAIN);
	const people = useMemo(() => new Map((staff.data?.items ?? []).map((member) => [member.id, member])), [staff.data]);
	const dateId = useId();
	const { actor, action, from, to } = controls.filters;
	const backwards = Boolean(from && to && from > to);
	const filters = [{
		label: ACTIVITY_TEXTS.person,
		value: actor,
		onChange: (value) => controls.setFilter("actor", value),
		options: [{
			value: "",
			label: ACTIVITY_TEXTS.allPeople
		}, ...(staff.data?.items ?? []).map((member) => ({
			value: member.id,
			label: ACTIVITY_TEXTS.personOption(member.name, member.username, member.disabled)
		}))]
	}, {
		label: ACTIVITY_TEXTS.action,
		value: action,
		onChange: (value) => controls.setFilter("action", value),
		options: [{
			value: "",
			label: ACTIVITY_TEXTS.allActions
		}],
		groups: ACTION_GROUPS
	}];
	return /* @__PURE__ */ jsxs("section", {
		className: "admin-tab-section activity-tab",
		"aria-labelledby": "activity-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "activity-heading",
				className: "admin-section-title",
				children: ACTIVITY_TEXTS.heading
			}),
			/* @__PURE__ */ jsx(ListToolbar, {
				filters,
				children: /* @__PURE__ */ jsxs("div", {
					className: "list-dates",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "list-date",
						children: [/* @__PURE__ */ jsx("label", {
							htmlFor: `${dateId}-from`,
							children: ACTIVITY_TEXTS.from
						}), /* @__PURE__ */ jsx("input", {
							id: `${dateId}-from`,
							className: "input",
							type: "date",
							value: from,
							max: to || void 0,
							"aria-invalid": backwards || void 0,
							onChange: (event) => controls.setFilter("from", event.target.value)
						})]
					}), /* @__PURE__ */ jsxs("div", {
						className: "list-date",
						children: [/* @__PURE__ */ jsx("label", {
							htmlFor: `${dateId}-to`,
							children: ACTIVITY_TEXTS.to
						}), /* @__PURE__ */ jsx("input", {
							id: `${dateId}-to`,
							className: "input",
							type: "date",
							value: to,
							min: from || void 0,
							"aria-invalid": backwards || void 0,
							onChange: (event) => controls.setFilter("to", event.target.value)
						})]
					})]
				})
			}),
			backwards && /* @__PURE__ */ jsx("p", {
				className: "activity-backwards",
				role: "alert",
				children: ACTIVITY_TEXTS.backwards
			}),
			/* @__PURE__ */ jsx("div", {
				className: "activity-list",
				children: /* @__PURE__ */ jsx(ListView, {
					query,
					page: controls.page,
					onPage: controls.setPage,
					emptyText: ACTIVITY_TEXTS.empty,
					narrowed: controls.narrowed,
					onClear: controls.clear,
					label: ACTIVITY_TEXTS.heading,
					itemKey: (item) => item.id,
					renderItem: (item) => /* @__PURE__ */ jsx(ActivityLine, {
						item,
						who: whoOf(item, people)
					})
				})
			})
		]
	});
}
export { ActivityTab as default };
