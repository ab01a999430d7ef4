import { c as BUSINESS_NAME, i as apiRequest, l as BUSINESS_TIME_ZONE, m as useToast, p as Modal, r as ApiError } from "../renderLanding.js";
import { a as useSession, i as session, n as adminRequest, r as errorMessage, t as TEXTS } from "./texts-BiniizUB.js";
import { useEffect, useId, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
// frontend/api/queryClient.ts
/**
* The default loader: the query key's segments joined with slashes are the GET path
* (['/api/admin/contacts'] or ['/api/consultations', id, 'images']).
*/
function getQueryFn(options = { on401: "throw" }) {
	return ({ queryKey, signal }) => apiRequest("GET", queryKey.map(String).join("/"), void 0, {
		on401: options.on401,
		signal
	});
}
/** docs/product-rules.md, Talking to the server: no retries, no refetch on focus, no polling, cached data never stale. */
function createQueryClient() {
	return new QueryClient({ defaultOptions: {
		queries: {
			queryFn: getQueryFn(),
			retry: false,
			refetchOnWindowFocus: false,
			refetchInterval: false,
			staleTime: Infinity
		},
		mutations: { retry: false }
	} });
}
/** One client for the pages that use it (admin, form demo); the landing page does not load this module. */
var queryClient = createQueryClient();
// frontend/api/QueryRoot.tsx
/** Wrap a lazily loaded page with this to give it the shared data cache (keeps react-query out of `/`). */
function QueryRoot({ children }) {
	return /* @__PURE__ */ jsx(QueryClientProvider, {
		client: queryClient,
		children
	});
}
// frontend/admin/account/accountApi.ts
/** Under ['admin'], so signing out forgets it with the rest of the back-office's data. */
var MY_SESSIONS_KEY = [
	"admin",
	"account",
	"sessions"
];
/** POST /api/auth/password: the session goes on under a new cookie; the person's other sessions end. */
async function changePassword(change) {
	const { user } = await adminRequest("POST", "/api/auth/password", change);
	if (!user) throw new Error("the password change answered without the signed-in person");
	return user;
}
/** A new secret to add to the authenticator app (it replaces one asked for earlier and not confirmed). */
var setUpTwoFactor = () => adminRequest("POST", "/api/auth/totp/setup", {});
/** The app's first code: two-factor sign-in is on; the ten recovery codes come back this once. */
var confirmTwoFactor = (code) => adminRequest("POST", "/api/auth/totp/confirm", { code });
/** Ten new recovery codes against a current code of the app; the earlier ones stop working. */
var renewRecoveryCodes = (code) => adminRequest("POST", "/api/auth/totp/recovery-codes", { code });
var listMySessions = (signal) => adminRequest("GET", "/api/auth/sessions", void 0, { signal });
var endMySession = (id) => adminRequest("DELETE", `/api/auth/sessions/${encodeURIComponent(id)}`);
var endMyOtherSessions = () => adminRequest("POST", "/api/auth/sessions/end-others", {});
/** The server's message for one field of a refused request (`details[].path`), if it named that field. */
function fieldMessage(error, path) {
	return error instanceof ApiError ? error.payload?.details?.find((detail) => detail.path === path)?.message : void 0;
}
// frontend/caseDetails/formatDateTime.ts
var FORMAT = new Intl.DateTimeFormat("es-DO", {
	day: "numeric",
	month: "short",
	year: "numeric",
	hour: "2-digit",
	minute: "2-digit",
	hourCycle: "h23",
	timeZone: BUSINESS_TIME_ZONE
});
/** An instant as '21 nov 2026, 14:05' in Santo Domingo time (built from parts: ICU patterns vary); '' when absent. */
function formatDateTime(iso) {
	if (!iso) return "";
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return "";
	const parts = FORMAT.formatToParts(date);
	const part = (type) => parts.find((p) => p.type === type)?.value ?? "";
	return `${part("day")} ${part("month").replace(/\.$/, "")} ${part("year")}, ${part("hour")}:${part("minute")}`;
}
// frontend/admin/components/ConfirmDialog.tsx
/** "Are you sure?" before a destructive action; the safe choice has the focus. */
function ConfirmDialog({ open, title, question, confirmLabel = TEXTS.dialogs.delete, tone = "danger", busy, error, onConfirm, onClose }) {
	return /* @__PURE__ */ jsxs(Modal, {
		open,
		onClose,
		title,
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-light",
			onClick: onClose,
			"data-autofocus": true,
			children: TEXTS.dialogs.cancel
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: `button ${tone === "danger" ? "is-danger" : "is-primary"}`,
			"aria-disabled": busy || void 0,
			onClick: () => !busy && onConfirm(),
			children: busy ? TEXTS.dialogs.working : confirmLabel
		})] }),
		children: [/* @__PURE__ */ jsx("p", { children: question }), error && /* @__PURE__ */ jsx("p", {
			className: "dialog-error",
			role: "alert",
			children: error
		})]
	});
}
// frontend/admin/account/passkeyApi.ts
/** Under ['admin'], so signing out forgets it with the rest of the back-office's data. */
var MY_PASSKEYS_KEY = [
	"admin",
	"account",
	"passkeys"
];
/** The browser side of WebAuthn, fetched the first time a passkey is added or used (not in the panel's first load). */
var webauthnBrowser = () => import("@simplewebauthn/browser");
/**
* The browser refused or the person cancelled (WebAuthn's own errors, which name no server answer):
* the caller says so in words rather than as a failed call.
*/
var PasskeyCancelled = class extends Error {};
/** Runs a WebAuthn ceremony in the browser, turning its refusals into PasskeyCancelled. */
async function inBrowser(ceremony) {
	try {
		return await ceremony();
	} catch (error) {
		throw new PasskeyCancelled(error instanceof Error ? error.name : String(error));
	}
}
var listPasskeys = (signal) => adminRequest("GET", "/api/auth/passkeys", void 0, { signal });
/**
* 'Añadir llave de acceso': the server's options, the browser's new credential (the person touches the
* key, or uses the phone's lock), then the server checks and keeps it. The first second factor comes
* with recovery codes.
*/
async function addPasskey(name) {
	const options = await adminRequest("POST", "/api/auth/passkeys/options", {});
	const { startRegistration } = await webauthnBrowser();
	const response = await inBrowser(() => startRegistration({ optionsJSON: options }));
	return adminRequest("POST", "/api/auth/passkeys", {
		name,
		response
	});
}
var removePasskey = (id) => adminRequest("DELETE", `/api/auth/passkeys/${encodeURIComponent(id)}`);
// frontend/admin/account/texts.ts
var plural = (count, one, many) => count === 1 ? one : many;
/**
* Every text of one's own account, together for review: 'Mi cuenta' (password, two-factor sign-in,
* sessions) and the steps a session must take before the panel (a new password, two-factor set-up).
*/
var ACCOUNT_TEXTS = {
	/** The header's button and the dialog it opens. */
	dialog: {
		open: "Mi cuenta",
		title: "Mi cuenta",
		description: (name, username) => `${name} · usuario ${username}`
	},
	/** A session that must choose a password or set up two-factor sign-in before the panel. */
	required: {
		password: {
			title: "Elija una contraseña nueva",
			intro: "Su cuenta tiene una contraseña temporal. Antes de entrar al panel, elija una contraseña nueva que solo usted conozca."
		},
		twoFactor: {
			title: "Active la verificación en dos pasos",
			intro: "La oficina exige la verificación en dos pasos para entrar al panel: además de su contraseña, se le pedirá un código de su teléfono. Actívela ahora para continuar."
		},
		signOut: "Cerrar sesión",
		signingOut: "Cerrando...",
		continue: "Continuar al panel",
		passwordSaved: "Contraseña guardada",
		twoFactorOn: "Verificación en dos pasos activada"
	},
	password: {
		heading: "Cambiar contraseña",
		current: "Contraseña actual",
		currentOrTemporary: "Contraseña actual o temporal",
		next: "Contraseña nueva",
		repeat: "Repita la contraseña nueva",
		show: "Mostrar las contraseñas",
		rulesTitle: "La contraseña nueva debe:",
		rules: (username) => [
			"tener al menos 8 caracteres (mejor una frase de varias palabras);",
			"no ser una contraseña común, como «12345678» o «contraseña1»;",
			`no contener su nombre de usuario («${username}»).`
		],
		submit: "Cambiar contraseña",
		submitRequired: "Guardar y continuar",
		submitting: "Guardando...",
		missingCurrent: "Escriba su contraseña actual",
		missingNext: "Escriba la contraseña nueva",
		tooShort: "La contraseña debe tener al menos 8 caracteres",
		containsUsername: "La contraseña no puede contener el nombre de usuario",
		mismatch: "Las dos contraseñas nuevas no coinciden",
		changed: "Contraseña cambiada",
		otherSessionsEnded: "Sus otras sesiones se cerraron: en los demás navegadores tendrá que iniciar sesión de nuevo con la contraseña nueva."
	},
	twoFactor: {
		heading: "Verificación en dos pasos",
		off: "Desactivada. Al iniciar sesión solo se le pide la contraseña.",
		appOffWithKeys: "Activada con llaves de acceso. También puede añadir una aplicación de autenticación.",
		offExplained: "Con la verificación en dos pasos, además de la contraseña se le pide un código que cambia cada 30 segundos en una aplicación de su teléfono: quien conozca su contraseña no puede entrar sin el teléfono.",
		on: "Activada. Al iniciar sesión se le pide el código de su aplicación de autenticación (o uno de sus códigos de recuperación).",
		enable: "Activar",
		enableApp: "Añadir la aplicación",
		cancel: "Cancelar",
		preparing: "Preparando el código QR...",
		setupFailed: "No se pudo preparar la activación.",
		retry: "Reintentar",
		steps: [
			"Instale en su teléfono una aplicación de autenticación, por ejemplo Google Authenticator, Microsoft Authenticator o Authy.",
			"En la aplicación, elija añadir una cuenta y escanee este código QR con la cámara.",
			"Escriba abajo el código de 6 cifras que muestra la aplicación y pulse «Confirmar»."
		],
		stepsLabel: "Pasos para activar la verificación",
		qrAlt: `Código QR para añadir ${BUSINESS_NAME} a su aplicación de autenticación`,
		cannotScan: "¿No puede escanear el código? Escriba esta clave en la aplicación (tipo «basada en el tiempo»):",
		openInApp: "Abrir en la aplicación de autenticación de este teléfono",
		code: "Código de 6 cifras de la aplicación",
		missingCode: "Escriba el código de seis cifras",
		malformedCode: "El código tiene seis cifras",
		confirm: "Confirmar",
		confirming: "Confirmando...",
		enabled: "Verificación en dos pasos activada",
		renew: "Generar códigos nuevos",
		renewIntro: "Si usó o perdió sus códigos de recuperación, genere diez nuevos: los anteriores dejarán de valer. Escriba el código que muestra ahora su aplicación.",
		renewSubmit: "Generar",
		renewing: "Generando...",
		renewed: "Códigos de recuperación nuevos",
		renewedDescription: "Los códigos anteriores ya no sirven."
	},
	passkeys: {
		heading: "Llaves de acceso",
		intro: "Una llave de acceso sirve como segundo paso en lugar del código de la aplicación: una llave de seguridad USB o NFC, o el bloqueo de su teléfono u ordenador (huella, cara o PIN). Solo funciona en este sitio, así que no se la pueden robar con una página falsa.",
		none: "No tiene llaves de acceso.",
		listLabel: "Sus llaves de acceso",
		loading: "Cargando...",
		loadError: "No se pudieron cargar las llaves de acceso.",
		createdAt: (when) => `Añadida el ${when}`,
		lastUsedAt: (when) => `usada por última vez el ${when}`,
		neverUsed: "aún sin usar",
		addButton: "Añadir llave de acceso",
		addIntro: "Póngale un nombre para reconocerla, pulse «Añadir» y siga lo que le pida el navegador (tocar la llave, o desbloquear el teléfono u ordenador).",
		name: "Nombre de la llave",
		namePlaceholder: "Por ejemplo: Llave azul, Teléfono",
		missingName: "Ponga un nombre a la llave (por ejemplo «Teléfono» o «Llave azul»)",
		add: "Añadir",
		adding: "Esperando la llave...",
		cancel: "Cancelar",
		cancelled: "La llave no respondió o se canceló. Inténtelo de nuevo.",
		added: "Llave de acceso añadida",
		remove: "Quitar",
		removeLabel: (name) => `Quitar la llave de acceso ${name}`,
		removeTitle: "Quitar la llave de acceso",
		removeQuestion: (name) => `¿Quitar la llave «${name}»? Ya no servirá para entrar.`,
		removed: (name) => `Llave «${name}» quitada`,
		removeFailed: "No se pudo quitar la llave de acceso.",
		orAddKey: "También puede usar una llave de acceso en lugar de la aplicación:"
	},
	recoveryCodes: {
		heading: "Sus códigos de recuperación",
		intro: "Si pierde el teléfono, podrá entrar con uno de estos códigos en lugar del código de la aplicación. Cada código sirve una sola vez. Guárdelos ahora en un lugar seguro: no se volverán a mostrar.",
		listLabel: "Códigos de recuperación",
		download: "Descargar códigos",
		copy: "Copiar",
		copied: "Códigos copiados al portapapeles.",
		copyFailed: "No se pudieron copiar: selecciónelos y cópielos a mano, o descárguelos.",
		saved: "Los he guardado en un lugar seguro",
		done: "Listo",
		savedFirst: "Marque «Los he guardado en un lugar seguro» antes de cerrar: estos códigos no se volverán a mostrar.",
		fileName: (username) => `codigos-recuperacion-${username}.txt`,
		fileTitle: (username) => `${BUSINESS_NAME}: códigos de recuperación de ${username}`,
		fileCreated: (when) => `Generados el ${when}.`,
		fileHelp: ["Cada código sirve una sola vez para entrar sin la aplicación de autenticación.", "Guárdelos en un lugar seguro. Al generar códigos nuevos, estos dejan de valer."]
	},
	sessions: {
		heading: "Mis sesiones",
		intro: "Los navegadores y dispositivos donde su cuenta tiene la sesión iniciada.",
		loading: "Cargando...",
		loadError: "No se pudieron cargar las sesiones.",
		retry: "Reintentar",
		device: (browser, system) => `${browser} en ${system}`,
		current: "Esta sesión",
		address: "Dirección IP",
		unknownAddress: "Desconocida",
		startedAt: "Inició",
		lastSeenAt: "Última actividad",
		end: "Cerrar",
		endLabel: (device) => `Cerrar la sesión de ${device}`,
		endCurrent: "Cerrar esta sesión",
		ending: "Cerrando...",
		ended: (device) => `Sesión de ${device} cerrada`,
		endOthers: "Cerrar las demás sesiones",
		endOthersTitle: "Cerrar las demás sesiones",
		endOthersQuestion: (count) => `¿Cerrar ${plural(count, "la otra sesión", `las otras ${count} sesiones`)}? Allí tendrá que iniciar sesión de nuevo; esta sesión sigue abierta.`,
		endedOthers: (count) => count === 0 ? "No había otras sesiones abiertas" : plural(count, "Se cerró 1 sesión", `Se cerraron ${count} sesiones`),
		failed: "No se pudo cerrar la sesión.",
		onlyThis: "No tiene otras sesiones abiertas."
	}
};
// frontend/admin/account/recoveryCodesFile.ts
var T$7 = ACCOUNT_TEXTS.recoveryCodes;
/** The text of 'Descargar códigos': who they are for, when they were made, how to use them, then the ten codes numbered. */
function recoveryCodesFile(codes, username, createdAt) {
	const width = String(codes.length).length;
	return `${[
		T$7.fileTitle(username),
		T$7.fileCreated(createdAt),
		"",
		...T$7.fileHelp,
		"",
		...codes.map((code, index) => `${String(index + 1).padStart(width, " ")}. ${code}`)
	].join("\r\n")}\r\n`;
}
// frontend/admin/account/RecoveryCodesView.tsx
var T$6 = ACCOUNT_TEXTS.recoveryCodes;
/**
* The ten recovery codes, shown this once: download them as a .txt file, copy them, and tick 'Los he
* guardado' before going on (pressing on without it says why and points at the box).
*/
function RecoveryCodesView({ codes, username, onDone, doneLabel = T$6.done, onSavedChange, remind = 0, headingLevel = 3 }) {
	const Heading = `h${headingLevel}`;
	const [saved, setSaved] = useState(false);
	const [reminded, setReminded] = useState(false);
	const [copyState, setCopyState] = useState(null);
	const checkbox = useRef(null);
	const heading = useRef(null);
	const headingId = useId();
	const reminderId = useId();
	const showReminder = () => {
		setReminded(true);
		checkbox.current?.focus();
	};
	useEffect(() => heading.current?.focus(), []);
	useEffect(() => {
		if (remind > 0) showReminder();
	}, [remind]);
	const download = () => {
		const text = recoveryCodesFile(codes, username, formatDateTime((/* @__PURE__ */ new Date()).toISOString()));
		const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
		const link = document.createElement("a");
		link.href = url;
		link.download = T$6.fileName(username);
		document.body.append(link);
		link.click();
		link.remove();
		setTimeout(() => URL.revokeObjectURL(url), 0);
	};
	const copy = async () => {
		try {
			await navigator.clipboard.writeText(codes.join("\n"));
			setCopyState("copied");
		} catch {
			setCopyState("failed");
		}
	};
	const onSaved = (value) => {
		setSaved(value);
		if (value) setReminded(false);
		onSavedChange?.(value);
	};
	return /* @__PURE__ */ jsxs("section", {
		className: "recovery-codes",
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx(Heading, {
				id: headingId,
				ref: heading,
				tabIndex: -1,
				className: "account-subheading",
				children: T$6.heading
			}),
			/* @__PURE__ */ jsx("p", {
				className: "account-text",
				children: T$6.intro
			}),
			/* @__PURE__ */ jsx("ol", {
				className: "recovery-code-list",
				"aria-label": T$6.listLabel,
				children: codes.map((code) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("code", { children: code }) }, code))
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "account-actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-white",
					onClick: download,
					children: T$6.download
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-white",
					onClick: copy,
					children: T$6.copy
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				role: "status",
				className: `account-note${copyState === "failed" ? " is-error" : ""}`,
				children: copyState === "copied" ? T$6.copied : copyState === "failed" ? T$6.copyFailed : ""
			}),
			/* @__PURE__ */ jsxs("label", {
				className: "account-check is-emphasised",
				children: [/* @__PURE__ */ jsx("input", {
					ref: checkbox,
					type: "checkbox",
					checked: saved,
					onChange: (event) => onSaved(event.target.checked),
					"aria-describedby": reminded ? reminderId : void 0
				}), /* @__PURE__ */ jsx("span", { children: T$6.saved })]
			}),
			/* @__PURE__ */ jsx("p", {
				id: reminderId,
				role: "alert",
				className: reminded ? "account-form-error" : void 0,
				children: reminded ? T$6.savedFirst : ""
			}),
			/* @__PURE__ */ jsx("div", {
				className: "account-actions",
				children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-gold",
					onClick: () => saved ? onDone() : showReminder(),
					children: doneLabel
				})
			})
		]
	});
}
// frontend/admin/account/TextField.tsx
/** A labelled Bulma input with its error under it, tied together for screen readers and announced when it appears. */
function TextField({ label, error, describedBy, inputRef, className = "", ...input }) {
	const id = useId();
	const errorId = useId();
	const described = [describedBy, error ? errorId : null].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ jsxs("div", {
		className: "field",
		children: [
			/* @__PURE__ */ jsx("label", {
				className: "label",
				htmlFor: id,
				children: label
			}),
			/* @__PURE__ */ jsx("input", {
				ref: inputRef,
				id,
				className: `input ${className}`,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": described,
				...input
			}),
			/* @__PURE__ */ jsx("p", {
				id: errorId,
				role: "alert",
				className: error ? "help is-danger" : "help",
				children: error
			})
		]
	});
}
// frontend/admin/account/PasskeysSection.tsx
var T$5 = ACCOUNT_TEXTS.passkeys;
/** A name for the key, then the browser asks the person to touch it (or unlock the phone); the server checks and keeps it. */
function PasskeyAddForm({ onAdded, onCancel }) {
	const [name, setName] = useState("");
	const [error, setError] = useState(null);
	const [busy, setBusy] = useState(false);
	const input = useRef(null);
	const submit = async (event) => {
		event.preventDefault();
		if (busy) return;
		if (!name.trim()) {
			setError(T$5.missingName);
			input.current?.focus();
			return;
		}
		setBusy(true);
		setError(null);
		try {
			onAdded(await addPasskey(name.trim()));
		} catch (failure) {
			setError(failure instanceof PasskeyCancelled ? T$5.cancelled : fieldMessage(failure, "name") ?? fieldMessage(failure, "response") ?? errorMessage(failure, TEXTS.errors.network));
			input.current?.focus();
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ jsxs("form", {
		className: "account-form",
		onSubmit: submit,
		noValidate: true,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "account-text",
				children: T$5.addIntro
			}),
			/* @__PURE__ */ jsx(TextField, {
				label: T$5.name,
				placeholder: T$5.namePlaceholder,
				maxLength: 100,
				value: name,
				onChange: (e) => setName(e.target.value),
				error,
				inputRef: input,
				autoComplete: "off"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "account-actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "button is-gold",
					"aria-disabled": busy || void 0,
					children: busy ? T$5.adding : T$5.add
				}), onCancel && /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-white",
					onClick: onCancel,
					children: T$5.cancel
				})]
			})
		]
	});
}
/**
* 'Llaves de acceso' in 'Mi cuenta': the passkeys the account signs in with (a security key, the phone's
* or the computer's lock), each removable, and one more added. The first second factor comes with
* recovery codes, shown once like the app's.
*/
function PasskeysSection({ user, onCodesPending, remind }) {
	const queryClient = useQueryClient();
	const { toast } = useToast();
	const headingId = useId();
	const heading = useRef(null);
	const [adding, setAdding] = useState(false);
	const [codes, setCodes] = useState(null);
	const [removing, setRemoving] = useState(null);
	const keys = useQuery({
		queryKey: MY_PASSKEYS_KEY,
		queryFn: ({ signal }) => listPasskeys(signal),
		staleTime: 0
	});
	const reload = () => queryClient.invalidateQueries({ queryKey: MY_PASSKEYS_KEY });
	const remove = useMutation({
		mutationFn: (key) => removePasskey(key.id),
		onSuccess: async (_, key) => {
			setRemoving(null);
			toast({ title: T$5.removed(key.name) });
			await reload();
			heading.current?.focus();
		},
		onError: (failure) => {
			setRemoving(null);
			toast({
				title: T$5.removeFailed,
				description: errorMessage(failure, TEXTS.errors.network),
				variant: "destructive"
			});
		}
	});
	let body;
	if (codes) body = /* @__PURE__ */ jsx(RecoveryCodesView, {
		codes,
		username: user.username,
		headingLevel: 4,
		remind,
		onSavedChange: (saved) => onCodesPending(!saved),
		onDone: () => {
			setCodes(null);
			onCodesPending(false);
			heading.current?.focus();
		}
	});
	else if (adding) body = /* @__PURE__ */ jsx(PasskeyAddForm, {
		onCancel: () => setAdding(false),
		onAdded: async ({ recoveryCodes, user: next }) => {
			session.signedIn(next);
			toast({ title: T$5.added });
			setAdding(false);
			await reload();
			if (recoveryCodes) {
				setCodes(recoveryCodes);
				onCodesPending(true);
			} else heading.current?.focus();
		}
	});
	else {
		const list = keys.data ?? [];
		body = /* @__PURE__ */ jsxs(Fragment, { children: [keys.isPending ? /* @__PURE__ */ jsx("p", {
			role: "status",
			children: T$5.loading
		}) : keys.isError ? /* @__PURE__ */ jsx("p", {
			role: "alert",
			children: T$5.loadError
		}) : list.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "account-text",
			children: T$5.none
		}) : /* @__PURE__ */ jsx("ul", {
			className: "account-list",
			"aria-label": T$5.listLabel,
			children: list.map((key) => /* @__PURE__ */ jsxs("li", {
				className: "account-list-item",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("strong", { children: key.name }), /* @__PURE__ */ jsxs("p", {
					className: "account-meta",
					children: [
						T$5.createdAt(formatDateTime(key.createdAt)),
						" · ",
						key.lastUsedAt ? T$5.lastUsedAt(formatDateTime(key.lastUsedAt)) : T$5.neverUsed
					]
				})] }), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-white is-small",
					"aria-label": T$5.removeLabel(key.name),
					onClick: () => setRemoving(key),
					children: T$5.remove
				})]
			}, key.id))
		}), /* @__PURE__ */ jsx("div", {
			className: "account-actions",
			children: /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button is-white",
				onClick: () => setAdding(true),
				children: T$5.addButton
			})
		})] });
	}
	return /* @__PURE__ */ jsxs("section", {
		className: "account-section",
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h3", {
				id: headingId,
				ref: heading,
				tabIndex: -1,
				className: "account-heading",
				children: T$5.heading
			}),
			/* @__PURE__ */ jsx("p", {
				className: "account-text",
				children: T$5.intro
			}),
			body,
			/* @__PURE__ */ jsx(ConfirmDialog, {
				open: removing !== null,
				title: T$5.removeTitle,
				question: removing ? T$5.removeQuestion(removing.name) : "",
				confirmLabel: T$5.remove,
				busy: remove.isPending,
				onConfirm: () => removing && remove.mutate(removing),
				onClose: () => setRemoving(null)
			})
		]
	});
}
// engine/staff/passwordRules.ts
/** A password may not contain the account's username (of 3 characters or more), in any case. */
var containsUsername = (password, username) => username.length >= 3 && password.toLowerCase().includes(username.toLowerCase());
// frontend/admin/account/passwordChangeProblems.ts
var T$4 = ACCOUNT_TEXTS.password;
/**
* What the browser can tell is wrong before asking the server, by field: missing passwords, a new one
* too short or containing the username (as the server judges them), and a repetition that differs.
* Whether a password is a common one only the server knows (its list is too large to download).
*/
function passwordChangeProblems(input, username) {
	const problems = {};
	if (!input.currentPassword) problems.currentPassword = T$4.missingCurrent;
	const next = input.newPassword;
	if (!next) problems.newPassword = T$4.missingNext;
	else if (next.length < 8) problems.newPassword = T$4.tooShort;
	else if (containsUsername(next, username)) problems.newPassword = T$4.containsUsername;
	if (next && input.repeat !== next) problems.repeat = T$4.mismatch;
	return problems;
}
// frontend/admin/account/PasswordChangeForm.tsx
var T$3 = ACCOUNT_TEXTS.password;
var FIELDS = [
	"currentPassword",
	"newPassword",
	"repeat"
];
var EMPTY = {
	currentPassword: "",
	newPassword: "",
	repeat: ""
};
/**
* The current password, the new one twice, with the rules beside them and a switch to show what was
* typed. Problems the browser can see are shown without asking the server; the server's (wrong current
* password, a common password) are shown at their field. The focus goes to the first field at fault.
*/
function PasswordChangeForm({ user, required = false, onChanged }) {
	const [values, setValues] = useState(EMPTY);
	const [errors, setErrors] = useState({});
	const [formError, setFormError] = useState(null);
	const [shown, setShown] = useState(false);
	const inputs = useRef({});
	const focusFirstError = useRef(false);
	const rulesId = useId();
	const formErrorId = useId();
	useEffect(() => {
		if (!focusFirstError.current) return;
		focusFirstError.current = false;
		const field = FIELDS.find((name) => errors[name]);
		if (field) inputs.current[field]?.focus();
	});
	const showErrors = (found) => {
		setErrors(found);
		focusFirstError.current = true;
	};
	const mutation = useMutation({
		mutationFn: () => changePassword({
			currentPassword: values.currentPassword,
			newPassword: values.newPassword
		}),
		onSuccess: (next) => {
			setValues(EMPTY);
			setErrors({});
			onChanged(next);
		},
		onError: (error) => {
			const details = error instanceof ApiError ? error.payload?.details ?? [] : [];
			const found = {};
			for (const { path, message } of details) if (path === "currentPassword" || path === "newPassword") found[path] ??= message;
			if (Object.keys(found).length > 0) {
				setValues((typed) => ({
					currentPassword: found.currentPassword ? "" : typed.currentPassword,
					newPassword: found.newPassword ? "" : typed.newPassword,
					repeat: found.newPassword ? "" : typed.repeat
				}));
				showErrors(found);
			} else setFormError(errorMessage(error, TEXTS.errors.network));
		}
	});
	const onSubmit = (event) => {
		event.preventDefault();
		if (mutation.isPending) return;
		setFormError(null);
		const problems = passwordChangeProblems(values, user.username);
		if (Object.keys(problems).length > 0) {
			showErrors(problems);
			return;
		}
		setErrors({});
		mutation.mutate();
	};
	const field = (name) => ({
		value: values[name],
		error: errors[name],
		type: shown ? "text" : "password",
		spellCheck: false,
		autoCapitalize: "none",
		inputRef: (element) => {
			inputs.current[name] = element;
		},
		onChange: (event) => {
			const value = event.target.value;
			setValues((typed) => ({
				...typed,
				[name]: value
			}));
		}
	});
	return /* @__PURE__ */ jsxs("form", {
		className: "account-form password-form",
		onSubmit,
		noValidate: true,
		"aria-describedby": formError ? formErrorId : void 0,
		children: [
			/* @__PURE__ */ jsx(TextField, {
				label: required ? T$3.currentOrTemporary : T$3.current,
				name: "current-password",
				autoComplete: "current-password",
				...field("currentPassword")
			}),
			/* @__PURE__ */ jsx(TextField, {
				label: T$3.next,
				name: "new-password",
				autoComplete: "new-password",
				describedBy: rulesId,
				...field("newPassword")
			}),
			/* @__PURE__ */ jsxs("div", {
				id: rulesId,
				className: "password-rules",
				children: [/* @__PURE__ */ jsx("p", { children: T$3.rulesTitle }), /* @__PURE__ */ jsx("ul", { children: T$3.rules(user.username).map((rule) => /* @__PURE__ */ jsx("li", { children: rule }, rule)) })]
			}),
			/* @__PURE__ */ jsx(TextField, {
				label: T$3.repeat,
				name: "repeat-password",
				autoComplete: "new-password",
				...field("repeat")
			}),
			/* @__PURE__ */ jsxs("label", {
				className: "account-check",
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					checked: shown,
					onChange: (event) => setShown(event.target.checked)
				}), /* @__PURE__ */ jsx("span", { children: T$3.show })]
			}),
			/* @__PURE__ */ jsx("div", {
				id: formErrorId,
				role: "alert",
				className: formError ? "account-form-error" : void 0,
				children: formError
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: `button is-gold${required ? " is-fullwidth" : ""}`,
				"aria-disabled": mutation.isPending || void 0,
				children: mutation.isPending ? T$3.submitting : required ? T$3.submitRequired : T$3.submit
			})
		]
	});
}
// frontend/admin/session/authApi.ts
/** One Spanish sentence for a failed sign-in step; `wrong` is said for a 401 without a message of its own. */
function failureMessage(error, wrong) {
	if (!(error instanceof ApiError)) return TEXTS.signIn.network;
	if (error.status === 429) return error.payload?.error ?? TEXTS.signIn.tooManyAttempts;
	if (error.status === 401) return error.payload?.error ?? wrong;
	return error.payload?.details?.[0]?.message ?? error.payload?.error ?? error.message;
}
/** POST /api/auth/login; every failure becomes one Spanish sentence for the form. */
async function signIn(username, password) {
	if (!username.trim() || !password) return {
		kind: "failed",
		message: TEXTS.signIn.missing
	};
	try {
		const answer = await apiRequest("POST", "/api/auth/login", {
			username: username.trim(),
			password
		});
		return "user" in answer ? {
			kind: "signedIn",
			user: answer.user
		} : {
			kind: "codeRequired",
			methods: answer.methods
		};
	} catch (error) {
		return {
			kind: "failed",
			message: failureMessage(error, TEXTS.signIn.wrongCredentials)
		};
	}
}
/** POST /api/auth/login/totp: the second step, with the app's code or a recovery code (the browser holds the wait's cookie). */
async function signInWithCode(body) {
	try {
		const answer = await apiRequest("POST", "/api/auth/login/totp", body);
		if ("user" in answer) return {
			kind: "signedIn",
			user: answer.user
		};
		return {
			kind: "failed",
			message: TEXTS.signIn.code.expired,
			restart: true
		};
	} catch (error) {
		return {
			kind: "failed",
			message: failureMessage(error, TEXTS.signIn.code.wrong),
			restart: waitEnded(error)
		};
	}
}
/** Whether a refused code means the wait for it is over (expired, unknown, or past the wrong codes allowed): the server says `restart`. */
function waitEnded(error) {
	if (!(error instanceof ApiError) || error.status !== 401) return false;
	return error.payload?.restart === true;
}
/**
* The second step with a passkey: the server's challenge for this wait, signed by one of the account's
* passkeys in the browser (the person touches the key or unlocks the phone), then checked by the server.
*/
async function signInWithPasskey() {
	try {
		const options = await apiRequest("POST", "/api/auth/login/passkey/options", {});
		const { startAuthentication } = await webauthnBrowser();
		const response = await inBrowser(() => startAuthentication({ optionsJSON: options }));
		const answer = await apiRequest("POST", "/api/auth/login/passkey", { response });
		if ("user" in answer) return {
			kind: "signedIn",
			user: answer.user
		};
		return {
			kind: "failed",
			message: TEXTS.signIn.code.expired,
			restart: true
		};
	} catch (error) {
		if (error instanceof PasskeyCancelled) return {
			kind: "failed",
			message: TEXTS.signIn.passkey.cancelled,
			restart: false
		};
		return {
			kind: "failed",
			message: failureMessage(error, TEXTS.signIn.passkey.wrong),
			restart: waitEnded(error)
		};
	}
}
/** GET /api/auth/me: the signed-in user, or null (a 200 answer either way, so nothing is logged as an error). */
async function currentUser() {
	return (await apiRequest("GET", "/api/auth/me")).user;
}
async function signOut() {
	await apiRequest("POST", "/api/auth/logout");
}
// frontend/admin/session/useSignOut.ts
/**
* Signing out from anywhere in the back-office: the server ends the session, this browser forgets the
* back-office's data, a toast says so and the sign-in screen comes back. `ended` is for a session the
* server has already ended (the person closed this session in 'Mis sesiones').
*/
function useSignOut() {
	const queryClient = useQueryClient();
	const { toast } = useToast();
	const [signingOut, setSigningOut] = useState(false);
	const ended = () => {
		queryClient.removeQueries({ queryKey: ["admin"] });
		toast({ title: TEXTS.header.signedOut });
		session.signedOut();
	};
	const signOutNow = async () => {
		if (signingOut) return;
		setSigningOut(true);
		try {
			await signOut();
		} catch {}
		ended();
	};
	return {
		signingOut,
		signOut: signOutNow,
		ended
	};
}
// frontend/admin/session/sixDigitCode.ts
/**
* The six digits of an authenticator app's code as typed, or null when it is not one. Spaces are
* allowed anywhere, as the apps show the code in two groups ('123 456').
*/
function sixDigitCode(typed) {
	const digits = typed.replace(/\s/g, "");
	return /^\d{6}$/.test(digits) ? digits : null;
}
// frontend/admin/account/qrImageSource.ts
/**
* The server's QR code (SVG markup) as an image address. Drawn by an <img>, the markup is only ever an
* image: no script in it runs and nothing of it joins the page, so it needs no sanitising.
*/
function qrImageSource(svg) {
	return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
// frontend/admin/account/secretGroups.ts
/** A base32 secret in groups of four ('ABCD EFGH …'), as people copy it into an authenticator app by hand. */
function secretGroups(secret) {
	return secret.replace(/\s/g, "").match(/.{1,4}/g) ?? [];
}
// frontend/admin/account/TwoFactorEnrolment.tsx
var T$2 = ACCOUNT_TEXTS.twoFactor;
/**
* Setting up two-factor sign-in: asks the server for a new secret as it opens, shows it as a QR code
* and as a key to type, explains the steps, and confirms with the first code of the app. It holds the
* focus from the start (the button that opened it is gone), while the QR code loads and after.
*/
function TwoFactorEnrolment({ onConfirmed, onCancel }) {
	const setup = useMutation({ mutationFn: setUpTwoFactor });
	const { mutate: startSetup } = setup;
	const started = useRef(false);
	const root = useRef(null);
	useEffect(() => {
		if (started.current) return;
		started.current = true;
		startSetup();
	}, [startSetup]);
	useEffect(() => root.current?.focus(), []);
	const cancel = onCancel && /* @__PURE__ */ jsx("button", {
		type: "button",
		className: "button is-light",
		onClick: onCancel,
		children: T$2.cancel
	});
	let content;
	if (setup.isSuccess) content = /* @__PURE__ */ jsx(EnrolmentSteps, {
		setup: setup.data,
		onConfirmed,
		cancel
	});
	else if (setup.isError) content = /* @__PURE__ */ jsxs("div", {
		className: "account-state is-error",
		role: "alert",
		children: [/* @__PURE__ */ jsxs("p", { children: [
			T$2.setupFailed,
			" ",
			errorMessage(setup.error, TEXTS.errors.network)
		] }), /* @__PURE__ */ jsxs("div", {
			className: "account-actions",
			children: [/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button is-white",
				onClick: () => startSetup(),
				children: T$2.retry
			}), cancel]
		})]
	});
	else content = /* @__PURE__ */ jsx("p", {
		className: "account-state",
		role: "status",
		children: T$2.preparing
	});
	return /* @__PURE__ */ jsx("div", {
		ref: root,
		tabIndex: -1,
		className: "totp-enrolment",
		children: content
	});
}
/** The steps in plain words, the QR code and the key, and the code to confirm. */
function EnrolmentSteps({ setup, onConfirmed, cancel }) {
	const [code, setCode] = useState("");
	const [codeError, setCodeError] = useState(null);
	const codeInput = useRef(null);
	const stepsId = useId();
	const secretId = useId();
	const confirm = useMutation({
		mutationFn: (digits) => confirmTwoFactor(digits),
		onSuccess: onConfirmed,
		onError: (error) => {
			setCodeError(fieldMessage(error, "code") ?? errorMessage(error, TEXTS.errors.network));
			setCode("");
			codeInput.current?.focus();
		}
	});
	const onSubmit = (event) => {
		event.preventDefault();
		if (confirm.isPending) return;
		const digits = sixDigitCode(code);
		if (!digits) {
			setCodeError(code.trim() ? T$2.malformedCode : T$2.missingCode);
			codeInput.current?.focus();
			return;
		}
		setCodeError(null);
		confirm.mutate(digits);
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("ol", {
			id: stepsId,
			className: "totp-steps",
			"aria-label": T$2.stepsLabel,
			children: T$2.steps.map((step) => /* @__PURE__ */ jsx("li", { children: step }, step))
		}),
		/* @__PURE__ */ jsxs("div", {
			className: "totp-code-box",
			children: [/* @__PURE__ */ jsx("img", {
				className: "totp-qr",
				src: qrImageSource(setup.qrSvg),
				alt: T$2.qrAlt,
				width: 184,
				height: 184
			}), /* @__PURE__ */ jsxs("div", {
				className: "totp-secret",
				children: [
					/* @__PURE__ */ jsx("p", {
						id: secretId,
						children: T$2.cannotScan
					}),
					/* @__PURE__ */ jsx("p", {
						className: "totp-secret-key",
						"aria-labelledby": secretId,
						"data-testid": "totp-secret",
						children: secretGroups(setup.secret).map((group, index) => /* @__PURE__ */ jsx("span", { children: group }, index))
					}),
					/* @__PURE__ */ jsx("a", {
						className: "totp-open-app",
						href: setup.otpauthUrl,
						children: T$2.openInApp
					})
				]
			})]
		}),
		/* @__PURE__ */ jsxs("form", {
			className: "account-form totp-confirm",
			onSubmit,
			noValidate: true,
			children: [/* @__PURE__ */ jsx(TextField, {
				label: T$2.code,
				name: "code",
				className: "totp-code-input",
				inputMode: "numeric",
				autoComplete: "one-time-code",
				maxLength: 12,
				value: code,
				onChange: (event) => setCode(event.target.value),
				error: codeError,
				inputRef: codeInput
			}), /* @__PURE__ */ jsxs("div", {
				className: "account-actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "button is-gold",
					"aria-disabled": confirm.isPending || void 0,
					children: confirm.isPending ? T$2.confirming : T$2.confirm
				}), cancel]
			})]
		})
	] });
}
// frontend/admin/account/RequiredStepContent.tsx
var T$1 = ACCOUNT_TEXTS.required;
/** The title and the reason of the step the session must take (the screen's or the dialog's heading). */
var requiredStepTexts = (user) => user.stage === "password" ? T$1.password : T$1.twoFactor;
function RequiredStepContent({ user, headingLevel, onCodesPending, remind }) {
	const { toast } = useToast();
	const { signingOut, signOut } = useSignOut();
	const [enrolled, setEnrolled] = useState(null);
	let step;
	if (enrolled) step = /* @__PURE__ */ jsx(RecoveryCodesView, {
		codes: enrolled.recoveryCodes,
		username: user.username,
		headingLevel,
		doneLabel: T$1.continue,
		remind,
		onSavedChange: (saved) => onCodesPending?.(!saved),
		onDone: () => {
			onCodesPending?.(false);
			session.signedIn(enrolled.user ?? {
				...user,
				mfaEnabled: true,
				stage: null
			});
		}
	});
	else if (user.stage === "password") step = /* @__PURE__ */ jsx(PasswordChangeForm, {
		user,
		required: true,
		onChanged: (next) => {
			toast({ title: T$1.passwordSaved });
			session.signedIn(next);
		}
	});
	else {
		const enrolled = (result) => {
			toast({ title: T$1.twoFactorOn });
			if (!result.recoveryCodes) {
				session.signedIn(result.user ?? {
					...user,
					mfaEnabled: true,
					stage: null
				});
				return;
			}
			setEnrolled({
				recoveryCodes: result.recoveryCodes,
				user: result.user
			});
			onCodesPending?.(true);
		};
		step = /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(TwoFactorEnrolment, { onConfirmed: enrolled }), /* @__PURE__ */ jsxs("div", {
			className: "required-step-alternative",
			children: [/* @__PURE__ */ jsx("p", {
				className: "account-text",
				children: ACCOUNT_TEXTS.passkeys.orAddKey
			}), /* @__PURE__ */ jsx(PasskeyAddForm, { onAdded: enrolled })]
		})] });
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "required-step",
		children: [step, /* @__PURE__ */ jsx("div", {
			className: "required-step-exit",
			children: /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button is-text",
				"aria-disabled": signingOut || void 0,
				onClick: () => void signOut(),
				children: signingOut ? T$1.signingOut : T$1.signOut
			})
		})]
	});
}
// frontend/admin/account/RequiredStepDialog.tsx
/**
* The step a session must take, asked over the page when a call was refused for it (the office began
* to require two-factor sign-in while the panel was open): the page and any dialog stay underneath
* with what was typed in them, and the refused calls are sent again once the step is done. Closing
* it postpones the step: those calls fail, and the next refused call asks again (not while new recovery
* codes are on screen unsaved: they are never shown again).
*/
function RequiredStepDialog() {
	const state = useSession();
	const [codesPending, setCodesPending] = useState(false);
	const [remind, setRemind] = useState(0);
	const user = state.status === "signedIn" ? state.user : null;
	const open = state.status === "signedIn" && state.user.stage !== null && !state.stepPostponed;
	const texts = user?.stage ? requiredStepTexts(user) : null;
	return /* @__PURE__ */ jsx(Modal, {
		open,
		onClose: () => codesPending ? setRemind((count) => count + 1) : session.postponeStep(),
		title: texts?.title ?? "",
		description: texts?.intro,
		closeOnBackdrop: false,
		size: "large",
		className: "required-step-dialog",
		children: open && user && /* @__PURE__ */ jsx(RequiredStepContent, {
			user,
			headingLevel: 3,
			remind,
			onCodesPending: (pending) => {
				setCodesPending(pending);
				setRemind(0);
			}
		})
	});
}
// frontend/admin/account/RequiredStepScreen.tsx
/** A session that must choose a password or set up two-factor sign-in, right after signing in: only that, on the sign-in's own card. */
function RequiredStepScreen({ user }) {
	const { title, intro } = requiredStepTexts(user);
	const heading = useRef(null);
	useEffect(() => heading.current?.focus(), [user.stage]);
	return /* @__PURE__ */ jsx("main", {
		className: "admin-sign-in",
		children: /* @__PURE__ */ jsxs("div", {
			className: "admin-sign-in-card is-wide",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "admin-sign-in-brand",
					children: [/* @__PURE__ */ jsx("img", {
						src: "/img/logo.svg",
						alt: "",
						width: "48",
						height: "48"
					}), /* @__PURE__ */ jsx("span", { children: BUSINESS_NAME })]
				}),
				/* @__PURE__ */ jsx("h1", {
					ref: heading,
					tabIndex: -1,
					className: "admin-sign-in-title",
					children: title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "admin-sign-in-subtitle",
					children: intro
				}),
				/* @__PURE__ */ jsx(RequiredStepContent, {
					user,
					headingLevel: 2
				})
			]
		})
	});
}
// frontend/admin/session/SignInForm.tsx
var T = TEXTS.signIn;
/** Why a typed code is not sent, or null. */
function codeProblem(kind, value) {
	if (!value.trim()) return kind === "recovery" ? T.code.recoveryMissing : T.code.missing;
	return kind === "code" && !sixDigitCode(value) ? T.code.malformed : null;
}
/**
* Username and password, then, for an account with two-factor sign-in, its passkey, the app's code or a
* recovery code (a passkey first when the account has one). The error is announced and the focus goes to
* the field to type again; a wait for the code that ended brings back the password step with the reason.
*/
function SignInForm({ onSignedIn, initialUsername = "" }) {
	const [step, setStep] = useState("password");
	const [username, setUsername] = useState(initialUsername);
	const [password, setPassword] = useState("");
	const [code, setCode] = useState("");
	const [methods, setMethods] = useState([]);
	const [error, setError] = useState(null);
	const [submitting, setSubmitting] = useState(false);
	const passwordInput = useRef(null);
	const codeInput = useRef(null);
	const passkeyButton = useRef(null);
	const focusNext = useRef(null);
	const errorId = useId();
	const userId = useId();
	const passwordId = useId();
	const codeId = useId();
	useEffect(() => {
		const target = focusNext.current === "password" ? passwordInput.current : focusNext.current === "code" ? codeInput.current : focusNext.current === "passkey" ? passkeyButton.current : null;
		focusNext.current = null;
		target?.focus();
	});
	const goTo = (next, message = null) => {
		setStep(next);
		setError(message ? {
			message,
			atFault: false
		} : null);
		setCode("");
		focusNext.current = next === "password" ? "password" : next === "passkey" ? "passkey" : "code";
	};
	const submitPassword = async () => {
		const result = await signIn(username, password);
		setPassword("");
		if (result.kind === "signedIn") onSignedIn(result.user);
		else if (result.kind === "codeRequired") {
			setMethods(result.methods);
			goTo(result.methods.includes("passkey") ? "passkey" : "code");
		} else {
			setError({
				message: result.message,
				atFault: true
			});
			passwordInput.current?.focus();
		}
	};
	const submitCode = async (kind) => {
		const problem = codeProblem(kind, code);
		if (problem) {
			setError({
				message: problem,
				atFault: true
			});
			codeInput.current?.focus();
			return;
		}
		const result = await signInWithCode(kind === "code" ? { code: sixDigitCode(code) } : { recoveryCode: code.trim() });
		if (result.kind === "signedIn") {
			setCode("");
			onSignedIn(result.user);
		} else if (result.restart) goTo("password", result.message);
		else {
			setError({
				message: result.message,
				atFault: true
			});
			setCode("");
			codeInput.current?.focus();
		}
	};
	const usePasskey = async () => {
		const result = await signInWithPasskey();
		if (result.kind === "signedIn") onSignedIn(result.user);
		else if (result.restart) goTo("password", result.message);
		else {
			setError({
				message: result.message,
				atFault: false
			});
			passkeyButton.current?.focus();
		}
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		if (submitting) return;
		setSubmitting(true);
		setError(null);
		try {
			await (step === "password" ? submitPassword() : step === "passkey" ? usePasskey() : submitCode(step));
		} finally {
			setSubmitting(false);
		}
	};
	const invalid = error?.atFault || void 0;
	const describedBy = error ? errorId : void 0;
	const recovery = step === "recovery";
	return /* @__PURE__ */ jsxs("form", {
		className: "sign-in-form",
		onSubmit,
		noValidate: true,
		children: [
			step === "password" ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [/* @__PURE__ */ jsx("label", {
					className: "label",
					htmlFor: userId,
					children: T.username
				}), /* @__PURE__ */ jsx("input", {
					id: userId,
					className: "input",
					name: "username",
					autoComplete: "username",
					autoCapitalize: "none",
					spellCheck: false,
					value: username,
					onChange: (e) => setUsername(e.target.value),
					"data-autofocus": initialUsername ? void 0 : true,
					"aria-invalid": invalid,
					"aria-describedby": describedBy
				})]
			}), /* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [/* @__PURE__ */ jsx("label", {
					className: "label",
					htmlFor: passwordId,
					children: T.password
				}), /* @__PURE__ */ jsx("input", {
					ref: passwordInput,
					id: passwordId,
					className: "input",
					type: "password",
					name: "password",
					autoComplete: "current-password",
					value: password,
					onChange: (e) => setPassword(e.target.value),
					"data-autofocus": initialUsername ? true : void 0,
					"aria-invalid": invalid,
					"aria-describedby": describedBy
				})]
			})] }) : step === "passkey" ? /* @__PURE__ */ jsx("p", {
				className: "sign-in-step-intro",
				children: T.passkey.intro
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
				className: "sign-in-step-intro",
				children: recovery ? T.code.recoveryIntro : T.code.intro
			}), /* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [/* @__PURE__ */ jsx("label", {
					className: "label",
					htmlFor: codeId,
					children: recovery ? T.code.recoveryLabel : T.code.label
				}), /* @__PURE__ */ jsx("input", {
					ref: codeInput,
					id: codeId,
					className: `input sign-in-code${recovery ? " is-recovery" : ""}`,
					name: recovery ? "recoveryCode" : "code",
					inputMode: recovery ? "text" : "numeric",
					autoComplete: recovery ? "off" : "one-time-code",
					autoCapitalize: recovery ? "characters" : "none",
					spellCheck: false,
					maxLength: recovery ? 40 : 12,
					value: code,
					onChange: (e) => setCode(e.target.value),
					"aria-invalid": invalid,
					"aria-describedby": describedBy
				}, step)]
			})] }),
			/* @__PURE__ */ jsx("div", {
				id: errorId,
				role: "alert",
				className: error ? "sign-in-error" : void 0,
				children: error?.message
			}),
			/* @__PURE__ */ jsx("button", {
				ref: passkeyButton,
				type: "submit",
				className: "button is-gold is-fullwidth",
				"aria-disabled": submitting || void 0,
				children: step === "password" ? submitting ? T.submitting : T.submit : step === "passkey" ? submitting ? T.passkey.using : T.passkey.use : submitting ? T.code.submitting : T.code.submit
			}),
			step !== "password" && /* @__PURE__ */ jsxs("div", {
				className: "sign-in-alternatives",
				children: [
					step !== "passkey" && methods.includes("passkey") && /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-text",
						onClick: () => goTo("passkey"),
						children: T.passkey.use
					}),
					step !== "code" && methods.includes("totp") && /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-text",
						onClick: () => goTo("code"),
						children: T.code.useApp
					}),
					step !== "recovery" && /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-text",
						onClick: () => goTo("recovery"),
						children: T.code.useRecovery
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-text",
						onClick: () => goTo("password"),
						children: T.code.back
					})
				]
			})
		]
	});
}
// frontend/admin/session/SessionExpiredDialog.tsx
/**
* The sign-in again, over whatever the consultant was doing. It is a modal <dialog> opened after any
* dialog already open, so it sits above it in the top layer; the panel and that dialog stay mounted
* underneath with everything typed in them.
*/
function SessionExpiredDialog() {
	const state = useSession();
	const open = state.status === "signedIn" && state.expired;
	const username = state.status === "signedIn" ? state.user.username : "";
	return /* @__PURE__ */ jsx(Modal, {
		open,
		onClose: () => session.abandonReauthentication(),
		title: TEXTS.sessionExpired.title,
		description: TEXTS.sessionExpired.description,
		closeOnBackdrop: false,
		className: "session-expired-dialog",
		children: open && /* @__PURE__ */ jsx(SignInForm, {
			initialUsername: username,
			onSignedIn: (user) => session.signedIn(user)
		})
	});
}
// frontend/admin/session/SignInScreen.tsx
/** The first thing /admin shows without a session: nothing of the panel is loaded before it. */
function SignInScreen() {
	return /* @__PURE__ */ jsx("main", {
		className: "admin-sign-in",
		children: /* @__PURE__ */ jsxs("div", {
			className: "admin-sign-in-card",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "admin-sign-in-brand",
					children: [/* @__PURE__ */ jsx("img", {
						src: "/img/logo.svg",
						alt: "",
						width: "48",
						height: "48"
					}), /* @__PURE__ */ jsx("span", { children: BUSINESS_NAME })]
				}),
				/* @__PURE__ */ jsx("h1", {
					className: "admin-sign-in-title",
					children: TEXTS.signIn.title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "admin-sign-in-subtitle",
					children: TEXTS.signIn.subtitle
				}),
				/* @__PURE__ */ jsx(SignInForm, { onSignedIn: (user) => session.signedIn(user) }),
				/* @__PURE__ */ jsx("a", {
					className: "admin-sign-in-back",
					href: "/",
					children: TEXTS.signIn.backToSite
				})
			]
		})
	});
}
// frontend/admin/session/StaffOnly.tsx
/** Asks the server who is signed in, once per page load. */
function useSessionCheck() {
	const state = useSession();
	useEffect(() => {
		if (session.get().status !== "checking") return;
		currentUser().then((user) => user ? session.signedIn(user) : session.signedOut()).catch(() => session.signedOut());
	}, []);
	return state;
}
/**
* A staff-only page (/admin, /form-demo): a notice while the server is asked who is signed in, the
* back-office's sign-in screen without a session (the page stays where it is once signed in), then the page.
* A session that must first choose a password or set up two-factor sign-in gets only that screen until
* it has; once the page has been shown, such a step is asked over it instead, so nothing on it is lost.
*/
function StaffOnly({ children }) {
	const state = useSessionCheck();
	const [pageShown, setPageShown] = useState(false);
	const fullSession = state.status === "signedIn" && state.user.stage === null;
	if (fullSession && !pageShown) setPageShown(true);
	if (state.status === "signedOut" && pageShown) setPageShown(false);
	if (state.status === "checking") return /* @__PURE__ */ jsx("p", {
		className: "page-loading",
		role: "status",
		children: TEXTS.signIn.checking
	});
	if (state.status === "signedOut") return /* @__PURE__ */ jsx(SignInScreen, {});
	if (!pageShown && !fullSession) return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(RequiredStepScreen, { user: state.user }), /* @__PURE__ */ jsx(SessionExpiredDialog, {})] });
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		children(state.user),
		/* @__PURE__ */ jsx(RequiredStepDialog, {}),
		/* @__PURE__ */ jsx(SessionExpiredDialog, {})
	] });
}
export { listMySessions as _, currentUser as a, TextField as c, ConfirmDialog as d, formatDateTime as f, fieldMessage as g, endMySession as h, useSignOut as i, RecoveryCodesView as l, endMyOtherSessions as m, TwoFactorEnrolment as n, PasswordChangeForm as o, MY_SESSIONS_KEY as p, sixDigitCode as r, PasskeysSection as s, StaffOnly as t, ACCOUNT_TEXTS as u, renewRecoveryCodes as v, QueryRoot as y };
