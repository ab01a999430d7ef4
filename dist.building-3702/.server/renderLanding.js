import { StrictMode, Suspense, createContext, lazy, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { renderToString } from "react-dom/server";
import { createPortal } from "react-dom";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// frontend/app/texts.ts
/** Texts of the frame every screen shares (page loading, dialogs, notifications), together for review. */
var APP_TEXTS = {
	loadingPage: "Cargando...",
	closeDialog: "Cerrar",
	notifications: "Notificaciones (F8)",
	closeNotification: "Cerrar notificación"
};
// frontend/toast/toastContext.ts
var ToastContext = createContext(null);
function useToast() {
	const api = useContext(ToastContext);
	if (!api) throw new Error("useToast needs a <ToastProvider> above it");
	return api;
}
/** docs/product-rules.md, Notifications. */
var TOAST_DURATION_MS = 5e3;
// frontend/toast/ToastItem.tsx
/** One toast: closes itself after 5 s (paused while hovered or focused), on its close button, or on a swipe to the right. */
function ToastItem({ toast, onDismiss }) {
	const [paused, setPaused] = useState(false);
	const [offset, setOffset] = useState(0);
	const swipeStart = useRef(null);
	useEffect(() => {
		if (!toast.open || paused) return;
		const timer = window.setTimeout(onDismiss, TOAST_DURATION_MS);
		return () => window.clearTimeout(timer);
	}, [
		toast.open,
		paused,
		onDismiss
	]);
	const onPointerDown = (event) => {
		if (event.target.closest("button")) return;
		swipeStart.current = event.clientX;
		event.currentTarget.setPointerCapture(event.pointerId);
	};
	const onPointerMove = (event) => {
		if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
	};
	const onPointerUp = (event) => {
		if (swipeStart.current === null) return;
		const distance = event.clientX - swipeStart.current;
		swipeStart.current = null;
		if (distance > 50) onDismiss();
		else setOffset(0);
	};
	const destructive = toast.variant === "destructive";
	return /* @__PURE__ */ jsxs("div", {
		className: `toast ${destructive ? "is-destructive" : ""}`,
		"data-open": toast.open,
		role: destructive ? "alert" : "status",
		"aria-atomic": "true",
		tabIndex: 0,
		style: offset ? {
			transform: `translateX(${offset}px)`,
			opacity: Math.max(.2, 1 - offset / 200)
		} : void 0,
		onMouseEnter: () => setPaused(true),
		onMouseLeave: () => setPaused(false),
		onFocus: () => setPaused(true),
		onBlur: () => setPaused(false),
		onPointerDown,
		onPointerMove,
		onPointerUp,
		onPointerCancel: () => {
			swipeStart.current = null;
			setOffset(0);
		},
		children: [/* @__PURE__ */ jsxs("div", {
			className: "toast-text",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "toast-title",
					children: toast.title
				}),
				toast.description && /* @__PURE__ */ jsx("p", {
					className: "toast-description",
					children: toast.description
				}),
				toast.action && /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "toast-action",
					onClick: () => {
						toast.action?.onClick();
						onDismiss();
					},
					children: toast.action.label
				})
			]
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "toast-close",
			"aria-label": APP_TEXTS.closeNotification,
			onClick: onDismiss,
			children: /* @__PURE__ */ jsx("svg", {
				viewBox: "0 0 16 16",
				width: "16",
				height: "16",
				"aria-hidden": "true",
				children: /* @__PURE__ */ jsx("path", {
					d: "M4 4l8 8M12 4l-8 8",
					stroke: "currentColor",
					strokeWidth: "1.8",
					strokeLinecap: "round"
				})
			})
		})]
	});
}
// frontend/toast/useTopLayerHost.ts
/**
* An element that stays above every open modal <dialog>, for content a person must see and click
* whatever is open (the notification region).
*
* A modal dialog sits in the browser's top layer and makes everything outside it inert: a `popover`
* shown after it is painted on top but cannot be clicked, and hit-testing passes through it. So the
* element lives inside the top-most open modal dialog (in <body> when none is open) and is shown there
* as a manual popover: it then paints above that dialog, positioned against the viewport, and stays
* interactive. It moves whenever a modal dialog opens or closes; React keeps rendering into it
* through a portal, so what it holds (a toast's timer, hover) survives the move. While over a dialog it
* carries `data-over-dialog`, for a placement that keeps the dialog's own buttons uncovered.
*/
function useTopLayerHost(className) {
	const [host, setHost] = useState(null);
	useEffect(() => {
		const element = document.createElement("div");
		element.className = className;
		element.popover = "manual";
		let stack = [];
		const place = (records) => {
			for (const record of records) {
				const target = record.target;
				if (record.type === "attributes" && target instanceof HTMLDialogElement && target.matches(":modal")) stack = [...stack.filter((dialog) => dialog !== target), target];
			}
			stack = stack.filter((dialog) => dialog.isConnected && dialog.matches(":modal"));
			const parent = stack.at(-1) ?? document.body;
			if (element.parentNode !== parent) parent.append(element);
			element.toggleAttribute("data-over-dialog", parent !== document.body);
			if (!element.matches(":popover-open")) element.showPopover();
		};
		const observer = new MutationObserver(place);
		observer.observe(document.body, {
			subtree: true,
			childList: true,
			attributes: true,
			attributeFilter: ["open"]
		});
		for (const dialog of document.querySelectorAll("dialog")) if (dialog.matches(":modal")) stack.push(dialog);
		place([]);
		setHost(element);
		return () => {
			observer.disconnect();
			element.remove();
		};
	}, [className]);
	return host;
}
// frontend/toast/ToastProvider.tsx
/** How long a dismissed toast stays in the DOM for its exit animation. */
var EXIT_MS = 200;
/**
* Holds the one visible toast and the notification region. The region shows above every open dialog
* (useTopLayerHost). F8 moves keyboard focus to the region, so a keyboard user can reach the close
* button of a toast without hunting for it.
*/
function ToastProvider({ children }) {
	const [toasts, setToasts] = useState([]);
	const nextId = useRef(1);
	const region = useRef(null);
	const host = useTopLayerHost("toast-viewport");
	const dismiss = useCallback((id) => {
		setToasts((list) => list.map((t) => id === void 0 || t.id === id ? {
			...t,
			open: false
		} : t));
		window.setTimeout(() => setToasts((list) => list.filter((t) => t.open)), EXIT_MS);
	}, []);
	const api = useMemo(() => ({
		toast(input) {
			const id = nextId.current++;
			setToasts((list) => [...list.filter((t) => t.open).map((t) => ({
				...t,
				open: false
			})), {
				...input,
				id,
				open: true
			}]);
			window.setTimeout(() => setToasts((list) => list.filter((t) => t.open)), EXIT_MS);
		},
		dismiss: () => dismiss()
	}), [dismiss]);
	useEffect(() => {
		const onKey = (event) => {
			if (event.key !== "F8") return;
			event.preventDefault();
			(region.current?.querySelector(".toast[data-open=\"true\"]") ?? region.current)?.focus();
		};
		window.addEventListener("keydown", onKey);
		return () => window.removeEventListener("keydown", onKey);
	}, []);
	return /* @__PURE__ */ jsxs(ToastContext.Provider, {
		value: api,
		children: [children, host && createPortal(/* @__PURE__ */ jsx("section", {
			"aria-label": APP_TEXTS.notifications,
			children: /* @__PURE__ */ jsx("div", {
				ref: region,
				className: "toast-list",
				tabIndex: -1,
				"aria-live": "polite",
				"aria-relevant": "additions text",
				children: toasts.map((t) => /* @__PURE__ */ jsx(ToastItem, {
					toast: t,
					onDismiss: () => dismiss(t.id)
				}, t.id))
			})
		}), host)]
	});
}
// frontend/components/Modal.tsx
var FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]):not([type=\"hidden\"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex=\"-1\"])";
/** A field: a form control, or the day that takes the focus in a calendar grid. */
var FIELD = "input, select, textarea, [role=\"grid\"] [tabindex=\"0\"]";
var isShown = (element) => typeof element.checkVisibility === "function" ? element.checkVisibility({ visibilityProperty: true }) : element.offsetParent !== null;
function visibleFocusables(root) {
	if (!root) return [];
	return [...root.querySelectorAll(FOCUSABLE)].filter((el) => isShown(el) || el === document.activeElement);
}
/**
* Where focus starts in an opened dialog: the element marked `data-autofocus`, else the first field of
* its body, else its first action (body, then footer); never the '×' in the header while anything
* else is there. Null while the dialog shows nothing to focus yet (its content still loading).
* Elements are looked at in document order and the search stops at the first that fits: a large form
* (hundreds of controls, most of them in closed sections) costs no more than its first few.
*/
function initialFocus(dialog) {
	const own = (element) => element.matches(FOCUSABLE) && element.closest("dialog") === dialog && isShown(element);
	const first = (root, selector) => {
		for (const element of root?.querySelectorAll(selector) ?? []) if (own(element)) return element;
		return null;
	};
	const part = (name) => dialog.querySelector(`:scope > .modal-panel > .${name}`);
	const body = part("modal-panel-body");
	return first(dialog, "[data-autofocus]") ?? first(body, FIELD) ?? first(body, FOCUSABLE) ?? first(part("modal-panel-foot"), FOCUSABLE);
}
/**
* A modal dialog on the native <dialog> (top layer, page behind it inert). Escape and a backdrop
* click close it, Tab cycles inside it, and on closing focus goes back to whatever opened it.
* It stays mounted while closed, so what someone typed in it survives closing and reopening.
*/
function Modal({ open, onClose, title, description, children, footer, size = "small", className = "", closeOnBackdrop = true }) {
	const dialog = useRef(null);
	const opener = useRef(null);
	const titleId = useId();
	const descriptionId = useId();
	useEffect(() => {
		const element = dialog.current;
		if (!element) return;
		if (open && !element.open) {
			opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
			element.showModal();
			const first = initialFocus(element);
			if (first) first.focus();
			else element.querySelector(".modal-close")?.focus();
		} else if (!open && element.open) {
			element.close();
			if (opener.current?.isConnected) opener.current.focus();
			opener.current = null;
		}
	}, [open]);
	useEffect(() => {
		const element = dialog.current;
		if (!open || !element || initialFocus(element)) return;
		let frame = 0;
		let task;
		const look = () => {
			frame = 0;
			const first = initialFocus(element);
			if (!first) return;
			observer.disconnect();
			const active = document.activeElement;
			if (active === element || active === document.body || active?.classList.contains("modal-close")) first.focus();
		};
		const observer = new MutationObserver(() => {
			if (frame) return;
			frame = requestAnimationFrame(() => {
				task = setTimeout(look, 0);
			});
		});
		observer.observe(element, {
			childList: true,
			subtree: true,
			attributes: true,
			attributeFilter: ["style", "hidden"]
		});
		return () => {
			observer.disconnect();
			cancelAnimationFrame(frame);
			clearTimeout(task);
		};
	}, [open]);
	const isOwn = (event) => event.target.closest("dialog") === dialog.current;
	const onCancel = (event) => {
		if (!isOwn(event)) return;
		event.preventDefault();
		onClose();
	};
	const onKeyDown = (event) => {
		if (event.key === "Escape") {
			if (event.defaultPrevented || !isOwn(event)) return;
			event.preventDefault();
			onClose();
			return;
		}
		if (event.key !== "Tab" || !dialog.current || !isOwn(event)) return;
		const items = visibleFocusables(dialog.current);
		if (items.length === 0) return;
		const first = items[0];
		const last = items[items.length - 1];
		if (event.shiftKey && (document.activeElement === first || !dialog.current.contains(document.activeElement))) {
			event.preventDefault();
			last.focus();
		} else if (!event.shiftKey && document.activeElement === last) {
			event.preventDefault();
			first.focus();
		}
	};
	const onClick = (event) => {
		if (closeOnBackdrop && event.target === dialog.current) onClose();
	};
	return /* @__PURE__ */ jsx("dialog", {
		ref: dialog,
		className: `modal-dialog is-${size} ${className}`,
		"aria-labelledby": titleId,
		"aria-describedby": description ? descriptionId : void 0,
		onCancel,
		onKeyDown,
		onClick,
		children: /* @__PURE__ */ jsxs("div", {
			className: "modal-panel",
			children: [
				/* @__PURE__ */ jsxs("header", {
					className: "modal-panel-head",
					children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
						id: titleId,
						className: "modal-panel-title",
						children: title
					}), description && /* @__PURE__ */ jsx("p", {
						id: descriptionId,
						className: "modal-panel-description",
						children: description
					})] }), /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "modal-close",
						"aria-label": APP_TEXTS.closeDialog,
						onClick: onClose,
						children: /* @__PURE__ */ jsx("svg", {
							viewBox: "0 0 16 16",
							width: "18",
							height: "18",
							"aria-hidden": "true",
							children: /* @__PURE__ */ jsx("path", {
								d: "M4 4l8 8M12 4l-8 8",
								stroke: "currentColor",
								strokeWidth: "1.8",
								strokeLinecap: "round"
							})
						})
					})]
				}),
				/* @__PURE__ */ jsx("div", {
					className: "modal-panel-body",
					children
				}),
				footer && /* @__PURE__ */ jsx("footer", {
					className: "modal-panel-foot",
					children: footer
				})
			]
		})
	});
}
// engine/calendar/calendarDate.ts
/**
* Calendar dates (YYYY-MM-DD) as the product checks them, on the server (engine/validation/createAjv.ts)
* and in the browser: a real day of the
* Gregorian calendar, and "today" in the business's time zone. Pure: the clock comes in as `now`.
*/
/** The business's time zone: "today" for a date field means today in Santo Domingo. */
var BUSINESS_TIME_ZONE = "America/Santo_Domingo";
var DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
var DAYS_IN_MONTH = [
	0,
	31,
	28,
	31,
	30,
	31,
	30,
	31,
	31,
	30,
	31,
	30,
	31
];
var isLeapYear = (year) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
/** A real YYYY-MM-DD day of the Gregorian calendar (2026-02-30 is not); the same days ajv-formats' `date` accepts. */
function isCalendarDate(value) {
	const match = DAY.exec(value);
	if (!match) return false;
	const [year, month, day] = [
		Number(match[1]),
		Number(match[2]),
		Number(match[3])
	];
	return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month]);
}
var calendarDate = new Intl.DateTimeFormat("en-CA", {
	timeZone: BUSINESS_TIME_ZONE,
	year: "numeric",
	month: "2-digit",
	day: "2-digit"
});
var cached = {
	minute: NaN,
	day: ""
};
/** Today's calendar date (YYYY-MM-DD) in the business's time zone. */
function todayInBusinessZone(now = /* @__PURE__ */ new Date()) {
	const minute = Math.floor(now.getTime() / 6e4);
	if (minute !== cached.minute) cached = {
		minute,
		day: calendarDate.format(now)
	};
	return cached.day;
}
/**
* The rule of a `notBeforeToday` date: a YYYY-MM-DD value earlier than today in the business's zone
* fails; '' (no date) and values of another shape are left to the field's other rules.
*/
function isBeforeToday(value, now = /* @__PURE__ */ new Date()) {
	return value !== "" && DAY.test(value) && value < todayInBusinessZone(now);
}
// engine/business/businessIdentity.ts
/**
* The business as people read its name: the site, the back-office, the e-mails, the calendar files
* and the case PDFs all take it from here.
*/
var BUSINESS_NAME = "Rumbo Migratorio";
var BUSINESS_TAGLINE = "Asesoría migratoria y de visados";
// frontend/landing/texts.ts
/** Every text the landing page shows, together for review. The texts are the product's, verbatim (docs/product-rules.md). */
var TEXTS = {
	pageHeading: `${BUSINESS_NAME}: asesoría migratoria y de visados en República Dominicana`,
	nav: {
		services: "Servicios",
		contact: "Contacto",
		book: "Agendar consulta",
		menuLabel: "Navegación principal",
		menu: "Menú"
	},
	heroCta: "SOLICITA TU EVALUACIÓN AHORA",
	carousel: {
		label: "Destinos con los que te ayudamos",
		loading: "Cargando...",
		empty: "No hay imágenes del carrusel disponibles",
		goTo: (position, country) => `Ir a la diapositiva ${position}: ${country}`,
		slideOf: (position, total) => `${position} de ${total}`,
		pause: "Pausar el carrusel",
		play: "Reanudar el carrusel",
		consultantAlt: `Consultora de ${BUSINESS_NAME}`
	},
	testimonial: {
		label: "Testimonio",
		quote: "Nosotros también estuvimos en tu lugar: formularios, citas y nervios antes de la entrevista. Hoy ponemos esa experiencia a tu servicio para que viajes con confianza.",
		author: `Equipo de ${BUSINESS_NAME}`,
		role: "Asesores que ya recorrieron el camino",
		cta: "SOLICITA TU EVALUACIÓN AHORA"
	},
	steps: {
		eyebrow: "Cómo te acompañamos",
		title: "TU RUTA MIGRATORIA PASO A PASO",
		intro: "Cuatro pasos claros, con un asesor a tu lado desde el pasaporte hasta después de la aprobación.",
		more: "Ver detalles",
		requestNow: "Solicitar ahora",
		passportPrompt: "Para obtener tu pasaporte escríbenos acá",
		writeNow: "Escribe ahora",
		close: "Cerrar",
		/** The four service cards and the text of their info modals. */
		services: [
			{
				key: "pasaporte",
				title: "Obtención del pasaporte",
				summary: "Te orientamos para solicitar o renovar tu pasaporte sin vueltas innecesarias.",
				details: "El primer paso de todo viaje. Revisamos tus documentos y te guiamos en la solicitud o renovación de tu pasaporte dominicano.",
				includes: [
					"Lista de documentos según tu caso",
					"Acompañamiento en la cita",
					"Verificación de vigencia para tu viaje"
				]
			},
			{
				key: "evaluacion",
				title: "Evaluación migratoria personalizada",
				summary: "Analizamos tu perfil para elegir el visado y el momento adecuados.",
				details: "Una entrevista estructurada en la que revisamos tus vínculos, tu solvencia, tu historial de viajes y tu plan, para decirte con honestidad cuáles son tus posibilidades.",
				includes: [
					"Entrevista de evaluación en 7 pasos",
					"Resumen ejecutivo con recomendaciones",
					"Visado recomendado y nivel de elegibilidad"
				]
			},
			{
				key: "aplicacion",
				title: "Aplicación al visado",
				summary: "Preparamos contigo formularios, documentos y la cita consular.",
				details: "Completamos juntos el formulario de tu destino, revisamos cada documento dos veces y te preparamos para la entrevista consular.",
				includes: [
					"Llenado y revisión del formulario",
					"Expediente de documentos ordenado",
					"Simulacro de entrevista"
				]
			},
			{
				key: "seguimiento",
				title: "Seguimiento y asesoría post aprobación",
				summary: "Seguimos a tu lado después de la aprobación, hasta que viajes tranquilo.",
				details: "Tu proceso no termina con la aprobación. Te asesoramos sobre el ingreso, el seguro de viaje, el itinerario y lo que debes llevar contigo.",
				includes: [
					"Revisión de requisitos de entrada",
					"Orientación sobre seguro e itinerario",
					"Asesoría en caso de reaplicar"
				]
			}
		]
	},
	contact: {
		eyebrow: "Hablemos",
		title: "Solicita tu evaluación",
		intro: "Déjanos tus datos y te contactaremos para tu evaluación gratuita. Luego podrás confirmar tu cita en un paso.",
		detailsTitle: "Datos de contacto",
		emailLabel: "Correo electrónico",
		whatsappLabel: "WhatsApp",
		whatsappLink: "Escríbenos por WhatsApp",
		countryLabel: "País",
		hoursLabel: "Horario",
		hours: "Lunes a viernes, 9:00 a. m. – 6:00 p. m.",
		submit: "Enviar solicitud",
		submitting: "Enviando..."
	},
	form: {
		requiredNote: "Los campos marcados con * son obligatorios.",
		placeholders: {
			name: "Ej.: María Rodríguez",
			email: "nombre@correo.com",
			phone: "809-555-1234",
			address: "Calle, número, sector, ciudad",
			message: "Cuéntanos brevemente qué necesitas"
		},
		countryPlaceholder: "Seleccione un país",
		honeypotLabel: "No llene este campo"
	},
	appointment: {
		title: "Agendar Consulta Migratoria",
		descriptionPrefilled: "Sus datos han sido transferidos. Revise la información y confirme su cita.",
		description: "Complete la información para agendar su evaluación migratoria personalizada.",
		personalSection: "Información Personal",
		appointmentSection: "Detalles de la Cita",
		costTitle: "Costo de la consulta: $1,000 DOP",
		costBody: "Este monto se descuenta del precio final si continúa con nuestros servicios completos. Se paga en efectivo o por transferencia el día de la cita.",
		cancel: "Cancelar",
		submit: "Agendar Consulta",
		submitting: "Enviando..."
	},
	toasts: {
		contactSuccess: {
			title: "¡Mensaje enviado!",
			description: "Te contactaremos pronto para tu evaluación gratuita."
		},
		contactError: {
			title: "Error",
			description: "Hubo un problema al enviar tu mensaje. Inténtalo de nuevo."
		},
		appointmentSuccess: {
			title: "¡Cita agendada exitosamente!",
			description: "Recibirás un email de confirmación con todos los detalles en breve."
		},
		appointmentError: {
			title: "Error",
			description: "Hubo un problema al agendar tu cita. Inténtalo de nuevo."
		}
	},
	footer: {
		aboutTitle: "Sobre nosotros",
		about: `${BUSINESS_NAME} es una asesoría dominicana que acompaña a personas y familias en cada paso de su proceso migratorio: pasaporte, evaluación de perfil, solicitud de visado y preparación para la entrevista. Conocemos el camino porque lo hemos recorrido, y trabajamos con transparencia, cercanía y rigor.`,
		destinationsTitle: "Destinos",
		contactTitle: "Contacto",
		rights: (year) => `© ${year} ${BUSINESS_NAME}. Todos los derechos reservados.`
	}
};
var contactRequest_schema_default = {
	$schema: "http://json-schema.org/draft-07/schema#",
	$id: "contactRequest",
	title: "ContactRequest",
	description: "What a visitor sends from the inline contact form or the appointment modal.",
	type: "object",
	additionalProperties: false,
	required: [
		"name",
		"email",
		"phone",
		"address",
		"country",
		"preferredDate"
	],
	properties: {
		"name": {
			"type": "string",
			"minLength": 2,
			"maxLength": 120,
			"pattern": "\\S",
			"x-label": "Nombre completo",
			"x-messages": {
				"minLength": "Escriba su nombre completo",
				"pattern": "Escriba su nombre completo",
				"required": "Escriba su nombre completo"
			}
		},
		"email": {
			"type": "string",
			"format": "email",
			"maxLength": 254,
			"x-label": "Correo electrónico",
			"x-messages": {
				"format": "Escriba un correo electrónico válido, por ejemplo nombre@correo.com",
				"required": "Escriba su correo electrónico"
			}
		},
		"phone": {
			"type": "string",
			"maxLength": 25,
			"pattern": "^(?:(?:\\+?1[\\s.-]?)?\\(?(?:809|829|849)\\)?[\\s.-]?\\d{3}[\\s.-]?\\d{4}|\\+[1-9](?:[\\s.()-]*\\d){6,14})$",
			"x-label": "Teléfono",
			"x-messages": {
				"pattern": "Escriba un teléfono dominicano (809-555-1234) o uno internacional con el código de país (+1 212 555 1234, +34 612 345 678)",
				"required": "Escriba su teléfono"
			}
		},
		"address": {
			"type": "string",
			"minLength": 3,
			"maxLength": 300,
			"pattern": "\\S",
			"x-label": "Dirección",
			"x-messages": {
				"minLength": "Escriba su dirección",
				"pattern": "Escriba su dirección",
				"required": "Escriba su dirección"
			}
		},
		"country": {
			"type": "string",
			"enum": [
				"usa",
				"canada",
				"europa",
				"curacao",
				"peru",
				"colombia"
			],
			"x-label": "País de destino",
			"x-messages": {
				"enum": "Seleccione un país de destino",
				"required": "Seleccione un país de destino"
			}
		},
		"preferredDate": {
			"type": "string",
			"format": "optional-date",
			"notBeforeToday": true,
			"x-label": "Fecha preferida",
			"x-messages": {
				"notBeforeToday": "La fecha preferida no puede ser anterior a hoy",
				"format": "Fecha no válida (AAAA-MM-DD)",
				"required": "Indique la fecha preferida"
			}
		},
		"message": {
			"type": "string",
			"maxLength": 5e3,
			"x-label": "Mensaje"
		},
		"website": {
			"type": "string",
			"maxLength": 200,
			"description": "Honeypot: hidden from people; a filled value marks the submission as automated."
		}
	}
};
// engine/contact/tidyContactRequest.ts
/**
* Surrounding spaces dropped from every text a person typed; no message reads as ''. The browser sends
* the request tidied this way and the server tidies what it receives the same way before storing it.
*/
function tidyContactRequest(body) {
	return {
		name: body.name.trim(),
		email: body.email.trim(),
		phone: body.phone.trim(),
		address: body.address.trim(),
		country: body.country,
		preferredDate: body.preferredDate,
		message: (body.message ?? "").trim()
	};
}
// frontend/forms/contactRequestForm.ts
var contactRequestSchema = contactRequest_schema_default;
var EMPTY_CONTACT_FORM = {
	name: "",
	email: "",
	phone: "",
	address: "",
	country: "",
	preferredDate: "",
	message: "",
	website: ""
};
/** The label of a field, from the schema. */
function labelOf(field) {
	return contactRequestSchema.properties[field]?.["x-label"] ?? field;
}
/** '2026-05-04T00:00:00.000Z' or '2026-05-04' → '2026-05-04' (what a date input accepts); anything else → ''. */
function toDateInputValue(value) {
	const match = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? "");
	return match ? match[1] : "";
}
/** The request body: surrounding spaces dropped from one-line fields; the honeypot sent only when filled. */
function toContactRequest(values) {
	const body = tidyContactRequest({
		...values,
		country: values.country,
		preferredDate: toDateInputValue(values.preferredDate)
	});
	if (values.website) body.website = values.website;
	return body;
}
/**
* The schema's rules (the server's exactly, by `check`: contactCheck.ts), plus one rule of the screens:
* the preferred date is marked required, so the form asks for one although the API also accepts ''.
*/
function validateContactForm(check, values, now) {
	const errors = check(toContactRequest(values), now);
	if (!errors.preferredDate && values.preferredDate === "") errors.preferredDate = contactRequestSchema.properties.preferredDate["x-messages"]?.required ?? "Este campo es obligatorio";
	return errors;
}
// engine/countries/countries.ts
/**
* The destination countries: the keys the API stores and the names people read, in the one order the
* site shows them (the carousel's slides, the country selectors, the back-office filters). The landing,
* the back-office, the e-mails and the case PDFs all read them here; the schemas in schemas/ list the
* same keys (countries.test.ts keeps them in step). The carousel shows each name uppercased.
*/
var COUNTRIES = [
	{
		value: "usa",
		label: "Estados Unidos"
	},
	{
		value: "canada",
		label: "Canadá"
	},
	{
		value: "europa",
		label: "Europa"
	},
	{
		value: "peru",
		label: "Perú"
	},
	{
		value: "colombia",
		label: "Colombia"
	},
	{
		value: "curacao",
		label: "Curazao"
	}
];
var COUNTRY_KEYS = COUNTRIES.map((country) => country.value);
/** A country key as people read it; a key the product does not know is shown uppercased. */
function countryLabel(key) {
	return COUNTRIES.find((country) => country.value === key)?.label ?? key.toUpperCase();
}
// frontend/forms/ContactField.tsx
var INPUTS = {
	name: {
		type: "text",
		autoComplete: "name"
	},
	email: {
		type: "email",
		autoComplete: "email",
		inputMode: "email"
	},
	phone: {
		type: "tel",
		autoComplete: "tel",
		inputMode: "tel"
	},
	address: {
		type: "text",
		autoComplete: "street-address"
	},
	preferredDate: {
		type: "date",
		autoComplete: "off"
	}
};
/** One labelled field of the contact/appointment form, with its Spanish error message beneath. */
function ContactField({ field, formId, values, errors, onChange, disabled }) {
	const id = `${formId}-${field}`;
	const error = errors[field];
	const required = field !== "message";
	const common = {
		id,
		name: field,
		value: values[field],
		disabled,
		required,
		"aria-invalid": error ? true : void 0,
		"aria-describedby": error ? `${id}-error` : void 0,
		onChange: (event) => onChange(field, event.target.value)
	};
	let control;
	if (field === "country") control = /* @__PURE__ */ jsx("div", {
		className: `select is-fullwidth ${error ? "is-danger" : ""}`,
		children: /* @__PURE__ */ jsxs("select", {
			...common,
			children: [/* @__PURE__ */ jsx("option", {
				value: "",
				children: TEXTS.form.countryPlaceholder
			}), COUNTRIES.map((option) => /* @__PURE__ */ jsx("option", {
				value: option.value,
				children: option.label
			}, option.value))]
		})
	});
	else if (field === "message") control = /* @__PURE__ */ jsx("textarea", {
		...common,
		className: `textarea ${error ? "is-danger" : ""}`,
		rows: 3,
		placeholder: TEXTS.form.placeholders.message
	});
	else {
		const input = INPUTS[field];
		control = /* @__PURE__ */ jsx("input", {
			...common,
			className: `input ${error ? "is-danger" : ""}`,
			type: input.type,
			autoComplete: input.autoComplete,
			inputMode: input.inputMode,
			placeholder: field === "preferredDate" ? void 0 : TEXTS.form.placeholders[field],
			min: field === "preferredDate" ? todayInBusinessZone() : void 0
		});
	}
	return /* @__PURE__ */ jsxs("div", {
		className: `field field-${field}`,
		children: [
			/* @__PURE__ */ jsxs("label", {
				className: "label",
				htmlFor: id,
				children: [labelOf(field), required && /* @__PURE__ */ jsxs("span", {
					className: "required-mark",
					"aria-hidden": "true",
					children: [" ", "*"]
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "control",
				children: control
			}),
			error && /* @__PURE__ */ jsx("p", {
				id: `${id}-error`,
				className: "help is-danger",
				children: error
			})
		]
	});
}
/** The honeypot: off-screen, out of the tab order and hidden from assistive technology. */
function HoneypotField({ formId, value, onChange }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "honeypot",
		"aria-hidden": "true",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: `${formId}-website`,
			children: TEXTS.form.honeypotLabel
		}), /* @__PURE__ */ jsx("input", {
			id: `${formId}-website`,
			name: "website",
			type: "text",
			tabIndex: -1,
			autoComplete: "off",
			value,
			onChange: (event) => onChange(event.target.value)
		})]
	});
}
// frontend/forms/contactCheck.ts
var loaded = null;
var loading = null;
/**
* The contact request check, loaded the first time a form is touched or sent (a few kB that the
* landing page does not pay for before anyone interacts).
*/
function loadContactCheck() {
	loading ??= import("./assets/contactRequestErrors-4QHv3xQP.js").then((module) => loaded = module.contactRequestErrors).catch((error) => {
		loading = null;
		throw error;
	});
	return loading;
}
/** The check if already loaded, else null. */
function loadedContactCheck() {
	return loaded;
}
// frontend/forms/useContactForm.ts
/**
* The values and per-field errors of a contact/appointment form; a field's error clears once it is
* fixed. The check itself loads when the form is first touched (`warmUp`) or sent.
*/
function useContactForm(initial = EMPTY_CONTACT_FORM) {
	const [values, setValues] = useState(initial);
	const [errors, setErrors] = useState({});
	const change = useCallback((field, value) => {
		setValues((previous) => {
			const next = {
				...previous,
				[field]: value
			};
			setErrors((current) => {
				const check = loadedContactCheck();
				if (!current[field] || !check) return current;
				const rest = { ...current };
				const message = validateContactForm(check, next)[field];
				if (message) rest[field] = message;
				else delete rest[field];
				return rest;
			});
			return next;
		});
	}, []);
	/** Starts loading the check (on the form's first focus), so a send does not wait for it. */
	const warmUp = useCallback(() => {
		loadContactCheck().catch(() => {});
	}, []);
	return {
		values,
		errors,
		setErrors,
		change,
		check: useCallback(async (formElement) => {
			const contactCheck = await loadContactCheck().catch(() => null);
			if (!contactCheck) return true;
			const found = validateContactForm(contactCheck, values);
			setErrors(found);
			const first = Object.keys(found)[0];
			if (first) formElement?.querySelector(`[name="${first}"]`)?.focus();
			return !first;
		}, [values]),
		warmUp,
		reset: useCallback((next = EMPTY_CONTACT_FORM) => {
			setValues(next);
			setErrors({});
		}, [])
	};
}
// frontend/api/apiRequest.ts
/** A non-OK answer from the API. `message` follows docs/product-rules.md (Talking to the server): "{status}: {body or status text}". */
var ApiError = class extends Error {
	status;
	body;
	constructor(status, body, statusText) {
		super(`${status}: ${body || statusText}`);
		this.status = status;
		this.body = body;
		this.name = "ApiError";
	}
	/** The parsed `{error, details}` body the API sends, when it is one. */
	get payload() {
		try {
			const parsed = JSON.parse(this.body);
			return parsed && typeof parsed === "object" ? parsed : null;
		} catch {
			return null;
		}
	}
};
/**
* Every call the front end makes to the API: cookies included, JSON in and out.
* Resolves with the parsed JSON body (null when the body is empty).
*/
async function apiRequest(method, url, payload, options = {}) {
	const headers = {
		Accept: "application/json",
		...options.headers
	};
	const init = {
		method,
		credentials: "include",
		headers,
		signal: options.signal,
		keepalive: options.keepalive
	};
	if (payload !== void 0) {
		headers["Content-Type"] = "application/json";
		init.body = JSON.stringify(payload);
	}
	const response = await fetch(url, init);
	if (response.status === 401 && options.on401 === "returnNull") return null;
	const text = await response.text();
	if (!response.ok) throw new ApiError(response.status, text, response.statusText);
	return text ? JSON.parse(text) : null;
}
// frontend/forms/newIdempotencyKey.ts
/**
* A random UUID v4. crypto.randomUUID exists only in secure contexts (https, localhost); the site
* opened over plain http on a local network still needs a key, so it falls back to getRandomValues.
*/
function newIdempotencyKey() {
	if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
	const bytes = crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(16));
	bytes[6] = bytes[6] & 15 | 64;
	bytes[8] = bytes[8] & 63 | 128;
	const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
// frontend/forms/useContactSubmission.ts
/**
* Sends a contact or appointment request once per logical submission: clicks while one is in
* flight are ignored, and a retry of the same data after a failure reuses the same Idempotency-Key,
* so the server stores it once even if the first attempt did arrive.
*/
function useContactSubmission(endpoint) {
	const [submitting, setSubmitting] = useState(false);
	const inFlight = useRef(false);
	const pending = useRef(null);
	return {
		submit: useCallback(async (request) => {
			if (inFlight.current) return { ok: "ignored" };
			inFlight.current = true;
			setSubmitting(true);
			const body = JSON.stringify(request);
			if (pending.current?.body !== body) pending.current = {
				body,
				key: newIdempotencyKey()
			};
			try {
				const answer = await apiRequest("POST", endpoint, request, { headers: { "Idempotency-Key": pending.current.key } });
				if (answer?.success !== true) throw new Error(answer?.message || "Error en el servidor");
				pending.current = null;
				return {
					ok: true,
					id: answer.id
				};
			} catch (error) {
				console.error(`${endpoint} failed`, error);
				const fieldErrors = {};
				if (error instanceof ApiError && error.status === 400) for (const detail of error.payload?.details ?? []) fieldErrors[detail.path] = detail.message;
				return {
					ok: false,
					fieldErrors
				};
			} finally {
				inFlight.current = false;
				setSubmitting(false);
			}
		}, [endpoint]),
		submitting
	};
}
// frontend/forms/heldSubmits.ts
/**
* Sends pressed before the app has taken over the prerendered landing (docs/decisions.md, "A send pressed
* before the page is ready"). HELD_SUBMITS_SCRIPT runs inline in the page's head, ahead of the app: a
* form that still carries `data-before-app` is not sent by the browser (that would reload the page and lose
* what was typed); it is remembered instead, once, and the app sends it when the form is ready
* (useFormBeforeApp.ts).
*/
var BEFORE_APP_ATTRIBUTE = "data-before-app";
/** True once for a form whose send was held: the caller sends it now. */
function takeHeldSubmit(form) {
	const held = window.__heldSubmits ?? [];
	const index = held.indexOf(form);
	if (index === -1) return false;
	held.splice(index, 1);
	return true;
}
// frontend/forms/useFormBeforeApp.ts
/** What the visitor typed into the prerendered form before the app took it over, where it differs from `values`. */
function typedBeforeApp(form, values) {
	const typed = {};
	for (const field of Object.keys(values)) {
		const control = form.elements.namedItem(field);
		if ((control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) && control.value !== values[field]) typed[field] = control.value;
	}
	return typed;
}
/**
* Takes over a prerendered contact form safely. React keeps what was typed into the page's fields before
* it hydrated them but does not know of it; this hands those values to the form's state, then marks the
* form ready (the page's held-send script lets it through from then on, heldSubmits.ts) and sends it if the
* visitor had already pressed send. Returns the attributes for the <form>.
*/
function useFormBeforeApp(formElement, values, change) {
	const [ready, setReady] = useState(false);
	useEffect(() => {
		const form = formElement.current;
		if (form) for (const [field, value] of Object.entries(typedBeforeApp(form, values))) change(field, value);
		setReady(true);
	}, []);
	useEffect(() => {
		const form = formElement.current;
		if (ready && form && takeHeldSubmit(form)) form.requestSubmit();
	}, [ready, formElement]);
	return { [BEFORE_APP_ATTRIBUTE]: ready ? void 0 : "" };
}
// frontend/landing/AppointmentModal.tsx
/**
* 'Agendar Consulta Migratoria' (POST /api/consultations). What someone typed survives closing and
* reopening, and any failure; it is cleared only once the appointment is booked.
*/
function AppointmentModal({ open, prefill, onClose, onBooked }) {
	const form = useContactForm();
	const { submit, submitting } = useContactSubmission("/api/consultations");
	const { toast } = useToast();
	const formElement = useRef(null);
	const beforeApp = useFormBeforeApp(formElement, form.values, form.change);
	const { reset } = form;
	useEffect(() => {
		if (prefill) reset(prefill);
	}, [prefill, reset]);
	const onSubmit = async (event) => {
		event.preventDefault();
		if (submitting || !await form.check(formElement.current)) return;
		const result = await submit(toContactRequest(form.values));
		if (result.ok === "ignored") return;
		if (result.ok) {
			form.reset();
			toast(TEXTS.toasts.appointmentSuccess);
			onBooked();
		} else {
			form.setErrors(result.fieldErrors);
			toast({
				...TEXTS.toasts.appointmentError,
				variant: "destructive"
			});
		}
	};
	const fieldProps = {
		formId: "cita",
		values: form.values,
		errors: form.errors,
		onChange: form.change
	};
	return /* @__PURE__ */ jsx(Modal, {
		open,
		onClose,
		size: "large",
		className: "appointment-modal",
		title: TEXTS.appointment.title,
		description: prefill ? TEXTS.appointment.descriptionPrefilled : TEXTS.appointment.description,
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-light",
			onClick: onClose,
			children: TEXTS.appointment.cancel
		}), /* @__PURE__ */ jsx("button", {
			type: "submit",
			form: "appointment-form",
			className: "button is-gold",
			"aria-disabled": submitting,
			children: submitting ? TEXTS.appointment.submitting : TEXTS.appointment.submit
		})] }),
		children: /* @__PURE__ */ jsxs("form", {
			id: "appointment-form",
			ref: formElement,
			...beforeApp,
			noValidate: true,
			onSubmit,
			onFocus: form.warmUp,
			"aria-busy": submitting,
			children: [
				/* @__PURE__ */ jsxs("fieldset", {
					className: "form-section",
					children: [/* @__PURE__ */ jsx("legend", { children: TEXTS.appointment.personalSection }), /* @__PURE__ */ jsxs("div", {
						className: "form-grid",
						children: [
							/* @__PURE__ */ jsx(ContactField, {
								field: "name",
								...fieldProps
							}),
							/* @__PURE__ */ jsx(ContactField, {
								field: "email",
								...fieldProps
							}),
							/* @__PURE__ */ jsx(ContactField, {
								field: "phone",
								...fieldProps
							}),
							/* @__PURE__ */ jsx(ContactField, {
								field: "address",
								...fieldProps
							})
						]
					})]
				}),
				/* @__PURE__ */ jsxs("fieldset", {
					className: "form-section",
					children: [
						/* @__PURE__ */ jsx("legend", { children: TEXTS.appointment.appointmentSection }),
						/* @__PURE__ */ jsxs("div", {
							className: "form-grid",
							children: [/* @__PURE__ */ jsx(ContactField, {
								field: "country",
								...fieldProps
							}), /* @__PURE__ */ jsx(ContactField, {
								field: "preferredDate",
								...fieldProps
							})]
						}),
						/* @__PURE__ */ jsx(ContactField, {
							field: "message",
							...fieldProps
						})
					]
				}),
				/* @__PURE__ */ jsx(HoneypotField, {
					formId: "cita",
					value: form.values.website,
					onChange: (value) => form.change("website", value)
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "cost-box",
					role: "note",
					children: [/* @__PURE__ */ jsx("p", {
						className: "cost-title",
						children: TEXTS.appointment.costTitle
					}), /* @__PURE__ */ jsx("p", { children: TEXTS.appointment.costBody })]
				})
			]
		})
	});
}
// engine/business/whatsappNumber.ts
/** The business's WhatsApp number when WHATSAPP_NUMBER is not set (also the one the prerendered landing holds). */
var DEFAULT_WHATSAPP_NUMBER = "18095550123";
/** '18095550123' → '+1 (809) 555-0123'; other lengths are shown as digits after '+'. */
function formatWhatsappNumber(digits) {
	const match = /^1(\d{3})(\d{3})(\d{4})$/.exec(digits);
	return match ? `+1 (${match[1]}) ${match[2]}-${match[3]}` : `+${digits}`;
}
// frontend/app/brand.ts
/** How to reach the business, as the site shows it (its name: engine/business/businessIdentity.ts). */
var CONTACT_EMAIL = "info@rumbomigratorio.do";
var BUSINESS_COUNTRY = "República Dominicana";
/** The WhatsApp number is server configuration (WHATSAPP_NUMBER), written into the page as <meta name="whatsapp">. */
function whatsappNumber() {
	const digits = (typeof document === "undefined" ? "" : document.querySelector("meta[name=\"whatsapp\"]")?.content ?? "").replace(/\D/g, "");
	return digits.length >= 10 ? digits : DEFAULT_WHATSAPP_NUMBER;
}
function whatsappUrl() {
	return `https://wa.me/${whatsappNumber()}`;
}
// frontend/landing/ContactSection.tsx
/**
* The contact section: the inline form (POST /api/contacts) and the business's contact details.
* On success the form empties and the appointment modal opens with what was sent; on failure every
* typed value stays.
*/
function ContactSection({ onSent }) {
	const form = useContactForm();
	const { submit, submitting } = useContactSubmission("/api/contacts");
	const { toast } = useToast();
	const formElement = useRef(null);
	const beforeApp = useFormBeforeApp(formElement, form.values, form.change);
	const onSubmit = async (event) => {
		event.preventDefault();
		if (submitting || !await form.check(formElement.current)) return;
		const request = toContactRequest(form.values);
		const result = await submit(request);
		if (result.ok === "ignored") return;
		if (result.ok) {
			const sent = {
				...form.values,
				...request,
				message: request.message ?? "",
				website: ""
			};
			form.reset();
			toast(TEXTS.toasts.contactSuccess);
			onSent(sent);
		} else {
			form.setErrors(result.fieldErrors);
			toast({
				...TEXTS.toasts.contactError,
				variant: "destructive"
			});
		}
	};
	const number = whatsappNumber();
	return /* @__PURE__ */ jsx("section", {
		id: "contact-section",
		className: "section contact-section",
		"aria-labelledby": "contact-title",
		children: /* @__PURE__ */ jsx("div", {
			className: "container",
			children: /* @__PURE__ */ jsxs("div", {
				className: "contact-layout",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "contact-form-card",
					children: [
						/* @__PURE__ */ jsx("p", {
							className: "eyebrow",
							children: TEXTS.contact.eyebrow
						}),
						/* @__PURE__ */ jsx("h2", {
							id: "contact-title",
							className: "section-title is-left",
							children: TEXTS.contact.title
						}),
						/* @__PURE__ */ jsx("p", {
							className: "section-intro is-left",
							children: TEXTS.contact.intro
						}),
						/* @__PURE__ */ jsxs("form", {
							ref: formElement,
							className: "contact-form",
							...beforeApp,
							noValidate: true,
							onSubmit,
							onFocus: form.warmUp,
							"aria-busy": submitting,
							children: [
								/* @__PURE__ */ jsx("p", {
									className: "form-note",
									children: TEXTS.form.requiredNote
								}),
								/* @__PURE__ */ jsx("div", {
									className: "form-grid",
									children: [
										"name",
										"email",
										"phone",
										"address",
										"country",
										"preferredDate"
									].map((field) => /* @__PURE__ */ jsx(ContactField, {
										field,
										formId: "contacto",
										values: form.values,
										errors: form.errors,
										onChange: form.change
									}, field))
								}),
								/* @__PURE__ */ jsx(ContactField, {
									field: "message",
									formId: "contacto",
									values: form.values,
									errors: form.errors,
									onChange: form.change
								}),
								/* @__PURE__ */ jsx(HoneypotField, {
									formId: "contacto",
									value: form.values.website,
									onChange: (value) => form.change("website", value)
								}),
								/* @__PURE__ */ jsx("button", {
									type: "submit",
									className: "button is-gold is-medium is-fullwidth-mobile",
									"aria-disabled": submitting,
									children: submitting ? TEXTS.contact.submitting : TEXTS.contact.submit
								})
							]
						})
					]
				}), /* @__PURE__ */ jsxs("aside", {
					className: "contact-details",
					"aria-labelledby": "contact-details-title",
					children: [
						/* @__PURE__ */ jsx("h3", {
							id: "contact-details-title",
							className: "contact-details-title",
							children: TEXTS.contact.detailsTitle
						}),
						/* @__PURE__ */ jsxs("dl", { children: [
							/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: TEXTS.contact.emailLabel }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("a", {
								href: `mailto:${CONTACT_EMAIL}`,
								children: CONTACT_EMAIL
							}) })] }),
							/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: TEXTS.contact.whatsappLabel }), /* @__PURE__ */ jsxs("dd", { children: [/* @__PURE__ */ jsx("a", {
								href: whatsappUrl(),
								target: "_blank",
								rel: "noopener noreferrer",
								className: "whatsapp-link",
								children: TEXTS.contact.whatsappLink
							}), /* @__PURE__ */ jsx("span", {
								className: "contact-number",
								children: formatWhatsappNumber(number)
							})] })] }),
							/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: TEXTS.contact.countryLabel }), /* @__PURE__ */ jsx("dd", { children: BUSINESS_COUNTRY })] }),
							/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: TEXTS.contact.hoursLabel }), /* @__PURE__ */ jsx("dd", { children: TEXTS.contact.hours })] })
						] }),
						/* @__PURE__ */ jsxs("div", {
							className: "cost-box is-on-dark",
							children: [/* @__PURE__ */ jsx("p", {
								className: "cost-title",
								children: TEXTS.appointment.costTitle
							}), /* @__PURE__ */ jsx("p", { children: TEXTS.appointment.costBody })]
						})
					]
				})]
			})
		})
	});
}
// frontend/landing/heldPresses.ts
/**
* Ends the holding and makes each held press again, now that the app handles it. Called once the landing has
* been hydrated (LandingPage.tsx); a button the app has since replaced is not pressed.
*/
function replayHeldPresses() {
	const held = window.__heldPresses ?? [];
	window.__heldPresses = void 0;
	for (const button of held) if (button.isConnected) button.click();
}
// frontend/landing/carouselSlides.ts
/** The subtitle of each country's slide (docs/product-rules.md, Carousel); its label is the country's name, uppercased. */
var SUBTITLES = {
	usa: "Llegamos con visa de turismo. Hoy guiamos a otros para que también lo logren.",
	canada: "Estuvimos aquí. Te mostramos el camino paso a paso.",
	curacao: "Un destino ideal para quienes desean descubrir lo mejor del Caribe.",
	peru: "Llegamos como viajeros, y ayudamos a otros a hacerlo con confianza.",
	colombia: "Viajamos, exploramos y ahora te ayudamos a vivirlo tú también.",
	europa: "Descubre el continente de la historia, cultura y oportunidades infinitas."
};
/** The slides in the countries' order; unknown countries follow the known ones, labelled with their uppercased key. */
function toSlides(images) {
	const rank = (country) => {
		const index = COUNTRY_KEYS.indexOf(country);
		return index === -1 ? COUNTRY_KEYS.length : index;
	};
	return [...images].sort((a, b) => rank(a.country) - rank(b.country)).map((image) => ({
		...image,
		label: countryLabel(image.country).toLocaleUpperCase("es"),
		subtitle: SUBTITLES[image.country] ?? ""
	}));
}
// frontend/landing/initialCarousel.ts
var InitialCarouselContext = createContext(null);
function useInitialCarousel() {
	return useContext(InitialCarouselContext);
}
// frontend/landing/useCarouselImages.ts
/**
* The carousel's one request. A plain fetch rather than react-query: the landing page's budget has
* no room for it, and this is the page's only read. A failed request shows the empty state (the carousel
* has no error text: docs/product-rules.md, Carousel).
*/
function useCarouselImages() {
	const initial = useInitialCarousel();
	const [state, setState] = useState(() => initial ? {
		status: "ready",
		slides: toSlides(initial)
	} : { status: "loading" });
	const loaded = initial !== null;
	useEffect(() => {
		if (loaded) return;
		const controller = new AbortController();
		apiRequest("GET", "/api/carousel-images", void 0, { signal: controller.signal }).then((images) => setState({
			status: "ready",
			slides: toSlides(Array.isArray(images) ? images : [])
		})).catch((error) => {
			if (!controller.signal.aborted) {
				console.error("carousel images", error);
				setState({
					status: "ready",
					slides: []
				});
			}
		});
		return () => controller.abort();
	}, [loaded]);
	return state;
}
// frontend/landing/useReducedMotion.ts
var QUERY = "(prefers-reduced-motion: reduce)";
function subscribe$1(listener) {
	const media = window.matchMedia(QUERY);
	media.addEventListener("change", listener);
	return () => media.removeEventListener("change", listener);
}
/** True when the visitor asked the system for less motion. */
function useReducedMotion() {
	return useSyncExternalStore(subscribe$1, () => window.matchMedia(QUERY).matches, () => false);
}
// frontend/landing/HeroCarousel.tsx
/** The backgrounds' frame (the shipped artwork's 16:9, docs/decisions.md); CSS covers the hero with them. */
var BACKGROUND_SIZE = {
	width: 1600,
	height: 900
};
/** docs/product-rules.md, Carousel. */
var CAROUSEL_INTERVAL_MS = 5e3;
function preload(slide) {
	if (!slide) return;
	for (const url of [slide.backgroundImageUrl, slide.womanImageUrl]) {
		const image = new Image();
		image.decoding = "async";
		image.src = url;
	}
}
/**
* The hero: one slide per destination, advancing every 5 s and wrapping. A mouse over it, keyboard focus
* inside it, the pause button, or a system preference for reduced motion stop the rotation. A dot
* clicked or tapped shows its slide and the rotation goes on from there: focus left on the dot by a
* pointer does not count as keyboard focus, and a touch is not a hover.
*/
function HeroCarousel({ onRequestEvaluation }) {
	const state = useCarouselImages();
	const reducedMotion = useReducedMotion();
	const [index, setIndex] = useState(0);
	const [hovered, setHovered] = useState(false);
	const [focused, setFocused] = useState(false);
	const [pausedByUser, setPausedByUser] = useState(false);
	const slides = state.status === "ready" ? state.slides : [];
	const count = slides.length;
	const rotating = count > 1 && !hovered && !focused && !pausedByUser && !reducedMotion;
	useEffect(() => {
		if (!rotating) return;
		const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
		return () => window.clearTimeout(timer);
	}, [
		rotating,
		index,
		count
	]);
	useEffect(() => {
		if (count === 0) return;
		preload(slides[index]);
		preload(slides[(index + 1) % count]);
	}, [
		slides,
		index,
		count
	]);
	const onPointerHover = (inside) => (event) => {
		if (event.pointerType === "mouse") setHovered(inside);
	};
	const onFocus = (event) => setFocused(event.target.matches(":focus-visible"));
	const onBlur = (event) => {
		if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
	};
	if (state.status === "loading" || count === 0) return /* @__PURE__ */ jsxs("section", {
		className: "hero-carousel is-placeholder",
		"aria-label": TEXTS.carousel.label,
		children: [/* @__PURE__ */ jsx("div", { className: "hero-overlay" }), /* @__PURE__ */ jsx("p", {
			className: "hero-status",
			role: "status",
			children: state.status === "loading" ? TEXTS.carousel.loading : TEXTS.carousel.empty
		})]
	});
	const current = Math.min(index, count - 1);
	const slide = slides[current];
	return /* @__PURE__ */ jsxs("section", {
		className: "hero-carousel",
		"aria-roledescription": "carrusel",
		"aria-label": TEXTS.carousel.label,
		onPointerEnter: onPointerHover(true),
		onPointerLeave: onPointerHover(false),
		onFocus,
		onBlur,
		children: [/* @__PURE__ */ jsx("div", {
			className: "hero-slides",
			"aria-live": rotating ? "off" : "polite",
			children: /* @__PURE__ */ jsxs("div", {
				className: "hero-slide",
				role: "group",
				"aria-roledescription": "diapositiva",
				"aria-label": TEXTS.carousel.slideOf(current + 1, count),
				"data-country": slide.country,
				children: [
					/* @__PURE__ */ jsx("img", {
						className: "hero-background",
						src: slide.backgroundImageUrl,
						alt: "",
						loading: current === 0 ? "eager" : "lazy",
						fetchPriority: current === 0 ? "high" : "auto",
						decoding: "async",
						width: BACKGROUND_SIZE.width,
						height: BACKGROUND_SIZE.height
					}),
					/* @__PURE__ */ jsx("div", { className: "hero-overlay" }),
					/* @__PURE__ */ jsxs("div", {
						className: "container hero-content",
						children: [/* @__PURE__ */ jsxs("div", {
							className: "hero-text",
							children: [
								/* @__PURE__ */ jsx("h2", {
									className: "hero-country",
									children: slide.label
								}),
								slide.subtitle && /* @__PURE__ */ jsx("p", {
									className: "hero-subtitle",
									children: slide.subtitle
								}),
								/* @__PURE__ */ jsx("button", {
									type: "button",
									className: "button is-gold is-medium hero-cta",
									onClick: onRequestEvaluation,
									children: TEXTS.heroCta
								})
							]
						}), /* @__PURE__ */ jsx("div", {
							className: "hero-portrait",
							children: /* @__PURE__ */ jsx("img", {
								src: slide.womanImageUrl,
								alt: TEXTS.carousel.consultantAlt,
								loading: current === 0 ? "eager" : "lazy",
								decoding: "async",
								width: "320",
								height: "400"
							})
						})]
					})
				]
			}, slide.country)
		}), /* @__PURE__ */ jsxs("div", {
			className: "hero-controls",
			children: [count > 1 && !reducedMotion && /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "hero-pause",
				"aria-label": pausedByUser ? TEXTS.carousel.play : TEXTS.carousel.pause,
				"aria-pressed": pausedByUser,
				onClick: () => setPausedByUser((p) => !p),
				children: /* @__PURE__ */ jsx("svg", {
					viewBox: "0 0 16 16",
					width: "12",
					height: "12",
					"aria-hidden": "true",
					children: pausedByUser ? /* @__PURE__ */ jsx("path", {
						d: "M4 2.5v11l9-5.5z",
						fill: "currentColor"
					}) : /* @__PURE__ */ jsx("path", {
						d: "M4 2.5h3v11H4zm5 0h3v11H9z",
						fill: "currentColor"
					})
				})
			}), /* @__PURE__ */ jsx("div", {
				className: "hero-dots",
				children: slides.map((s, i) => /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "hero-dot",
					"aria-label": TEXTS.carousel.goTo(i + 1, s.label),
					"aria-current": i === current ? "true" : void 0,
					onClick: () => setIndex(i)
				}, s.country))
			})]
		})]
	});
}
// frontend/landing/ServiceIcon.tsx
var PATHS = {
	pasaporte: "M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm5 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm-4 11h8M8 11h8M12 7c-1.2 1.1-1.8 2.4-1.8 4s.6 2.9 1.8 4c1.2-1.1 1.8-2.4 1.8-4s-.6-2.9-1.8-4z",
	evaluacion: "M9 4h6v3H9zM7 5.5H6a1 1 0 0 0-1 1V20a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6.5a1 1 0 0 0-1-1h-1M8.5 14l2.5 2.5 4.5-5",
	aplicacion: "M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 15h4M15.5 19.5a2 2 0 1 0 0-.01",
	seguimiento: "M3 20h18M4.5 14.5l3 .8L17 10.5a1.8 1.8 0 0 1 2.5 2.3l-10 5-4.2-1.4zM8 11.8l-2.6-2.9 1.8-.6 4.3 1.6"
};
function ServiceIcon({ service }) {
	return /* @__PURE__ */ jsx("svg", {
		viewBox: "0 0 24 24",
		width: "32",
		height: "32",
		"aria-hidden": "true",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "1.6",
		strokeLinecap: "round",
		strokeLinejoin: "round",
		children: /* @__PURE__ */ jsx("path", { d: PATHS[service] })
	});
}
// frontend/landing/ServiceSteps.tsx
/** 'TU RUTA MIGRATORIA PASO A PASO': four cards, each opening its info modal (one at a time). */
function ServiceSteps({ onRequestAppointment }) {
	const [openKey, setOpenKey] = useState(null);
	const close = () => setOpenKey(null);
	return /* @__PURE__ */ jsxs("section", {
		id: "servicios",
		className: "section steps-section",
		"aria-labelledby": "steps-title",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "eyebrow",
					children: TEXTS.steps.eyebrow
				}),
				/* @__PURE__ */ jsx("h2", {
					id: "steps-title",
					className: "section-title",
					children: TEXTS.steps.title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "section-intro",
					children: TEXTS.steps.intro
				}),
				/* @__PURE__ */ jsx("ol", {
					className: "steps-grid",
					children: TEXTS.steps.services.map((service, i) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
						type: "button",
						className: "step-card",
						"data-service": service.key,
						"data-step": String(i + 1).padStart(2, "0"),
						onClick: () => setOpenKey(service.key),
						children: [
							/* @__PURE__ */ jsx("span", {
								className: "step-icon",
								children: /* @__PURE__ */ jsx(ServiceIcon, { service: service.key })
							}),
							/* @__PURE__ */ jsx("span", {
								className: "step-title",
								children: service.title
							}),
							/* @__PURE__ */ jsx("span", {
								className: "step-summary",
								children: service.summary
							}),
							/* @__PURE__ */ jsxs("span", {
								className: "step-more",
								children: [
									TEXTS.steps.more,
									" ",
									/* @__PURE__ */ jsx("span", {
										"aria-hidden": "true",
										children: "→"
									})
								]
							})
						]
					}) }, service.key))
				})
			]
		}), TEXTS.steps.services.map((service) => {
			const passport = service.key === "pasaporte";
			return /* @__PURE__ */ jsxs(Modal, {
				open: openKey === service.key,
				onClose: close,
				title: service.title,
				className: "service-modal",
				footer: passport ? /* @__PURE__ */ jsx("a", {
					className: "button is-whatsapp",
					href: whatsappUrl(),
					target: "_blank",
					rel: "noopener noreferrer",
					onClick: close,
					children: TEXTS.steps.writeNow
				}) : /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-gold",
					onClick: () => {
						close();
						onRequestAppointment();
					},
					children: TEXTS.steps.requestNow
				}),
				children: [
					/* @__PURE__ */ jsx("div", {
						className: "service-modal-icon",
						children: /* @__PURE__ */ jsx(ServiceIcon, { service: service.key })
					}),
					/* @__PURE__ */ jsx("p", { children: service.details }),
					/* @__PURE__ */ jsx("ul", {
						className: "check-list",
						children: service.includes.map((item) => /* @__PURE__ */ jsx("li", { children: item }, item))
					}),
					passport && /* @__PURE__ */ jsx("p", {
						className: "service-modal-prompt",
						children: TEXTS.steps.passportPrompt
					})
				]
			}, service.key);
		})]
	});
}
// frontend/landing/SiteFooter.tsx
function SiteFooter() {
	return /* @__PURE__ */ jsx("footer", {
		className: "site-footer",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "footer-grid",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "footer-about",
						children: [
							/* @__PURE__ */ jsxs("p", {
								className: "footer-brand",
								children: [/* @__PURE__ */ jsx("img", {
									src: "/img/logo.svg",
									alt: "",
									width: "36",
									height: "36",
									loading: "lazy"
								}), /* @__PURE__ */ jsx("span", { children: BUSINESS_NAME })]
							}),
							/* @__PURE__ */ jsx("h2", {
								className: "footer-heading",
								children: TEXTS.footer.aboutTitle
							}),
							/* @__PURE__ */ jsx("p", { children: TEXTS.footer.about })
						]
					}),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
						className: "footer-heading",
						children: TEXTS.footer.destinationsTitle
					}), /* @__PURE__ */ jsx("ul", {
						className: "footer-list",
						children: COUNTRIES.map((c) => /* @__PURE__ */ jsx("li", { children: c.label }, c.value))
					})] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
						className: "footer-heading",
						children: TEXTS.footer.contactTitle
					}), /* @__PURE__ */ jsxs("ul", {
						className: "footer-list",
						children: [
							/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
								href: `mailto:${CONTACT_EMAIL}`,
								children: CONTACT_EMAIL
							}) }),
							/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
								href: whatsappUrl(),
								target: "_blank",
								rel: "noopener noreferrer",
								children: "WhatsApp"
							}) }),
							/* @__PURE__ */ jsx("li", { children: BUSINESS_COUNTRY })
						]
					})] })
				]
			}), /* @__PURE__ */ jsx("p", {
				className: "footer-rights",
				children: TEXTS.footer.rights((/* @__PURE__ */ new Date()).getFullYear())
			})]
		})
	});
}
// frontend/landing/SiteHeader.tsx
/**
* The sticky header. On a phone 'Servicios' and 'Contacto' sit behind a menu button (the booking button
* stays in sight); following a link, pressing Esc or tapping outside closes the menu.
*/
function SiteHeader({ onBook }) {
	const [open, setOpen] = useState(false);
	const menuId = useId();
	const toggle = useRef(null);
	const nav = useRef(null);
	useEffect(() => {
		if (!open) return;
		const onKeyDown = (event) => {
			if (event.key !== "Escape") return;
			setOpen(false);
			toggle.current?.focus();
		};
		const onPointerDown = (event) => {
			if (!nav.current?.contains(event.target)) setOpen(false);
		};
		document.addEventListener("keydown", onKeyDown);
		document.addEventListener("pointerdown", onPointerDown);
		return () => {
			document.removeEventListener("keydown", onKeyDown);
			document.removeEventListener("pointerdown", onPointerDown);
		};
	}, [open]);
	const close = () => setOpen(false);
	return /* @__PURE__ */ jsx("header", {
		className: "site-header",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container site-header-inner",
			children: [/* @__PURE__ */ jsxs("a", {
				className: "brand",
				href: "/",
				children: [/* @__PURE__ */ jsx("img", {
					className: "brand-logo",
					src: "/img/logo.svg",
					alt: "",
					width: "44",
					height: "44"
				}), /* @__PURE__ */ jsxs("span", {
					className: "brand-text",
					children: [/* @__PURE__ */ jsx("span", {
						className: "brand-name",
						children: BUSINESS_NAME
					}), /* @__PURE__ */ jsx("span", {
						className: "brand-tagline",
						children: BUSINESS_TAGLINE
					})]
				})]
			}), /* @__PURE__ */ jsxs("nav", {
				ref: nav,
				className: "site-nav",
				"aria-label": TEXTS.nav.menuLabel,
				children: [
					/* @__PURE__ */ jsxs("div", {
						id: menuId,
						className: `site-menu${open ? " is-open" : ""}`,
						children: [/* @__PURE__ */ jsx("a", {
							href: "#servicios",
							onClick: close,
							children: TEXTS.nav.services
						}), /* @__PURE__ */ jsx("a", {
							href: "#contact-section",
							onClick: close,
							children: TEXTS.nav.contact
						})]
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-gold is-small",
						onClick: () => {
							close();
							onBook();
						},
						children: TEXTS.nav.book
					}),
					/* @__PURE__ */ jsxs("button", {
						ref: toggle,
						type: "button",
						className: `site-menu-toggle${open ? " is-active" : ""}`,
						"aria-label": TEXTS.nav.menu,
						"aria-expanded": open,
						"aria-controls": menuId,
						onClick: () => setOpen((value) => !value),
						children: [
							/* @__PURE__ */ jsx("span", { "aria-hidden": "true" }),
							/* @__PURE__ */ jsx("span", { "aria-hidden": "true" }),
							/* @__PURE__ */ jsx("span", { "aria-hidden": "true" })
						]
					})
				]
			})]
		})
	});
}
// frontend/landing/Testimonial.tsx
function Testimonial({ onRequestEvaluation }) {
	return /* @__PURE__ */ jsx("section", {
		className: "testimonial-section",
		"aria-label": TEXTS.testimonial.label,
		children: /* @__PURE__ */ jsxs("div", {
			className: "container testimonial-inner",
			children: [/* @__PURE__ */ jsxs("figure", {
				className: "testimonial",
				children: [
					/* @__PURE__ */ jsx("svg", {
						className: "testimonial-mark",
						viewBox: "0 0 48 36",
						width: "48",
						height: "36",
						"aria-hidden": "true",
						children: /* @__PURE__ */ jsx("path", {
							d: "M0 36V22C0 9.5 6.3 2.2 19 0l2 5.2C13.8 7 10.3 11 10 17h9v19H0zm27 0V22C27 9.5 33.3 2.2 46 0l2 5.2C40.8 7 37.3 11 37 17h9v19H27z",
							fill: "currentColor"
						})
					}),
					/* @__PURE__ */ jsx("blockquote", { children: /* @__PURE__ */ jsx("p", { children: TEXTS.testimonial.quote }) }),
					/* @__PURE__ */ jsxs("figcaption", { children: [/* @__PURE__ */ jsx("span", {
						className: "testimonial-author",
						children: TEXTS.testimonial.author
					}), /* @__PURE__ */ jsx("span", {
						className: "testimonial-role",
						children: TEXTS.testimonial.role
					})] })
				]
			}), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button is-gold is-medium testimonial-cta",
				onClick: onRequestEvaluation,
				children: TEXTS.testimonial.cta
			})]
		})
	});
}
// frontend/landing/LandingPage.tsx
/** `/`: the sections of docs/product-rules.md (Landing page) in order, sharing one appointment modal. */
function LandingPage() {
	const [appointmentOpen, setAppointmentOpen] = useState(false);
	const [prefill, setPrefill] = useState(null);
	const openAppointment = useCallback(() => setAppointmentOpen(true), []);
	const onContactSent = useCallback((sent) => {
		setPrefill(sent);
		setAppointmentOpen(true);
	}, []);
	const onBooked = useCallback(() => {
		setAppointmentOpen(false);
		setPrefill(null);
	}, []);
	useEffect(replayHeldPresses, []);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("a", {
			className: "skip-link",
			href: "#contenido",
			children: "Saltar al contenido"
		}),
		/* @__PURE__ */ jsx(SiteHeader, { onBook: openAppointment }),
		/* @__PURE__ */ jsxs("main", {
			id: "contenido",
			children: [
				/* @__PURE__ */ jsx("h1", {
					className: "is-sr-only",
					children: TEXTS.pageHeading
				}),
				/* @__PURE__ */ jsx(HeroCarousel, { onRequestEvaluation: openAppointment }),
				/* @__PURE__ */ jsx(Testimonial, { onRequestEvaluation: openAppointment }),
				/* @__PURE__ */ jsx(ServiceSteps, { onRequestAppointment: openAppointment }),
				/* @__PURE__ */ jsx(ContactSection, { onSent: onContactSent })
			]
		}),
		/* @__PURE__ */ jsx(SiteFooter, {}),
		/* @__PURE__ */ jsx(AppointmentModal, {
			open: appointmentOpen,
			prefill,
			onClose: () => setAppointmentOpen(false),
			onBooked
		})
	] });
}
// frontend/app/router.ts
/**
* The whole routing of the product is a switch on the pathname (see App.tsx); this file only keeps
* React informed when the pathname changes through `navigate` or the browser's back/forward buttons.
*/
var listeners = /* @__PURE__ */ new Set();
function subscribe(listener) {
	listeners.add(listener);
	window.addEventListener("popstate", listener);
	return () => {
		listeners.delete(listener);
		window.removeEventListener("popstate", listener);
	};
}
/** '/admin/' and '/admin' are the same page. */
function normalizePath(pathname) {
	const trimmed = pathname.replace(/\/+$/, "");
	return trimmed === "" ? "/" : trimmed;
}
/**
* Without a window (the build prerendering the landing page) and while hydrating that page, the path is
* '/': only `/` is served prerendered (frontend/prerender/prerenderPlugin.ts).
*/
function usePathname() {
	return useSyncExternalStore(subscribe, () => normalizePath(window.location.pathname), () => "/");
}
function navigate(to) {
	window.history.pushState(null, "", to);
	for (const listener of listeners) listener();
	window.scrollTo(0, 0);
}
// frontend/app/Link.tsx
/** An in-app link: a real <a href> (works without JavaScript, opens in new tabs) that navigates in place on a plain click. */
function Link({ href, onClick, ...rest }) {
	const handleClick = (event) => {
		onClick?.(event);
		if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
		event.preventDefault();
		navigate(href);
	};
	return /* @__PURE__ */ jsx("a", {
		href,
		onClick: handleClick,
		...rest
	});
}
// frontend/notFound/texts.ts
/** Every text of the 404 page, together for review. The texts are the product's, verbatim (docs/product-rules.md). */
var NOT_FOUND_TEXTS = {
	documentTitle: "Página no encontrada",
	heading: "Page Not Found",
	explanation: "La página que busca no existe o fue movida.",
	home: "Volver al inicio"
};
// frontend/notFound/NotFoundPage.tsx
function NotFoundPage() {
	useEffect(() => {
		document.title = `${NOT_FOUND_TEXTS.documentTitle} · ${BUSINESS_NAME}`;
	}, []);
	return /* @__PURE__ */ jsx("main", {
		className: "not-found",
		children: /* @__PURE__ */ jsxs("div", {
			className: "not-found-card",
			children: [
				/* @__PURE__ */ jsx("img", {
					src: "/img/logo.svg",
					alt: "",
					width: "64",
					height: "64"
				}),
				/* @__PURE__ */ jsx("p", {
					className: "not-found-code",
					"aria-hidden": "true",
					children: "404"
				}),
				/* @__PURE__ */ jsx("h1", {
					className: "title is-3",
					children: NOT_FOUND_TEXTS.heading
				}),
				/* @__PURE__ */ jsx("p", { children: NOT_FOUND_TEXTS.explanation }),
				/* @__PURE__ */ jsx(Link, {
					href: "/",
					className: "button is-gold",
					children: NOT_FOUND_TEXTS.home
				})
			]
		})
	});
}
// frontend/app/App.tsx
var AdminPage = lazy(() => import("./assets/AdminPage-BKDGU5H_.js").then((n) => n.t));
var FormDemoPage = lazy(() => import("./assets/FormDemoPage-Be5CNSFU.js"));
var ApiReferencePage = lazy(() => import("./assets/ApiReferencePage-C6Q30fNh.js"));
function Page({ pathname }) {
	switch (pathname) {
		case "/": return /* @__PURE__ */ jsx(LandingPage, {});
		case "/admin": return /* @__PURE__ */ jsx(AdminPage, {});
		case "/form-demo": return /* @__PURE__ */ jsx(FormDemoPage, {});
		case "/admin/api": return /* @__PURE__ */ jsx(ApiReferencePage, {});
		default: return /* @__PURE__ */ jsx(NotFoundPage, {});
	}
}
function App() {
	const pathname = usePathname();
	return /* @__PURE__ */ jsx(ToastProvider, { children: /* @__PURE__ */ jsx(Suspense, {
		fallback: /* @__PURE__ */ jsx("p", {
			className: "page-loading",
			role: "status",
			children: APP_TEXTS.loadingPage
		}),
		children: /* @__PURE__ */ jsx(Page, { pathname })
	}) });
}
// frontend/prerender/renderLanding.tsx
/**
* The HTML of `/` as the app first renders it: at build time without carousel images (prerenderPlugin.ts),
* and by the server with the images of its database (backend/http/landingPage.ts), which it also writes into
* the page for main.tsx to hydrate with. It is the same tree main.tsx hydrates, so whatever the landing page
* holds is prerendered with it; the router answers '/' while there is no window (frontend/app/router.ts).
*/
function renderLanding(carouselImages = null) {
	return renderToString(/* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(InitialCarouselContext, {
		value: carouselImages,
		children: /* @__PURE__ */ jsx(App, {})
	}) }));
}
export { COUNTRIES as a, BUSINESS_NAME as c, isCalendarDate as d, todayInBusinessZone as f, apiRequest as i, BUSINESS_TIME_ZONE as l, useToast as m, newIdempotencyKey as n, countryLabel as o, Modal as p, ApiError as r, renderLanding, contactRequest_schema_default as s, toSlides as t, isBeforeToday as u };
