import { t as ListLoadError } from "./ListLoadError-CerEoxT3.js";
import { a as useReadAgainWhenShown, i as useStaffList, n as staffApi, r as useStaffChange, t as STAFF_KEY } from "./staffApi-CXnfi0qR.js";
import { a as currentUser, d as ConfirmDialog, f as formatDateTime } from "./admin-C6eKQqp6.js";
import { a as useSession, i as session, t as TEXTS } from "./texts-BiniizUB.js";
import { m as useToast, p as Modal, r as ApiError } from "../renderLanding.js";
import { a as ROLE_LABELS, i as ROLE_DESCRIPTIONS, r as ROLES } from "./formatDate-ByEWfN6t.js";
import { o as DetailList } from "./AdminPage-BKDGU5H_.js";
import { useEffect, useId, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// frontend/admin/staff/formFailure.ts
var NO_FAILURE = {
	fields: {},
	message: null
};
/**
* A refused request as a form shows it: each `{path, message}` detail that names one of `fields` at
* that field (the first message per field), and the answer's own `error` only when none did.
*/
function formFailure(error, fields, offline) {
	if (!(error instanceof ApiError)) return {
		fields: {},
		message: offline
	};
	const payload = error.payload;
	const found = {};
	for (const detail of payload?.details ?? []) {
		const field = fields.find((f) => f === detail.path);
		if (field && !found[field]) found[field] = detail.message;
	}
	return {
		fields: found,
		message: Object.keys(found).length ? null : payload?.error ?? error.message
	};
}
/** The failure once `field` has been edited: its message goes (it may no longer hold), the others stay. */
function withoutField(failure, field) {
	if (!failure.fields[field]) return failure;
	const { [field]: _edited, ...others } = failure.fields;
	return {
		...failure,
		fields: others
	};
}
// frontend/admin/staff/texts.ts
/** Every text of the 'Equipo' tab, together for review (the role names and descriptions are engine/staff/roles.ts's). */
var STAFF_TEXTS = {
	heading: "Cuentas del equipo",
	newAccount: "Nueva cuenta",
	loading: "Cargando el equipo...",
	fields: {
		username: "Usuario",
		name: "Nombre",
		role: "Rol",
		mfa: "Verificación en dos pasos",
		lastSignIn: "Último acceso"
	},
	mfaOn: "Activada",
	mfaOff: "No activada",
	neverSignedIn: "Nunca ha entrado",
	badges: {
		disabled: "Desactivada",
		mustChangePassword: "Debe cambiar la contraseña",
		you: "Su cuenta"
	},
	actions: {
		changeRole: "Cambiar rol",
		resetPassword: "Restablecer contraseña",
		resetMfa: "Restablecer verificación en dos pasos",
		endSessions: "Cerrar sus sesiones",
		disable: "Desactivar",
		enable: "Activar"
	},
	settings: {
		title: "Reglas de inicio de sesión",
		requireMfa: "Exigir verificación en dos pasos a todas las cuentas",
		help: "Cada persona entra con su contraseña y un código de su teléfono; quien aún no la tenga activada deberá activarla antes de seguir usando el panel.",
		onTitle: "Exigir verificación en dos pasos",
		onQuestion: "Desde ahora todas las cuentas entrarán con su contraseña y un código de su teléfono. Quien aún no la tenga activada deberá activarla antes de seguir usando el panel.",
		onConfirm: "Exigir",
		onDone: "Verificación en dos pasos exigida a todas las cuentas",
		offTitle: "Dejar de exigir la verificación en dos pasos",
		offQuestion: "Cada persona podrá decidir si la usa; quien ya la tiene activada la conserva.",
		offConfirm: "Dejar de exigir",
		offDone: "La verificación en dos pasos ya no se exige"
	},
	create: {
		title: "Nueva cuenta",
		description: "La persona entrará con la contraseña temporal y elegirá una propia al entrar.",
		usernameHelp: "De 3 a 64 letras, números, puntos, guiones o guiones bajos; se guarda en minúsculas.",
		submit: "Crear cuenta",
		submitting: "Creando...",
		done: (name) => `Cuenta de ${name} creada`
	},
	password: {
		label: "Contraseña temporal",
		generate: "Generar",
		generateLabel: "Generar una contraseña temporal segura",
		help: "Al menos 8 caracteres, sin el nombre de usuario. «Generar» escribe una segura y la muestra para que pueda comunicarla.",
		generated: "Contraseña generada: se muestra en el campo."
	},
	role: {
		title: (name) => `Cambiar el rol de ${name}`,
		consequence: (name) => `Las sesiones abiertas de ${name} se cerrarán ahora: volverá a entrar ya con el nuevo rol.`,
		ownConsequence: "Sus otras sesiones se cerrarán; en esta, el panel pasará a mostrar lo que permite su nuevo rol.",
		current: "(actual)",
		unchanged: "Elija un rol distinto del actual.",
		submit: "Cambiar rol",
		done: (name, role) => `${name} ahora es ${role}`
	},
	disable: {
		title: (name) => `Desactivar la cuenta de ${name}`,
		question: (name) => `${name} no podrá entrar y sus sesiones abiertas se cerrarán ahora. Podrá activar la cuenta de nuevo cuando quiera.`,
		done: (name) => `Cuenta de ${name} desactivada`
	},
	enable: {
		title: (name) => `Activar la cuenta de ${name}`,
		question: (name) => `${name} podrá entrar de nuevo con su contraseña.`,
		done: (name) => `Cuenta de ${name} activada`
	},
	resetPassword: {
		title: (name) => `Restablecer la contraseña de ${name}`,
		description: (name) => `${name} entrará con esta contraseña temporal y elegirá una propia al entrar. Sus sesiones abiertas se cerrarán ahora.`,
		submit: "Restablecer contraseña",
		submitting: "Restableciendo...",
		done: (name) => `Contraseña de ${name} restablecida`
	},
	resetMfa: {
		title: (name) => `Restablecer la verificación en dos pasos de ${name}`,
		question: (name) => `${name} entrará solo con su contraseña y sus códigos de recuperación dejarán de valer; sus sesiones abiertas se cerrarán ahora. Si la verificación en dos pasos se exige, deberá activarla de nuevo al entrar.`,
		confirm: "Restablecer",
		done: (name) => `Verificación en dos pasos de ${name} restablecida`
	},
	endSessions: {
		title: (name) => `Cerrar las sesiones de ${name}`,
		question: (name) => `${name} tendrá que iniciar sesión de nuevo en todos sus navegadores. Úselo si perdió un teléfono o dejó la sesión abierta en un ordenador compartido.`,
		confirm: "Cerrar sesiones",
		done: (name) => `Sesiones de ${name} cerradas`
	},
	handOver: {
		intro: "Comunique estos datos a la persona por un medio seguro:",
		note: "Anote la contraseña ahora: no se volverá a mostrar. Al entrar, la persona elegirá una propia.",
		close: "Listo"
	},
	cancel: "Cancelar",
	working: "Procesando...",
	network: "No se pudo conectar con el servidor. Compruebe su conexión e inténtelo de nuevo."
};
// frontend/admin/staff/AccountConfirmDialog.tsx
var ACTIONS = {
	disable: {
		run: (m) => staffApi.update(m.id, { disabled: true }),
		label: STAFF_TEXTS.actions.disable,
		tone: "danger"
	},
	enable: {
		run: (m) => staffApi.update(m.id, { disabled: false }),
		label: STAFF_TEXTS.actions.enable,
		tone: "primary"
	},
	resetMfa: {
		run: (m) => staffApi.resetMfa(m.id),
		label: STAFF_TEXTS.resetMfa.confirm,
		tone: "danger"
	},
	endSessions: {
		run: (m) => staffApi.endSessions(m.id).then(() => m),
		label: STAFF_TEXTS.endSessions.confirm,
		tone: "danger"
	}
};
/** 'Desactivar', 'Activar', 'Restablecer verificación en dos pasos' and 'Cerrar sus sesiones', each said in full and confirmed first. */
function AccountConfirmDialog({ member, action, open, onClose, onChanged }) {
	const { toast } = useToast();
	const [refusal, setRefusal] = useState(null);
	const { run, label, tone } = ACTIONS[action];
	const texts = STAFF_TEXTS[action];
	const change = useStaffChange(() => run(member), (updated) => {
		toast({ title: texts.done(updated.name) });
		onClose();
		return onChanged(updated);
	});
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		open,
		title: texts.title(member.name),
		question: texts.question(member.name),
		confirmLabel: label,
		tone,
		busy: change.isPending,
		error: refusal,
		onConfirm: () => {
			setRefusal(null);
			change.mutate(void 0, { onError: (error) => setRefusal(formFailure(error, [], STAFF_TEXTS.network).message) });
		},
		onClose
	});
}
// frontend/admin/staff/focusFirstError.ts
/**
* After a refused form, the keyboard focus goes to the first field the server named (in the form's
* order), each field found by its `data-field` wrapper.
*/
function focusFirstError(form, order, errors) {
	const first = order.find((field) => errors[field]);
	if (!first || !form) return;
	requestAnimationFrame(() => form.querySelector(`[data-field="${first}"] input:checked, [data-field="${first}"] input`)?.focus());
}
// frontend/admin/staff/HandOver.tsx
/** What to pass on after creating an account or resetting its password: the username and the temporary password. */
function HandOver({ username, password }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "staff-handover",
		"data-testid": "staff-handover",
		children: [
			/* @__PURE__ */ jsx("p", { children: STAFF_TEXTS.handOver.intro }),
			/* @__PURE__ */ jsxs("dl", { children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: STAFF_TEXTS.fields.username }), /* @__PURE__ */ jsx("dd", {
				className: "staff-secret",
				children: username
			})] }), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: STAFF_TEXTS.password.label }), /* @__PURE__ */ jsx("dd", {
				className: "staff-secret",
				children: password
			})] })] }),
			/* @__PURE__ */ jsx("p", {
				className: "help",
				children: STAFF_TEXTS.handOver.note
			})
		]
	});
}
// frontend/admin/staff/generatePassword.ts
/**
* Letters and digits that cannot be mistaken for one another when read aloud or copied by hand (no
* 0/O/o, 1/l/I): 56 symbols, so 16 of them carry 92 bits.
*/
var ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
var GROUPS = 4;
var GROUP_LENGTH = 4;
var browserRandom = (count) => crypto.getRandomValues(new Uint8Array(count));
/**
* A strong temporary password to pass on to a person, in groups of four ('Kp7r-x9Qm-...'), drawn
* uniformly (bytes past the largest multiple of the alphabet's size are thrown away) and never
* containing `username`, which the server refuses.
*/
function generatePassword(username = "", random = browserRandom) {
	const limit = 224;
	for (;;) {
		const symbols = [];
		while (symbols.length < 16) for (const byte of random(32)) if (byte < limit && symbols.length < 16) symbols.push(ALPHABET[byte % 56]);
		const password = Array.from({ length: GROUPS }, (_, i) => symbols.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join("")).join("-");
		if (username.length < 3 || !password.toLowerCase().includes(username.toLowerCase())) return password;
	}
}
// frontend/admin/staff/PasswordField.tsx
/**
* The temporary password an administrador gives a person: typed, or made by 'Generar'. It is shown in
* clear (it is meant to be read out or copied and passed on, and is changed at the first sign-in).
*/
function PasswordField({ value, onChange, username, error }) {
	const id = useId();
	const [generated, setGenerated] = useState(false);
	return /* @__PURE__ */ jsxs("div", {
		className: "field staff-password",
		"data-field": "password",
		children: [
			/* @__PURE__ */ jsx("label", {
				className: "label",
				htmlFor: id,
				children: STAFF_TEXTS.password.label
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field has-addons",
				children: [/* @__PURE__ */ jsx("div", {
					className: "control is-expanded",
					children: /* @__PURE__ */ jsx("input", {
						id,
						className: `input staff-secret${error ? " is-danger" : ""}`,
						type: "text",
						value,
						maxLength: 128,
						autoComplete: "off",
						autoCapitalize: "off",
						spellCheck: false,
						"aria-invalid": error ? true : void 0,
						"aria-describedby": `${error ? `${id}-error ` : ""}${id}-help`,
						onChange: (event) => {
							setGenerated(false);
							onChange(event.target.value);
						}
					})
				}), /* @__PURE__ */ jsx("div", {
					className: "control",
					children: /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-link is-light",
						title: STAFF_TEXTS.password.generateLabel,
						onClick: () => {
							onChange(generatePassword(username));
							setGenerated(true);
						},
						children: STAFF_TEXTS.password.generate
					})
				})]
			}),
			error && /* @__PURE__ */ jsx("p", {
				className: "help is-danger",
				id: `${id}-error`,
				children: error
			}),
			/* @__PURE__ */ jsx("p", {
				className: "help",
				id: `${id}-help`,
				children: STAFF_TEXTS.password.help
			}),
			/* @__PURE__ */ jsx("p", {
				className: "is-sr-only",
				role: "status",
				children: generated ? STAFF_TEXTS.password.generated : ""
			})
		]
	});
}
// frontend/admin/staff/RoleChoice.tsx
/** The role, as three choices each with what it may do, so the difference is read before choosing. */
function RoleChoice({ value, onChange, current, error }) {
	const id = useId();
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "role-choice",
		"data-field": "role",
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "label",
				children: STAFF_TEXTS.fields.role
			}),
			ROLES.map((role) => /* @__PURE__ */ jsxs("label", {
				className: `role-option${value === role ? " is-chosen" : ""}`,
				children: [/* @__PURE__ */ jsx("input", {
					type: "radio",
					name: `${id}-role`,
					value: role,
					checked: value === role,
					onChange: () => onChange(role),
					"aria-labelledby": `${id}-${role}`,
					"aria-describedby": `${id}-${role}-description${error ? ` ${id}-error` : ""}`,
					"aria-invalid": error ? true : void 0
				}), /* @__PURE__ */ jsxs("span", {
					className: "role-option-text",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "role-option-label",
						id: `${id}-${role}`,
						children: [ROLE_LABELS[role], current === role && /* @__PURE__ */ jsxs("span", {
							className: "role-option-current",
							children: [" ", STAFF_TEXTS.role.current]
						})]
					}), /* @__PURE__ */ jsx("span", {
						className: "role-option-description",
						id: `${id}-${role}-description`,
						children: ROLE_DESCRIPTIONS[role]
					})]
				})]
			}, role)),
			error && /* @__PURE__ */ jsx("p", {
				className: "help is-danger",
				id: `${id}-error`,
				children: error
			})
		]
	});
}
// frontend/admin/staff/NewAccountDialog.tsx
var FIELDS = [
	"name",
	"username",
	"role",
	"password"
];
/**
* 'Nueva cuenta': name, username, role and a temporary password. Once created, the dialog shows the
* username and password to pass on; what the server refuses is said at its field.
*/
function NewAccountDialog({ open, onClose }) {
	const [name, setName] = useState("");
	const [username, setUsername] = useState("");
	const [role, setRole] = useState("");
	const [password, setPassword] = useState("");
	const [failure, setFailure] = useState(NO_FAILURE);
	const [created, setCreated] = useState(null);
	const form = useRef(null);
	const done = useRef(null);
	const id = useId();
	const create = useStaffChange(staffApi.create, (member, body) => setCreated({
		name: member.name,
		username: member.username,
		password: body.password
	}));
	useEffect(() => {
		if (created) done.current?.focus();
	}, [created]);
	const close = () => {
		if (created) {
			setName("");
			setUsername("");
			setRole("");
			setPassword("");
			setCreated(null);
		}
		setFailure(NO_FAILURE);
		onClose();
	};
	const submit = (event) => {
		event.preventDefault();
		if (create.isPending) return;
		setFailure(NO_FAILURE);
		const body = {
			name,
			username: username.trim(),
			password,
			...role ? { role } : {}
		};
		create.mutate(body, { onError: (error) => {
			const found = formFailure(error, FIELDS, STAFF_TEXTS.network);
			setFailure(found);
			focusFirstError(form.current, FIELDS, found.fields);
		} });
	};
	const errorOf = (field) => failure.fields[field];
	const edited = (field) => setFailure((current) => withoutField(current, field));
	const described = (field, help) => [errorOf(field) ? `${id}-${field}-error` : "", help ?? ""].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ jsx(Modal, {
		open,
		onClose: close,
		title: created ? STAFF_TEXTS.create.done(created.name) : STAFF_TEXTS.create.title,
		description: created ? void 0 : STAFF_TEXTS.create.description,
		className: "staff-dialog",
		footer: created ? /* @__PURE__ */ jsx("button", {
			type: "button",
			ref: done,
			className: "button is-primary",
			onClick: close,
			children: STAFF_TEXTS.handOver.close
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-light",
			onClick: close,
			children: STAFF_TEXTS.cancel
		}), /* @__PURE__ */ jsx("button", {
			type: "submit",
			form: `${id}-form`,
			className: "button is-primary",
			"aria-disabled": create.isPending || void 0,
			children: create.isPending ? STAFF_TEXTS.create.submitting : STAFF_TEXTS.create.submit
		})] }),
		children: created ? /* @__PURE__ */ jsx(HandOver, {
			username: created.username,
			password: created.password
		}) : /* @__PURE__ */ jsxs("form", {
			id: `${id}-form`,
			ref: form,
			onSubmit: submit,
			noValidate: true,
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "field",
					"data-field": "name",
					children: [
						/* @__PURE__ */ jsx("label", {
							className: "label",
							htmlFor: `${id}-name`,
							children: STAFF_TEXTS.fields.name
						}),
						/* @__PURE__ */ jsx("input", {
							id: `${id}-name`,
							className: `input${errorOf("name") ? " is-danger" : ""}`,
							value: name,
							maxLength: 100,
							autoComplete: "off",
							"aria-invalid": errorOf("name") ? true : void 0,
							"aria-describedby": described("name"),
							onChange: (event) => {
								setName(event.target.value);
								edited("name");
							}
						}),
						errorOf("name") && /* @__PURE__ */ jsx("p", {
							className: "help is-danger",
							id: `${id}-name-error`,
							children: errorOf("name")
						})
					]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "field",
					"data-field": "username",
					children: [
						/* @__PURE__ */ jsx("label", {
							className: "label",
							htmlFor: `${id}-username`,
							children: STAFF_TEXTS.fields.username
						}),
						/* @__PURE__ */ jsx("input", {
							id: `${id}-username`,
							className: `input${errorOf("username") ? " is-danger" : ""}`,
							value: username,
							maxLength: 64,
							autoComplete: "off",
							autoCapitalize: "off",
							spellCheck: false,
							"aria-invalid": errorOf("username") ? true : void 0,
							"aria-describedby": described("username", `${id}-username-help`),
							onChange: (event) => {
								setUsername(event.target.value);
								edited("username");
							}
						}),
						errorOf("username") && /* @__PURE__ */ jsx("p", {
							className: "help is-danger",
							id: `${id}-username-error`,
							children: errorOf("username")
						}),
						/* @__PURE__ */ jsx("p", {
							className: "help",
							id: `${id}-username-help`,
							children: STAFF_TEXTS.create.usernameHelp
						})
					]
				}),
				/* @__PURE__ */ jsx(RoleChoice, {
					value: role,
					onChange: (next) => {
						setRole(next);
						edited("role");
					},
					error: errorOf("role")
				}),
				/* @__PURE__ */ jsx(PasswordField, {
					value: password,
					onChange: (next) => {
						setPassword(next);
						edited("password");
					},
					username: username.trim(),
					error: errorOf("password")
				}),
				failure.message && /* @__PURE__ */ jsx("p", {
					className: "dialog-error",
					role: "alert",
					children: failure.message
				})
			]
		})
	});
}
// frontend/admin/staff/PasswordResetDialog.tsx
/**
* 'Restablecer contraseña': a temporary password for someone who forgot theirs (typed or generated);
* once stored, the dialog shows it to pass on. Their sessions end; they choose their own at the next sign-in.
*/
function PasswordResetDialog({ member, open, onClose }) {
	const [password, setPassword] = useState("");
	const [failure, setFailure] = useState(NO_FAILURE);
	const [stored, setStored] = useState(null);
	const form = useRef(null);
	const done = useRef(null);
	const id = useId();
	const reset = useStaffChange((next) => staffApi.resetPassword(member.id, next), (_member, next) => setStored(next));
	useEffect(() => {
		if (stored) done.current?.focus();
	}, [stored]);
	const submit = (event) => {
		event.preventDefault();
		if (reset.isPending) return;
		setFailure(NO_FAILURE);
		reset.mutate(password, { onError: (error) => {
			const found = formFailure(error, ["password"], STAFF_TEXTS.network);
			setFailure(found);
			focusFirstError(form.current, ["password"], found.fields);
		} });
	};
	return /* @__PURE__ */ jsx(Modal, {
		open,
		onClose,
		title: stored ? STAFF_TEXTS.resetPassword.done(member.name) : STAFF_TEXTS.resetPassword.title(member.name),
		description: stored ? void 0 : STAFF_TEXTS.resetPassword.description(member.name),
		className: "staff-dialog",
		footer: stored ? /* @__PURE__ */ jsx("button", {
			type: "button",
			ref: done,
			className: "button is-primary",
			onClick: onClose,
			children: STAFF_TEXTS.handOver.close
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-light",
			onClick: onClose,
			children: STAFF_TEXTS.cancel
		}), /* @__PURE__ */ jsx("button", {
			type: "submit",
			form: `${id}-form`,
			className: "button is-primary",
			"aria-disabled": reset.isPending || void 0,
			children: reset.isPending ? STAFF_TEXTS.resetPassword.submitting : STAFF_TEXTS.resetPassword.submit
		})] }),
		children: stored ? /* @__PURE__ */ jsx(HandOver, {
			username: member.username,
			password: stored
		}) : /* @__PURE__ */ jsxs("form", {
			id: `${id}-form`,
			ref: form,
			onSubmit: submit,
			noValidate: true,
			children: [/* @__PURE__ */ jsx(PasswordField, {
				value: password,
				onChange: (next) => {
					setPassword(next);
					setFailure((current) => withoutField(current, "password"));
				},
				username: member.username,
				error: failure.fields.password
			}), failure.message && /* @__PURE__ */ jsx("p", {
				className: "dialog-error",
				role: "alert",
				children: failure.message
			})]
		})
	});
}
// frontend/admin/staff/RoleDialog.tsx
/**
* 'Cambiar rol': the new role, with what changing it does to the person's sessions said before it is
* confirmed. A refusal (the last administrador) is shown in the server's words.
*/
function RoleDialog({ member, own, open, onClose, onChanged }) {
	const { toast } = useToast();
	const [role, setRole] = useState(member.role);
	const [refusal, setRefusal] = useState(null);
	const [unchanged, setUnchanged] = useState(false);
	const change = useStaffChange((next) => staffApi.update(member.id, { role: next }), (updated) => {
		toast({ title: STAFF_TEXTS.role.done(updated.name, ROLE_LABELS[updated.role]) });
		onClose();
		return onChanged(updated);
	});
	const submit = () => {
		if (change.isPending) return;
		setRefusal(null);
		if (role === member.role) return setUnchanged(true);
		change.mutate(role, { onError: (error) => {
			const found = formFailure(error, ["role"], STAFF_TEXTS.network);
			setRefusal(found.fields.role ?? found.message);
		} });
	};
	return /* @__PURE__ */ jsxs(Modal, {
		open,
		onClose,
		title: STAFF_TEXTS.role.title(member.name),
		className: "staff-dialog",
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-light",
			onClick: onClose,
			children: STAFF_TEXTS.cancel
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-primary",
			"aria-disabled": change.isPending || void 0,
			onClick: submit,
			children: change.isPending ? STAFF_TEXTS.working : STAFF_TEXTS.role.submit
		})] }),
		children: [
			/* @__PURE__ */ jsx(RoleChoice, {
				value: role,
				current: member.role,
				onChange: (next) => {
					setRole(next);
					setUnchanged(false);
				},
				error: unchanged ? STAFF_TEXTS.role.unchanged : void 0
			}),
			/* @__PURE__ */ jsx("p", {
				className: "staff-consequence",
				children: own ? STAFF_TEXTS.role.ownConsequence : STAFF_TEXTS.role.consequence(member.name)
			}),
			refusal && /* @__PURE__ */ jsx("p", {
				className: "dialog-error",
				role: "alert",
				children: refusal
			})
		]
	});
}
// frontend/admin/staff/StaffCard.tsx
/**
* One account: name, username, role, two-factor sign-in, last sign-in and its state, with what an
* administrador may do to it. One's own account cannot be disabled nor its password reset here (the
* server refuses both: 'Mi cuenta' changes one's own password).
*/
function StaffCard({ member: m, own, onAction }) {
	return /* @__PURE__ */ jsxs("article", {
		className: `record-card staff-card${m.disabled ? " is-disabled" : ""}`,
		"data-testid": "staff-card",
		"aria-label": m.name,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "record-card-head",
				children: [
					/* @__PURE__ */ jsx("h3", {
						className: "record-card-title",
						children: m.name
					}),
					own && /* @__PURE__ */ jsx("span", {
						className: "badge is-own",
						children: STAFF_TEXTS.badges.you
					}),
					m.disabled && /* @__PURE__ */ jsx("span", {
						className: "badge is-account-disabled",
						children: STAFF_TEXTS.badges.disabled
					}),
					m.mustChangePassword && /* @__PURE__ */ jsx("span", {
						className: "badge is-pending",
						children: STAFF_TEXTS.badges.mustChangePassword
					})
				]
			}),
			/* @__PURE__ */ jsx(DetailList, { details: [
				{
					label: STAFF_TEXTS.fields.username,
					value: m.username
				},
				{
					label: STAFF_TEXTS.fields.role,
					value: ROLE_LABELS[m.role]
				},
				{
					label: STAFF_TEXTS.fields.mfa,
					value: m.mfaEnabled ? STAFF_TEXTS.mfaOn : STAFF_TEXTS.mfaOff,
					muted: !m.mfaEnabled
				},
				{
					label: STAFF_TEXTS.fields.lastSignIn,
					value: m.lastSignInAt ? /* @__PURE__ */ jsx("time", {
						dateTime: m.lastSignInAt,
						children: formatDateTime(m.lastSignInAt)
					}) : STAFF_TEXTS.neverSignedIn,
					muted: !m.lastSignInAt
				}
			] }),
			/* @__PURE__ */ jsxs("footer", {
				className: "record-card-actions",
				children: [
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-small is-light",
						onClick: () => onAction("role"),
						children: STAFF_TEXTS.actions.changeRole
					}),
					!own && /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-small is-light",
						onClick: () => onAction("password"),
						children: STAFF_TEXTS.actions.resetPassword
					}),
					m.mfaEnabled && /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-small is-light",
						onClick: () => onAction("resetMfa"),
						children: STAFF_TEXTS.actions.resetMfa
					}),
					!own && !m.disabled && /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-small is-light",
						onClick: () => onAction("endSessions"),
						children: STAFF_TEXTS.actions.endSessions
					}),
					!own && (m.disabled ? /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-small is-primary",
						onClick: () => onAction("enable"),
						children: STAFF_TEXTS.actions.enable
					}) : /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-small is-danger is-outlined",
						onClick: () => onAction("disable"),
						children: STAFF_TEXTS.actions.disable
					}))
				]
			})
		]
	});
}
// frontend/admin/staff/TeamSettings.tsx
var S = STAFF_TEXTS.settings;
/**
* The team's sign-in rules: the switch 'Exigir verificación en dos pasos a todas las cuentas', confirmed
* first (it applies to everyone at once). The server refuses to turn it on for an administrador who has
* not set up their own: its words are shown in the dialog.
*/
function TeamSettings({ requireMfa }) {
	const { toast } = useToast();
	const id = useId();
	const [asked, setAsked] = useState({
		value: !requireMfa,
		open: false
	});
	const [refusal, setRefusal] = useState(null);
	const change = useStaffChange(staffApi.settings, (saved) => {
		toast({ title: saved.requireMfa ? S.onDone : S.offDone });
		setAsked((a) => ({
			...a,
			open: false
		}));
	});
	return /* @__PURE__ */ jsxs("section", {
		className: "staff-settings",
		"aria-labelledby": `${id}-title`,
		children: [
			/* @__PURE__ */ jsx("h3", {
				className: "staff-settings-title",
				id: `${id}-title`,
				children: S.title
			}),
			/* @__PURE__ */ jsxs("label", {
				className: "staff-switch",
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					role: "switch",
					checked: requireMfa,
					"aria-describedby": `${id}-help`,
					onChange: (event) => {
						setRefusal(null);
						setAsked({
							value: event.target.checked,
							open: true
						});
					}
				}), /* @__PURE__ */ jsx("span", { children: S.requireMfa })]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "help",
				id: `${id}-help`,
				children: S.help
			}),
			/* @__PURE__ */ jsx(ConfirmDialog, {
				open: asked.open,
				title: asked.value ? S.onTitle : S.offTitle,
				question: asked.value ? S.onQuestion : S.offQuestion,
				confirmLabel: asked.value ? S.onConfirm : S.offConfirm,
				tone: "primary",
				busy: change.isPending,
				error: refusal,
				onConfirm: () => {
					setRefusal(null);
					change.mutate(asked.value, { onError: (error) => setRefusal(formFailure(error, [], STAFF_TEXTS.network).message) });
				},
				onClose: () => setAsked((a) => ({
					...a,
					open: false
				}))
			})
		]
	});
}
// frontend/admin/staff/StaffTab.tsx
var READ_AGAIN = [STAFF_KEY];
/** The panel reads the signed-in person again after a change to their own account (their role, their two-factor sign-in). */
var refreshOwnSession = () => currentUser().then((user) => user ? session.signedIn(user) : session.signedOut(), () => void 0);
/**
* 'Equipo' (administradores): every account with its role, two-factor sign-in, last sign-in and state;
* 'Nueva cuenta'; per account a role change, a temporary password, a two-factor reset, disabling and
* enabling; and the team's sign-in rules. Read again each time the tab is opened (sign-ins change it).
*/
function StaffTab({ shown }) {
	const list = useStaffList();
	useReadAgainWhenShown(shown, READ_AGAIN);
	const state = useSession();
	const me = state.status === "signedIn" ? state.user.id : null;
	const [creating, setCreating] = useState(false);
	const [target, setTarget] = useState(null);
	const open = (member, action) => setTarget((t) => ({
		member,
		action,
		round: (t?.round ?? 0) + 1
	}));
	const close = () => setTarget((t) => t ? {
		...t,
		action: null
	} : t);
	const changed = async (member) => {
		if (member.id === me) await refreshOwnSession();
	};
	return /* @__PURE__ */ jsxs("section", {
		className: "admin-tab-section",
		"aria-labelledby": "staff-heading",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "staff-head",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "staff-heading",
					className: "admin-section-title",
					children: STAFF_TEXTS.heading
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-primary",
					onClick: () => setCreating(true),
					children: STAFF_TEXTS.newAccount
				})]
			}),
			list.data && /* @__PURE__ */ jsx(TeamSettings, { requireMfa: list.data.requireMfa }),
			list.isPending ? /* @__PURE__ */ jsx("p", {
				className: "list-state",
				role: "status",
				children: TEXTS.list.loading
			}) : list.isError && !list.data ? /* @__PURE__ */ jsx(ListLoadError, {
				error: list.error,
				onRetry: () => list.refetch()
			}) : /* @__PURE__ */ jsx("ul", {
				className: "record-list staff-list",
				"aria-label": STAFF_TEXTS.heading,
				children: list.data.items.map((member) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(StaffCard, {
					member,
					own: member.id === me,
					onAction: (action) => open(member, action)
				}) }, member.id))
			}),
			/* @__PURE__ */ jsx(NewAccountDialog, {
				open: creating,
				onClose: () => setCreating(false)
			}),
			target && /* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx(RoleDialog, {
					member: target.member,
					own: target.member.id === me,
					open: target.action === "role",
					onClose: close,
					onChanged: changed
				}),
				/* @__PURE__ */ jsx(PasswordResetDialog, {
					member: target.member,
					open: target.action === "password",
					onClose: close
				}),
				[
					"disable",
					"enable",
					"resetMfa",
					"endSessions"
				].map((action) => /* @__PURE__ */ jsx(AccountConfirmDialog, {
					member: target.member,
					action,
					open: target.action === action,
					onClose: close,
					onChanged: changed
				}, action))
			] }, target.round)
		]
	});
}
export { StaffTab as default };
