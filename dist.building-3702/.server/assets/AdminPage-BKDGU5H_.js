import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
import { _ as listMySessions, c as TextField, d as ConfirmDialog, f as formatDateTime, g as fieldMessage, h as endMySession, i as useSignOut, l as RecoveryCodesView, m as endMyOtherSessions, n as TwoFactorEnrolment, o as PasswordChangeForm, p as MY_SESSIONS_KEY, r as sixDigitCode, s as PasskeysSection, t as StaffOnly, u as ACCOUNT_TEXTS, v as renewRecoveryCodes, y as QueryRoot } from "./admin-C6eKQqp6.js";
import { a as COUNTRIES, c as BUSINESS_NAME, f as todayInBusinessZone, m as useToast, o as countryLabel, p as Modal, r as ApiError, t as toSlides } from "../renderLanding.js";
import { a as useSession, i as session, n as adminRequest, r as errorMessage, t as TEXTS } from "./texts-BiniizUB.js";
import { c as QueueStorageError, f as CASE_DRAFT_PREFIX, n as formatInstant, o as roleCan, p as systemClock, s as browserOffline, t as formatCalendarDay, u as createDraftStore } from "./formatDate-ByEWfN6t.js";
import { a as isInterviewStepKey, i as INTERVIEW_STEP_KEYS, l as interviewApi, n as INTERVIEW_REGIONS, o as INTERVIEW_TEXTS, r as INTERVIEW_STEP_COUNT, s as INTERVIEWS_KEY, t as regionLabel } from "./regionLabel-DIQGBrSQ.js";
import { n as SUMMARY_KEY, r as listKey, t as CAROUSEL_KEY } from "./queryKeys-DhWXmTtl.js";
import { t as ListLoadError } from "./ListLoadError-CerEoxT3.js";
import { Suspense, lazy, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { assign, setup } from "xstate";
// frontend/admin/account/SessionsSection.tsx
var T$14 = ACCOUNT_TEXTS.sessions;
var deviceOf = (item) => T$14.device(item.browser, item.system);
/**
* 'Mis sesiones': where the account is signed in, this browser's session marked; any other can be
* closed, or all of them at once. Closing this one signs out here. After a session leaves the list the
* section's heading takes the focus (the button pressed is gone).
*/
function SessionsSection() {
	const queryClient = useQueryClient();
	const { toast } = useToast();
	const { ended: signedOutHere } = useSignOut();
	const [confirmingOthers, setConfirmingOthers] = useState(false);
	const heading = useRef(null);
	const headingId = useId();
	const sessions = useQuery({
		queryKey: MY_SESSIONS_KEY,
		queryFn: ({ signal }) => listMySessions(signal),
		staleTime: 0
	});
	const reload = () => queryClient.invalidateQueries({ queryKey: MY_SESSIONS_KEY });
	const endOne = useMutation({
		mutationFn: (item) => endMySession(item.id),
		onSuccess: async ({ current }, item) => {
			if (current) {
				signedOutHere();
				return;
			}
			toast({ title: T$14.ended(deviceOf(item)) });
			await reload();
			heading.current?.focus();
		},
		onError: async (error) => {
			toast({
				title: T$14.failed,
				description: errorMessage(error, TEXTS.errors.network),
				variant: "destructive"
			});
			await reload();
		}
	});
	const endOthers = useMutation({
		mutationFn: endMyOtherSessions,
		onSuccess: async ({ ended }) => {
			setConfirmingOthers(false);
			toast({ title: T$14.endedOthers(ended) });
			await reload();
			heading.current?.focus();
		},
		onError: (error) => {
			setConfirmingOthers(false);
			toast({
				title: T$14.failed,
				description: errorMessage(error, TEXTS.errors.network),
				variant: "destructive"
			});
		}
	});
	const list = sessions.data ?? [];
	const others = list.filter((item) => !item.current).length;
	let body;
	if (sessions.isPending) body = /* @__PURE__ */ jsx("p", {
		className: "account-state",
		role: "status",
		children: T$14.loading
	});
	else if (sessions.isError) body = /* @__PURE__ */ jsxs("div", {
		className: "account-state is-error",
		role: "alert",
		children: [/* @__PURE__ */ jsxs("p", { children: [
			T$14.loadError,
			" ",
			errorMessage(sessions.error, TEXTS.errors.network)
		] }), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-white",
			onClick: () => void sessions.refetch(),
			children: T$14.retry
		})]
	});
	else body = /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("ul", {
		className: "session-list",
		children: list.map((item) => /* @__PURE__ */ jsx(SessionItem, {
			item,
			busy: endOne.isPending && endOne.variables?.id === item.id,
			onEnd: () => !endOne.isPending && endOne.mutate(item)
		}, item.id))
	}), others > 0 ? /* @__PURE__ */ jsx("div", {
		className: "account-actions",
		children: /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-white",
			onClick: () => setConfirmingOthers(true),
			children: T$14.endOthers
		})
	}) : /* @__PURE__ */ jsx("p", {
		className: "account-note",
		children: T$14.onlyThis
	})] });
	return /* @__PURE__ */ jsxs("section", {
		className: "account-section",
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h3", {
				id: headingId,
				ref: heading,
				tabIndex: -1,
				className: "account-heading",
				children: T$14.heading
			}),
			/* @__PURE__ */ jsx("p", {
				className: "account-text",
				children: T$14.intro
			}),
			body,
			/* @__PURE__ */ jsx(ConfirmDialog, {
				open: confirmingOthers,
				title: T$14.endOthersTitle,
				question: T$14.endOthersQuestion(others),
				confirmLabel: T$14.endOthers,
				busy: endOthers.isPending,
				onConfirm: () => endOthers.mutate(),
				onClose: () => setConfirmingOthers(false)
			})
		]
	});
}
function SessionItem({ item, busy, onEnd }) {
	const device = deviceOf(item);
	return /* @__PURE__ */ jsxs("li", {
		className: `session-item${item.current ? " is-current" : ""}`,
		"data-testid": "session-item",
		"aria-label": device,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "session-item-head",
				children: [/* @__PURE__ */ jsx("span", {
					className: "session-device",
					children: device
				}), item.current && /* @__PURE__ */ jsx("span", {
					className: "badge is-current-session",
					children: T$14.current
				})]
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "session-details",
				children: [
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: T$14.address }), /* @__PURE__ */ jsx("dd", { children: item.address ?? T$14.unknownAddress })] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: T$14.startedAt }), /* @__PURE__ */ jsx("dd", { children: formatDateTime(item.startedAt) })] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: T$14.lastSeenAt }), /* @__PURE__ */ jsx("dd", { children: formatDateTime(item.lastSeenAt) })] })
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "session-item-actions",
				children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-small is-white",
					"aria-label": item.current ? void 0 : T$14.endLabel(device),
					"aria-disabled": busy || void 0,
					onClick: onEnd,
					children: busy ? T$14.ending : item.current ? T$14.endCurrent : T$14.end
				})
			})
		]
	});
}
// frontend/admin/account/RenewCodesForm.tsx
var T$13 = ACCOUNT_TEXTS.twoFactor;
/** 'Generar códigos nuevos': a current code of the app proves the phone is at hand (a session alone is not enough). */
function RenewCodesForm({ onRenewed, onCancel }) {
	const [code, setCode] = useState("");
	const [codeError, setCodeError] = useState(null);
	const input = useRef(null);
	const introId = useId();
	useEffect(() => input.current?.focus(), []);
	const renew = useMutation({
		mutationFn: (digits) => renewRecoveryCodes(digits),
		onSuccess: (result) => onRenewed(result.recoveryCodes),
		onError: (error) => {
			setCodeError(fieldMessage(error, "code") ?? errorMessage(error, TEXTS.errors.network));
			setCode("");
			input.current?.focus();
		}
	});
	const onSubmit = (event) => {
		event.preventDefault();
		if (renew.isPending) return;
		const digits = sixDigitCode(code);
		if (!digits) {
			setCodeError(code.trim() ? T$13.malformedCode : T$13.missingCode);
			input.current?.focus();
			return;
		}
		setCodeError(null);
		renew.mutate(digits);
	};
	return /* @__PURE__ */ jsxs("form", {
		className: "account-form",
		onSubmit,
		noValidate: true,
		children: [
			/* @__PURE__ */ jsx("p", {
				id: introId,
				className: "account-text",
				children: T$13.renewIntro
			}),
			/* @__PURE__ */ jsx(TextField, {
				label: T$13.code,
				name: "code",
				className: "totp-code-input",
				inputMode: "numeric",
				autoComplete: "one-time-code",
				maxLength: 12,
				value: code,
				onChange: (event) => setCode(event.target.value),
				error: codeError,
				inputRef: input,
				describedBy: introId
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "account-actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "button is-gold",
					"aria-disabled": renew.isPending || void 0,
					children: renew.isPending ? T$13.renewing : T$13.renewSubmit
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-light",
					onClick: onCancel,
					children: T$13.cancel
				})]
			})
		]
	});
}
// frontend/admin/account/TwoFactorSection.tsx
var T$12 = ACCOUNT_TEXTS.twoFactor;
/**
* 'Verificación en dos pasos' in 'Mi cuenta': off, 'Activar' leads through the set-up; on, 'Generar
* códigos nuevos' replaces the recovery codes. New codes are shown once, until marked as saved. The
* focus follows each change to what replaced the pressed button.
*/
function TwoFactorSection({ user, onCodesPending, remind }) {
	const [mode, setMode] = useState({ kind: "status" });
	const { toast } = useToast();
	const headingId = useId();
	const heading = useRef(null);
	const moved = useRef(false);
	const go = (next) => {
		moved.current = true;
		setMode(next);
		onCodesPending(next.kind === "codes");
	};
	useEffect(() => {
		if (moved.current && mode.kind === "status") heading.current?.focus();
		moved.current = false;
	}, [mode]);
	let body;
	if (mode.kind === "enrolling") body = /* @__PURE__ */ jsx(TwoFactorEnrolment, {
		onCancel: () => go({ kind: "status" }),
		onConfirmed: (result) => {
			if (result.user) session.signedIn(result.user);
			toast({ title: T$12.enabled });
			go({
				kind: "codes",
				codes: result.recoveryCodes
			});
		}
	});
	else if (mode.kind === "renewing") body = /* @__PURE__ */ jsx(RenewCodesForm, {
		onCancel: () => go({ kind: "status" }),
		onRenewed: (codes) => {
			toast({
				title: T$12.renewed,
				description: T$12.renewedDescription
			});
			go({
				kind: "codes",
				codes
			});
		}
	});
	else if (mode.kind === "codes") body = /* @__PURE__ */ jsx(RecoveryCodesView, {
		codes: mode.codes,
		username: user.username,
		headingLevel: 4,
		remind,
		onSavedChange: (saved) => onCodesPending(!saved),
		onDone: () => go({ kind: "status" })
	});
	else if (user.secondFactors.includes("totp")) body = /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
		className: "account-status is-on",
		children: T$12.on
	}), /* @__PURE__ */ jsx("div", {
		className: "account-actions",
		children: /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-white",
			onClick: () => go({ kind: "renewing" }),
			children: T$12.renew
		})
	})] });
	else body = /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("p", {
			className: `account-status${user.mfaEnabled ? " is-on" : ""}`,
			children: user.mfaEnabled ? T$12.appOffWithKeys : T$12.off
		}),
		/* @__PURE__ */ jsx("p", {
			className: "account-text",
			children: T$12.offExplained
		}),
		/* @__PURE__ */ jsx("div", {
			className: "account-actions",
			children: /* @__PURE__ */ jsx("button", {
				type: "button",
				className: `button ${user.mfaEnabled ? "is-white" : "is-gold"}`,
				onClick: () => go({ kind: "enrolling" }),
				children: user.mfaEnabled ? T$12.enableApp : T$12.enable
			})
		})
	] });
	return /* @__PURE__ */ jsxs("section", {
		className: "account-section",
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h3", {
			id: headingId,
			ref: heading,
			tabIndex: -1,
			className: "account-heading",
			children: T$12.heading
		}), body]
	});
}
// frontend/admin/account/AccountDialog.tsx
var T$11 = ACCOUNT_TEXTS;
/**
* 'Mi cuenta': one's own password, two-factor sign-in and sessions, over the panel (docs/decisions.md,
* "'Mi cuenta' is a dialog"). Its content is drawn afresh at each opening, so no password typed earlier
* lingers. While new recovery codes are on screen and not marked as saved, closing is refused with a
* reminder: they are never shown again.
*/
function AccountDialog({ open, onClose, user }) {
	const [codesPending, setCodesPending] = useState(false);
	const [remind, setRemind] = useState(0);
	const queryClient = useQueryClient();
	const { toast } = useToast();
	const passwordHeadingId = useId();
	const close = () => {
		if (codesPending) {
			setRemind((count) => count + 1);
			return;
		}
		onClose();
	};
	const onPasswordChanged = (next) => {
		session.signedIn(next);
		toast({
			title: T$11.password.changed,
			description: T$11.password.otherSessionsEnded
		});
		queryClient.invalidateQueries({ queryKey: MY_SESSIONS_KEY });
	};
	return /* @__PURE__ */ jsx(Modal, {
		open,
		onClose: close,
		title: T$11.dialog.title,
		description: T$11.dialog.description(user.name, user.username),
		size: "large",
		className: "account-dialog",
		children: open && /* @__PURE__ */ jsxs("div", {
			className: "account-sections",
			children: [
				/* @__PURE__ */ jsxs("section", {
					className: "account-section",
					"aria-labelledby": passwordHeadingId,
					children: [/* @__PURE__ */ jsx("h3", {
						id: passwordHeadingId,
						className: "account-heading",
						children: T$11.password.heading
					}), /* @__PURE__ */ jsx(PasswordChangeForm, {
						user,
						onChanged: onPasswordChanged
					})]
				}),
				/* @__PURE__ */ jsx(TwoFactorSection, {
					user,
					remind,
					onCodesPending: (pending) => {
						setCodesPending(pending);
						setRemind(0);
					}
				}),
				/* @__PURE__ */ jsx(PasskeysSection, {
					user,
					remind,
					onCodesPending: (pending) => {
						setCodesPending(pending);
						setRemind(0);
					}
				}),
				/* @__PURE__ */ jsx(SessionsSection, {})
			]
		})
	});
}
// frontend/admin/account/AccountButton.tsx
/** The header's 'Mi cuenta', beside the username, and the dialog it opens. */
function AccountButton({ user }) {
	const [open, setOpen] = useState(false);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
		type: "button",
		className: "button is-small admin-account-button",
		"aria-haspopup": "dialog",
		onClick: () => setOpen(true),
		children: ACCOUNT_TEXTS.dialog.open
	}), /* @__PURE__ */ jsx(AccountDialog, {
		open,
		onClose: () => setOpen(false),
		user
	})] });
}
// frontend/admin/interviews/noteAutosaver.ts
/** The queue's formId of one step's note: a newer note for it supersedes the queued one. */
var noteFormId = (interviewId, stepKey) => `interview:${interviewId}:note:${stepKey}`;
/** Whether a queued submission is an interview's note. */
var isInterviewNote = (formId) => formId.startsWith("interview:") && formId.includes(":note:");
/**
* The consultant's notes of one interview, queued a second after typing stops. Each note goes through the
* browser's offline queue (docs/decisions.md, Interview notes through the offline queue): kept in
* localStorage until the server stored it, sent when the connection returns, in order, a newer note of
* a step replacing its older queued one. The saver lives outside React (one per interview, see
* `noteAutosaverFor`), so closing the dialog neither cancels a save nor its retries: `flush()` queues what
* is typed at once, and a note not yet stored is shown again when the dialog reopens, after a reload too.
*/
var NoteAutosaver = class {
	options;
	typed = /* @__PURE__ */ new Map();
	/** When each typed note last changed (the clock's milliseconds). */
	typedAt = /* @__PURE__ */ new Map();
	/** Notes taken from `typed` whose queuing has not finished (it waits for the write lock). */
	queuing = /* @__PURE__ */ new Map();
	listeners = /* @__PURE__ */ new Set();
	clock;
	isOnline;
	prefix;
	status = { state: "idle" };
	timer = null;
	/** One of this interview's notes was queued since the page opened: an empty queue then means stored. */
	queuedOnce = false;
	storageProblem = null;
	constructor(options) {
		this.options = options;
		this.clock = options.clock ?? systemClock;
		this.isOnline = options.isOnline ?? (() => navigator.onLine);
		this.prefix = noteFormId(options.interviewId, "");
		options.queue.subscribe(() => this.refresh());
		for (const stepKey of options.stepKeys) {
			const kept = options.drafts.load(noteFormId(options.interviewId, stepKey));
			if (kept && typeof kept.data === "string") {
				this.typed.set(stepKey, kept.data);
				this.typedAt.set(stepKey, kept.timestamp);
			}
		}
		if (this.typed.size) this.flush();
		this.refresh();
	}
	/** The note typed for `stepKey` and not stored yet (typed, queued, or refused), if any. */
	unsaved(stepKey) {
		const formId = noteFormId(this.options.interviewId, stepKey);
		const queued = this.options.queue.pending().filter((item) => item.formId === formId).at(-1);
		const refused = this.options.queue.failed().filter((item) => item.formId === formId).at(-1);
		return this.typed.get(stepKey) ?? this.queuing.get(stepKey) ?? noteOf(queued) ?? noteOf(refused);
	}
	getState = () => this.status;
	subscribe = (listener) => {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	};
	/** A keystroke: the note is queued once typing has paused for the delay. */
	type(stepKey, note) {
		this.typed.set(stepKey, note);
		this.typedAt.set(stepKey, this.clock.now());
		if (this.timer !== null) this.clock.clearTimeout(this.timer);
		this.timer = this.clock.setTimeout(() => void this.flush(), this.options.delayMs ?? 1e3);
		this.refresh();
	}
	/** Queues what is typed now and sends what is due; resolves once the queue's pass ends (retries go on). */
	async flush() {
		if (this.timer !== null) this.clock.clearTimeout(this.timer);
		this.timer = null;
		await this.queueTyped();
		await this.options.queue.flush();
	}
	/**
	* The page is being hidden or closed: what is typed is written to localStorage at once (queuing waits
	* for a lock the closing page may never get), and taken up again by the next page.
	*/
	keepTyped() {
		for (const [stepKey, note] of this.typed) try {
			this.options.drafts.save(noteFormId(this.options.interviewId, stepKey), note);
		} catch {}
	}
	/** Whether something typed is not stored yet. */
	get dirty() {
		return this.typed.size > 0 || this.queuing.size > 0 || this.mine(this.options.queue.pending()).length > 0;
	}
	/** Recomputes the shown state (the queue changed, the connection came or went). */
	refresh = () => {
		const next = this.derive();
		if (JSON.stringify(next) === JSON.stringify(this.status)) return;
		this.status = next;
		for (const listener of this.listeners) listener();
	};
	async queueTyped() {
		for (const [stepKey, note] of [...this.typed]) {
			const formId = noteFormId(this.options.interviewId, stepKey);
			const notedAt = new Date(this.typedAt.get(stepKey) ?? this.clock.now()).toISOString();
			if (this.typed.get(stepKey) === note) this.typed.delete(stepKey);
			this.queuing.set(stepKey, note);
			try {
				await this.options.queue.enqueue({
					endpoint: `/api/interviews/${encodeURIComponent(this.options.interviewId)}`,
					method: "PATCH",
					data: {
						stepKey,
						note,
						notedAt
					},
					formId
				}, { supersede: true });
				this.options.drafts.clear(formId);
				this.queuedOnce = true;
				this.storageProblem = null;
			} catch (error) {
				if (!(error instanceof QueueStorageError)) throw error;
				if (!this.typed.has(stepKey)) this.typed.set(stepKey, note);
				this.storageProblem = error.message;
			} finally {
				if (this.queuing.get(stepKey) === note) this.queuing.delete(stepKey);
			}
		}
		this.refresh();
	}
	mine(items) {
		return items.filter((item) => item.formId.startsWith(this.prefix));
	}
	derive() {
		if (this.storageProblem) return {
			state: "failed",
			message: this.storageProblem
		};
		if (this.typed.size || this.queuing.size) return { state: "pending" };
		const queue = this.options.queue.pending();
		const queued = this.mine(queue);
		if (queued.length) {
			this.queuedOnce = true;
			const lastIndex = queue.lastIndexOf(queued.at(-1));
			const waiting = queue.slice(0, lastIndex + 1).find((item) => item.state === "waiting");
			if (waiting?.nextAttemptAt !== void 0) return {
				state: "retrying",
				retryInMs: Math.max(0, waiting.nextAttemptAt - this.clock.now())
			};
			return this.isOnline() ? { state: "saving" } : { state: "offline" };
		}
		const refused = this.mine(this.options.queue.failed()).at(-1);
		if (refused) return {
			state: "failed",
			message: refused.message
		};
		return this.queuedOnce ? { state: "saved" } : { state: "idle" };
	}
};
function noteOf(item) {
	const data = item?.data;
	return typeof data?.note === "string" ? data.note : void 0;
}
var savers = /* @__PURE__ */ new Map();
/** The one autosaver of an interview for this page, created on first use. */
function noteAutosaverFor(interviewId, create) {
	let saver = savers.get(interviewId);
	if (!saver) {
		saver = create();
		savers.set(interviewId, saver);
	}
	return saver;
}
// frontend/admin/panel/useQueueSender.ts
/**
* Starts the browser's offline queue with the signed-in panel, so what was queued before a reload or in a
* closed tab (interview notes) is sent on load and whenever the connection returns; refreshes the
* interviews as their notes land, and asks for the password again when the queue meets a 401.
*/
function useQueueSender() {
	const queryClient = useQueryClient();
	useEffect(() => {
		const { queue } = browserOffline();
		return queue.subscribe((event) => {
			if (event.type === "sent" && isInterviewNote(event.item.formId)) queryClient.invalidateQueries({ queryKey: INTERVIEWS_KEY });
			else if (event.type === "unauthorized") session.reauthenticate().then((signedIn) => {
				if (signedIn) queue.resumeAfterSignIn();
			});
		});
	}, [queryClient]);
}
// frontend/admin/components/useAdminAction.ts
/**
* A staff action with its toasts. After success, and also after a 404 or 409 (someone else changed the
* record), the affected lists are reloaded so the screen shows what is really stored.
*/
function useAdminAction({ run, success, failure, invalidate, onSuccess }) {
	const queryClient = useQueryClient();
	const { toast } = useToast();
	const refresh = () => Promise.all([...invalidate, SUMMARY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
	return useMutation({
		mutationFn: run,
		onSuccess: async (result, variables) => {
			toast(success(result, variables));
			onSuccess?.(result, variables);
			await refresh();
		},
		onError: async (error) => {
			if (error instanceof ApiError && error.status === 401) {
				toast({
					...TEXTS.sessionExpired.cancelled,
					variant: "destructive"
				});
				return;
			}
			toast({
				title: failure.title,
				description: failure.description ?? errorMessage(error, TEXTS.errors.network),
				variant: "destructive"
			});
			if (error instanceof ApiError && (error.status === 404 || error.status === 409)) await refresh();
		}
	});
}
// frontend/admin/carousel/ImagePreview.tsx
/**
* A live preview of an image address. When the image cannot be loaded the preview hides itself and a
* short note takes its place; a new address gets a new chance.
*/
function ImagePreview({ src, alt, className }) {
	const [failedSrc, setFailedSrc] = useState(null);
	const trimmed = src.trim();
	const failed = failedSrc === trimmed;
	return /* @__PURE__ */ jsxs("div", {
		className: `image-preview ${className}${failed || !trimmed ? " is-unavailable" : ""}`,
		children: [trimmed && /* @__PURE__ */ jsx("img", {
			src: trimmed,
			alt,
			hidden: failed,
			onError: () => setFailedSrc(trimmed),
			onLoad: () => setFailedSrc(null)
		}, trimmed), (failed || !trimmed) && /* @__PURE__ */ jsx("p", {
			className: "image-preview-note",
			children: TEXTS.carousel.previewUnavailable
		})]
	});
}
// frontend/admin/carousel/CarouselCard.tsx
var T$10 = TEXTS.carousel;
var FIELDS = [{
	field: "backgroundImageUrl",
	label: T$10.background,
	preview: "is-background"
}, {
	field: "womanImageUrl",
	label: T$10.professional,
	preview: "is-portrait"
}];
/** One country's slide: both images with live previews, edited in place. */
function CarouselCard({ image }) {
	const [editing, setEditing] = useState(false);
	const [draft, setDraft] = useState({
		backgroundImageUrl: image.backgroundImageUrl,
		womanImageUrl: image.womanImageUrl
	});
	const [fieldErrors, setFieldErrors] = useState({});
	const id = useId();
	const country = countryLabel(image.country);
	const save = useAdminAction({
		run: (changes) => adminRequest("PATCH", `/api/admin/carousel-images/${encodeURIComponent(image.country)}`, changes),
		success: () => ({
			title: T$10.saved,
			description: T$10.savedDescription(country)
		}),
		failure: T$10.saveError,
		invalidate: [CAROUSEL_KEY],
		onSuccess: () => {
			setEditing(false);
			setFieldErrors({});
		}
	});
	const startEditing = () => {
		setDraft({
			backgroundImageUrl: image.backgroundImageUrl,
			womanImageUrl: image.womanImageUrl
		});
		setFieldErrors({});
		setEditing(true);
	};
	const onSave = () => {
		if (save.isPending) return;
		const changes = {};
		for (const { field } of FIELDS) if (draft[field].trim() !== image[field]) changes[field] = draft[field].trim();
		if (Object.keys(changes).length === 0) {
			setEditing(false);
			return;
		}
		setFieldErrors({});
		save.mutate(changes, { onError: (error) => {
			if (!(error instanceof ApiError)) return;
			const errors = {};
			for (const detail of error.payload?.details ?? []) if (detail.path === "backgroundImageUrl" || detail.path === "womanImageUrl") errors[detail.path] = detail.message;
			setFieldErrors(errors);
		} });
	};
	const shown = editing ? draft : image;
	return /* @__PURE__ */ jsxs("article", {
		className: "carousel-card",
		"data-testid": "carousel-card",
		"data-country": image.country,
		"aria-labelledby": `${id}-title`,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "carousel-card-head",
				children: [/* @__PURE__ */ jsx("h3", {
					id: `${id}-title`,
					className: "record-card-title",
					children: country
				}), !editing && /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-small is-light",
					onClick: startEditing,
					"aria-label": `${T$10.edit}: ${country}`,
					children: T$10.edit
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "carousel-card-previews",
				children: FIELDS.map(({ field, label, preview }) => /* @__PURE__ */ jsx(ImagePreview, {
					src: shown[field],
					alt: T$10.previewAlt(label, country),
					className: preview
				}, field))
			}),
			editing ? /* @__PURE__ */ jsxs("div", {
				className: "carousel-card-form",
				children: [FIELDS.map(({ field, label }) => /* @__PURE__ */ jsxs("div", {
					className: "field",
					children: [
						/* @__PURE__ */ jsx("label", {
							className: "label",
							htmlFor: `${id}-${field}`,
							children: label
						}),
						/* @__PURE__ */ jsx("input", {
							id: `${id}-${field}`,
							className: `input is-small${fieldErrors[field] ? " is-danger" : ""}`,
							type: "text",
							inputMode: "url",
							spellCheck: false,
							value: draft[field],
							onChange: (e) => setDraft((d) => ({
								...d,
								[field]: e.target.value
							})),
							"aria-invalid": Boolean(fieldErrors[field]) || void 0,
							"aria-describedby": fieldErrors[field] ? `${id}-${field}-error` : void 0
						}),
						fieldErrors[field] && /* @__PURE__ */ jsx("p", {
							id: `${id}-${field}-error`,
							className: "help is-danger",
							children: fieldErrors[field]
						})
					]
				}, field)), /* @__PURE__ */ jsxs("div", {
					className: "record-card-actions",
					children: [/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-small is-primary",
						"aria-disabled": save.isPending || void 0,
						onClick: onSave,
						children: save.isPending ? T$10.saving : T$10.save
					}), /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button is-small is-light",
						onClick: () => setEditing(false),
						children: T$10.cancel
					})]
				})]
			}) : /* @__PURE__ */ jsx("dl", {
				className: "detail-list carousel-card-urls",
				children: FIELDS.map(({ field, label }) => /* @__PURE__ */ jsxs("div", {
					className: "detail is-wide",
					children: [/* @__PURE__ */ jsx("dt", { children: label }), /* @__PURE__ */ jsx("dd", {
						className: "is-url",
						children: image[field]
					})]
				}, field))
			})
		]
	});
}
// frontend/admin/carousel/CarouselTab.tsx
var T$9 = TEXTS.carousel;
/** The landing page's slides, in the landing's order. */
function CarouselTab() {
	const query = useQuery({
		queryKey: CAROUSEL_KEY,
		queryFn: ({ signal }) => adminRequest("GET", "/api/carousel-images", void 0, { signal })
	});
	return /* @__PURE__ */ jsxs("section", {
		className: "admin-tab-section",
		"aria-labelledby": "carousel-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "carousel-heading",
				className: "admin-section-title",
				children: T$9.heading
			}),
			/* @__PURE__ */ jsx("p", {
				className: "admin-section-intro",
				children: T$9.intro
			}),
			query.isPending ? /* @__PURE__ */ jsx("p", {
				className: "list-state",
				role: "status",
				children: TEXTS.list.loading
			}) : query.isError ? /* @__PURE__ */ jsx(ListLoadError, {
				error: query.error,
				onRetry: () => query.refetch()
			}) : query.data.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "list-state",
				children: T$9.empty
			}) : /* @__PURE__ */ jsx("div", {
				className: "carousel-grid",
				children: toSlides(query.data).map((slide) => /* @__PURE__ */ jsx(CarouselCard, { image: slide }, slide.country))
			})
		]
	});
}
// frontend/admin/lists/ListToolbar.tsx
var optionsOf = (options) => options.map((option) => /* @__PURE__ */ jsx("option", {
	value: option.value,
	children: option.label
}, option.value));
/** The search box (for lists that have one) and filters above a list. */
function ListToolbar({ search, onSearch, filters, children }) {
	const searchId = useId();
	const filterId = useId();
	return /* @__PURE__ */ jsxs("div", {
		className: "list-toolbar",
		role: "search",
		children: [
			onSearch && /* @__PURE__ */ jsxs("div", {
				className: "list-search",
				children: [
					/* @__PURE__ */ jsx("label", {
						className: "is-sr-only",
						htmlFor: searchId,
						children: TEXTS.list.search
					}),
					/* @__PURE__ */ jsxs("svg", {
						className: "list-search-icon",
						viewBox: "0 0 20 20",
						width: "18",
						height: "18",
						"aria-hidden": "true",
						children: [/* @__PURE__ */ jsx("circle", {
							cx: "8.5",
							cy: "8.5",
							r: "5.5",
							fill: "none",
							stroke: "currentColor",
							strokeWidth: "2"
						}), /* @__PURE__ */ jsx("path", {
							d: "M13 13l4.5 4.5",
							stroke: "currentColor",
							strokeWidth: "2",
							strokeLinecap: "round"
						})]
					}),
					/* @__PURE__ */ jsx("input", {
						id: searchId,
						className: "input",
						type: "search",
						placeholder: TEXTS.list.searchPlaceholder,
						value: search,
						maxLength: 100,
						onChange: (e) => onSearch(e.target.value)
					})
				]
			}),
			filters.map((filter, i) => /* @__PURE__ */ jsxs("div", {
				className: "list-filter",
				children: [/* @__PURE__ */ jsx("label", {
					className: "is-sr-only",
					htmlFor: `${filterId}-${i}`,
					children: filter.label
				}), /* @__PURE__ */ jsx("div", {
					className: "select",
					children: /* @__PURE__ */ jsxs("select", {
						id: `${filterId}-${i}`,
						value: filter.value,
						onChange: (e) => filter.onChange(e.target.value),
						children: [optionsOf(filter.options), filter.groups?.map((group) => /* @__PURE__ */ jsx("optgroup", {
							label: group.label,
							children: optionsOf(group.options)
						}, group.label))]
					})
				})]
			}, filter.label)),
			children
		]
	});
}
/** The country filter every list has. */
function countryFilter(value, onChange) {
	return {
		label: TEXTS.list.country,
		value,
		onChange,
		options: [{
			value: "",
			label: TEXTS.list.allCountries
		}, ...COUNTRIES]
	};
}
// frontend/admin/lists/pageWindow.ts
/** The page numbers to show: first, last, and two around the current one, with gaps as null. */
function pageWindow(page, pages) {
	const sorted = [...new Set([
		1,
		pages,
		page - 1,
		page,
		page + 1
	].filter((n) => n >= 1 && n <= pages))].sort((a, b) => a - b);
	const result = [];
	sorted.forEach((n, i) => {
		if (i > 0 && n - sorted[i - 1] > 1) result.push(null);
		result.push(n);
	});
	return result;
}
// frontend/admin/lists/Pagination.tsx
function Pagination({ page, pageSize, total, onPage }) {
	const pages = Math.max(1, Math.ceil(total / pageSize));
	const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
	const to = Math.min(total, page * pageSize);
	return /* @__PURE__ */ jsxs("nav", {
		className: "list-pagination",
		"aria-label": TEXTS.list.pagination,
		children: [/* @__PURE__ */ jsx("p", {
			className: "list-pagination-count",
			children: TEXTS.list.showing(from, to, total)
		}), pages > 1 && /* @__PURE__ */ jsxs("ul", { children: [
			/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button is-small is-white",
				disabled: page <= 1,
				onClick: () => onPage(page - 1),
				children: TEXTS.list.previous
			}) }),
			pageWindow(page, pages).map((n, i) => n === null ? /* @__PURE__ */ jsx("li", {
				className: "list-pagination-gap",
				"aria-hidden": "true",
				children: "…"
			}, `gap-${i}`) : /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
				type: "button",
				className: `button is-small ${n === page ? "is-current" : "is-white"}`,
				"aria-label": TEXTS.list.page(n),
				"aria-current": n === page ? "page" : void 0,
				onClick: () => onPage(n),
				children: n
			}) }, n)),
			/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button is-small is-white",
				disabled: page >= pages,
				onClick: () => onPage(page + 1),
				children: TEXTS.list.next
			}) })
		] })]
	});
}
// frontend/admin/lists/ListView.tsx
/** Loading, failure, empty and paged states of a staff list, the same on every tab. */
function ListView({ query, page, onPage, emptyText, emptyAction, narrowed, onClear, renderItem, itemKey, label }) {
	const data = query.data;
	const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
	const list = useRef(null);
	const emptyState = useRef(null);
	const keepEmptyState = (node) => {
		emptyState.current = node;
	};
	/** The position of the card that last held the keyboard focus, while the focus is in the list. */
	const focusedAt = useRef(null);
	const noteFocus = (event) => {
		const index = [...list.current?.children ?? []].findIndex((item) => item.contains(event.target));
		if (index >= 0) focusedAt.current = index;
	};
	const forgetFocus = (event) => {
		if (event.relatedTarget && !list.current?.contains(event.relatedTarget)) focusedAt.current = null;
	};
	useLayoutEffect(() => {
		const at = focusedAt.current;
		const active = document.activeElement;
		if (at === null || active && active !== document.body && active.isConnected) return;
		const items = list.current?.children;
		(items?.length ? items[Math.min(at, items.length - 1)] : emptyState.current)?.focus();
		focusedAt.current = items?.length ? Math.min(at, items.length - 1) : null;
	}, [data]);
	useEffect(() => {
		if (data && !query.isPlaceholderData && data.items.length === 0 && page > pages) onPage(pages);
	}, [
		data,
		page,
		pages,
		onPage,
		query.isPlaceholderData
	]);
	if (query.isPending) return /* @__PURE__ */ jsx("p", {
		className: "list-state",
		role: "status",
		children: TEXTS.list.loading
	});
	if (query.isError && !data) return /* @__PURE__ */ jsx(ListLoadError, {
		error: query.error,
		onRetry: () => query.refetch()
	});
	if (!data || data.items.length === 0) return narrowed ? /* @__PURE__ */ jsxs("div", {
		className: "list-state",
		ref: keepEmptyState,
		tabIndex: -1,
		children: [/* @__PURE__ */ jsx("p", { children: TEXTS.list.noMatches }), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-small is-light",
			onClick: onClear,
			children: TEXTS.list.clearFilters
		})]
	}) : emptyAction ? /* @__PURE__ */ jsxs("div", {
		className: "list-state",
		ref: keepEmptyState,
		tabIndex: -1,
		children: [/* @__PURE__ */ jsx("p", { children: emptyText }), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-small is-light",
			onClick: emptyAction.onClick,
			children: emptyAction.label
		})]
	}) : /* @__PURE__ */ jsx("p", {
		className: "list-state",
		ref: keepEmptyState,
		tabIndex: -1,
		children: emptyText
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "list-body",
		"aria-busy": query.isFetching || void 0,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "list-refreshing",
				role: "status",
				children: query.isFetching && query.isPlaceholderData ? TEXTS.list.refreshing : ""
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "record-list",
				"aria-label": label,
				ref: list,
				onFocus: noteFocus,
				onBlur: forgetFocus,
				children: data.items.map((item) => /* @__PURE__ */ jsx("li", {
					tabIndex: -1,
					children: renderItem(item)
				}, itemKey(item)))
			}),
			/* @__PURE__ */ jsx(Pagination, {
				page: data.page,
				pageSize: data.pageSize,
				total: data.total,
				onPage
			})
		]
	});
}
// frontend/admin/lists/useDebouncedValue.ts
/** `value`, once it has stopped changing for `delayMs`. */
function useDebouncedValue(value, delayMs) {
	const [settled, setSettled] = useState(value);
	useEffect(() => {
		const timer = window.setTimeout(() => setSettled(value), delayMs);
		return () => window.clearTimeout(timer);
	}, [value, delayMs]);
	return settled;
}
/**
* The search box, filters and page of one list, as the query string the API takes
* (`?q=&page=&pageSize=` plus the list's own filters). Changing the search or a filter goes back to page 1.
*/
function useListControls(initialFilters) {
	const [search, setSearchText] = useState("");
	const [filters, setFilters] = useState(initialFilters);
	const [page, setPage] = useState(1);
	const settledSearch = useDebouncedValue(search.trim(), 300);
	const [searchedFor, setSearchedFor] = useState(settledSearch);
	if (searchedFor !== settledSearch) {
		setSearchedFor(settledSearch);
		setPage(1);
	}
	const params = useMemo(() => {
		const query = {
			page: String(page),
			pageSize: String(20)
		};
		if (settledSearch) query.q = settledSearch.slice(0, 100);
		for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
		return query;
	}, [
		filters,
		page,
		settledSearch
	]);
	return {
		search,
		setSearch: setSearchText,
		filters,
		setFilter: (key, value) => {
			setFilters((current) => ({
				...current,
				[key]: value
			}));
			setPage(1);
		},
		clear: () => {
			setSearchText("");
			setFilters(initialFilters);
			setPage(1);
		},
		/** True when the list is narrowed (for the "no matches" text and the clear button). */
		narrowed: Boolean(settledSearch) || Object.entries(filters).some(([key, value]) => value !== initialFilters[key]),
		page,
		setPage,
		params
	};
}
var toQueryString = (params) => new URLSearchParams(params).toString();
// frontend/admin/lists/useAdminList.ts
/** One page of a staff list, server-side filtered and paged. The previous page stays on screen while the next loads. */
function useAdminList(resource, params, options = {}) {
	return useQuery({
		queryKey: listKey(resource, params),
		queryFn: ({ signal }) => adminRequest("GET", `/api/admin/${resource}?${toQueryString(params)}`, void 0, { signal }),
		placeholderData: keepPreviousData,
		...options
	});
}
// engine/lifecycles/consultationStatus.ts
/**
* The statuses a consultation is shown and handled in, and how a stored value reads as one of them.
* Rows written by the earlier system may hold other values (for example `pending_interview`); every
* value that is not an admin status reads as pending: in the lists, in the counts and when deciding
* which actions apply. `normalizeStatus` is that rule for one value, `storedStatusMatch` for a query.
*/
var CONSULTATION_STATUSES = [
	"pending",
	"confirmed",
	"rescheduled",
	"completed"
];
var isConsultationStatus = (stored) => CONSULTATION_STATUSES.includes(stored);
/** The status a stored value reads as. */
function normalizeStatus(stored) {
	return isConsultationStatus(stored) ? stored : "pending";
}
// engine/lifecycles/consultationMachine.ts
/**
* The lifecycle of a consultation request, shared by the back end (which enforces it) and the admin
* screen (which shows only the buttons it allows). Pure: no I/O, no clock.
*
*   CONFIRM                 pending | rescheduled          → confirmed
*   RESCHEDULE {date}       any status                     → rescheduled
*   COMPLETE {resultType}   confirmed                      → completed
*   DELETE                  any status                     → deleted
*
* Rescheduling a completed consultation reopens it (a client told 'Reaplicar' books again): it can be
* confirmed and completed once more, and each completion files another result (docs/product-rules.md).
*/
var RESULT_TYPES = ["exito", "reaplicar"];
var isResultType = (value) => RESULT_TYPES.includes(value);
var isDayString = (value) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
var consultationMachine = setup({
	types: { events: {} },
	guards: {
		hasResultType: ({ event }) => event.type === "COMPLETE" && isResultType(event.resultType),
		hasPreferredDate: ({ event }) => event.type === "RESCHEDULE" && isDayString(event.preferredDate)
	}
}).createMachine({
	id: "consultation",
	initial: "pending",
	on: {
		DELETE: ".deleted",
		RESCHEDULE: {
			target: ".rescheduled",
			reenter: true,
			guard: "hasPreferredDate"
		}
	},
	states: {
		pending: { on: { CONFIRM: "confirmed" } },
		confirmed: { on: { COMPLETE: {
			target: "completed",
			guard: "hasResultType"
		} } },
		rescheduled: { on: { CONFIRM: "confirmed" } },
		completed: {},
		deleted: { type: "final" }
	}
});
/** Whether `event` is a legal move from `status` (guards included). */
function canApply(status, event) {
	return consultationMachine.resolveState({ value: normalizeStatus(status) }).can(event);
}
/** One valid event of each kind, used to ask the machine which buttons a status offers. */
var SAMPLE_EVENTS$1 = {
	confirm: { type: "CONFIRM" },
	reschedule: {
		type: "RESCHEDULE",
		preferredDate: "2000-01-01"
	},
	complete: {
		type: "COMPLETE",
		resultType: "exito"
	},
	delete: { type: "DELETE" }
};
/** The actions staff may take on a consultation in `status`, in the order the buttons appear. */
function allowedActions(status) {
	return Object.keys(SAMPLE_EVENTS$1).filter((action) => canApply(status, SAMPLE_EVENTS$1[action]));
}
// frontend/admin/consultations/CompleteDialog.tsx
var T$8 = TEXTS.consultations;
/** Completing needs the outcome: Éxito or Reaplicar (nothing is preselected). */
function CompleteDialog({ consultation, open, busy, onSubmit, onClose }) {
	const [outcome, setOutcome] = useState(null);
	const name = useId();
	return /* @__PURE__ */ jsx(Modal, {
		open,
		onClose,
		title: T$8.completeTitle,
		description: T$8.completeDescription(consultation.name),
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-light",
			onClick: onClose,
			children: T$8.cancel
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-gold",
			disabled: !outcome,
			"aria-disabled": busy || void 0,
			onClick: () => outcome && !busy && onSubmit(outcome),
			children: busy ? TEXTS.dialogs.working : T$8.complete
		})] }),
		children: /* @__PURE__ */ jsxs("fieldset", {
			className: "outcome-choice",
			children: [/* @__PURE__ */ jsx("legend", { children: T$8.outcome }), RESULT_TYPES.map((type) => /* @__PURE__ */ jsxs("label", {
				className: `outcome-option is-${type}${outcome === type ? " is-chosen" : ""}`,
				children: [/* @__PURE__ */ jsx("input", {
					type: "radio",
					name,
					value: type,
					checked: outcome === type,
					onChange: () => setOutcome(type)
				}), /* @__PURE__ */ jsx("span", { children: T$8.outcomes[type] })]
			}, type))]
		})
	});
}
// frontend/components/componentChunk.ts
function componentChunk(importChunk) {
	let loaded = null;
	let pending = null;
	const load = () => {
		pending ??= importChunk().then((module) => loaded = module.default, (error) => {
			pending = null;
			throw error;
		});
		return pending;
	};
	return {
		load,
		prefetch() {
			if (!loaded) load().catch(() => {});
		},
		current: () => loaded
	};
}
/**
* The chunk's component, or null until it is in. Fetched while `wanted`; `onFailed` runs when it cannot be.
*/
function useComponentChunk(chunk, wanted, onFailed) {
	const [, setArrived] = useState(false);
	const failed = useRef(onFailed);
	failed.current = onFailed;
	useEffect(() => {
		if (!wanted || chunk.current()) return;
		let current = true;
		chunk.load().then(() => current && setArrived(true), () => current && failed.current());
		return () => {
			current = false;
		};
	}, [chunk, wanted]);
	return chunk.current();
}
// frontend/caseDetails/caseDraft.ts
/** The offline module's draft store over this tab's sessionStorage; null where the browser refuses it. */
function caseDrafts() {
	try {
		const storage = window.sessionStorage;
		return {
			store: createDraftStore(storage, systemClock, CASE_DRAFT_PREFIX),
			storage
		};
	} catch {
		return null;
	}
}
var isCaseDraft = (value) => !!value && typeof value === "object" && typeof value.data === "object" && typeof value.formTemplate === "string";
function readDraft(consultationId) {
	const drafts = caseDrafts();
	if (!drafts) return null;
	const draft = drafts.store.load(consultationId)?.data;
	if (isCaseDraft(draft)) return draft;
	try {
		const bare = JSON.parse(drafts.storage.getItem("caso-borrador:" + consultationId) ?? "null");
		return isCaseDraft(bare) ? bare : null;
	} catch {
		return null;
	}
}
function writeDraft(consultationId, draft) {
	try {
		caseDrafts()?.store.save(consultationId, draft);
	} catch {}
}
function clearDraft(consultationId) {
	caseDrafts()?.store.clear(consultationId);
}
var hasDraft = (consultationId) => readDraft(consultationId) !== null;
// frontend/caseDetails/texts.ts
/**
* Every text of the case details dialog, together for review: the case form, its versions and conflicts,
* the 'Descargar' menu, the e-mailed copies and the images section. The texts are the product's, verbatim (docs/product-rules.md).
*/
var CASE_TEXTS = {
	open: "Detalles",
	unsavedBadge: "Cambios sin guardar",
	title: (name) => `Detalles del caso · ${name}`,
	loading: "Cargando el caso...",
	loadError: "No se pudo cargar el caso.",
	/** The dialog's own code could not be fetched (the next press tries again). */
	openError: {
		title: "Error",
		description: "No se pudo cargar el caso."
	},
	retry: "Reintentar",
	destination: "Destino (formulario)",
	stage: "Etapa del proceso",
	documentsReview: "Revisión de documentos",
	documentsReviewStatus: {
		pending: "Pendiente",
		verified: "Verificados",
		incomplete: "Incompletos"
	},
	instructionsTitle: "Revisa dos veces",
	instructions: "cada dato antes de guardar: debe coincidir con los documentos del cliente. Escribe NA en los campos que no apliquen a este caso (en fechas, listas y casillas, pulsa «No aplica»); los campos con NA se muestran en gris.",
	sectionProgress: (filled, total) => `${filled}/${total}`,
	sectionProgressLabel: (filled, total) => `${filled} de ${total} campos completados`,
	readinessTitle: "Avisos antes de presentar el caso",
	readyToFile: "Listo para presentar",
	readyToFileNote: "Todos los campos obligatorios tienen respuesta.",
	missingTitle: (count) => count === 1 ? "Falta 1 campo obligatorio para presentar el caso" : `Faltan ${count} campos obligatorios para presentar el caso`,
	missingNote: "Puede guardar el caso igualmente. Pulse un campo para ir a él.",
	missingInSection: (count) => count === 1 ? "Falta 1" : `Faltan ${count}`,
	missingInSectionLabel: (count) => count === 1 ? "Falta 1 campo obligatorio" : `Faltan ${count} campos obligatorios`,
	wrongValues: (count, first) => count === 1 ? `No se guardó: corrija «${first}».` : `No se guardó: hay ${count} campos por corregir, empezando por «${first}».`,
	notSaved: (reason) => reason ? `No se guardó (${reason}). Sus cambios siguen aquí: inténtelo de nuevo.` : "No se guardó: no hay conexión con el servidor. Sus cambios siguen aquí: inténtelo de nuevo.",
	readinessNote: "Son avisos: no impiden guardar.",
	draftRestored: "Se recuperaron cambios sin guardar de esta sesión del navegador.",
	discardDraft: "Descartar cambios recuperados",
	unsaved: "Cambios sin guardar",
	cancel: "Cancelar",
	save: "Guardar Cambios",
	saving: "Guardando...",
	saved: {
		title: "Cambios guardados",
		description: "El caso quedó guardado como una nueva versión."
	},
	saveError: {
		title: "Error al guardar",
		description: "No se pudieron guardar los cambios."
	},
	fixFields: (count) => count === 1 ? "Hay 1 campo por corregir." : `Hay ${count} campos por corregir.`,
	closePrompt: {
		title: "Cambios sin guardar",
		question: "Hay cambios sin guardar en este caso. Si cierra ahora, se perderán.",
		keepEditing: "Seguir editando",
		discard: "Descartar cambios"
	},
	conflict: {
		title: "Otra persona guardó este caso mientras usted lo editaba",
		description: (who, when) => `Versión guardada por ${who} el ${when}. Compare los campos que difieren y elija qué versión conservar.`,
		field: "Campo",
		mine: "Sus cambios",
		theirs: "Versión guardada",
		empty: "(vacío)",
		none: "Los datos del formulario coinciden; solo cambió la versión.",
		keepMine: "Conservar mis cambios",
		takeTheirs: "Usar la versión guardada",
		back: "Volver a editar",
		someone: "otra persona"
	},
	versions: {
		title: "Versiones guardadas",
		empty: "Este caso aún no tiene versiones guardadas.",
		loadError: "No se pudo cargar el historial.",
		by: (who) => `por ${who}`,
		restore: "Restaurar",
		restoring: "Restaurando...",
		restored: {
			title: "Versión restaurada",
			description: "Revise los datos y pulse «Guardar Cambios» para conservarla."
		},
		restoreError: {
			title: "Error al restaurar",
			description: "No se pudo cargar la versión guardada."
		},
		template: (label, version) => `${label}, versión ${version}`,
		upgraded: (from, to) => `Actualizado de la versión ${from} a la ${to}`
	},
	upgrade: {
		current: (version) => `Versión del formulario: ${version}`,
		available: (current, latest) => `Este caso usa la versión ${current} del formulario; ya está publicada la versión ${latest}.`,
		action: (version) => `Actualizar a la versión ${version}`,
		unsavedFirst: "Guarde o descarte los cambios sin guardar antes de actualizar: la actualización parte del caso guardado.",
		description: (from, to, label) => `El caso pasará de la versión ${from} a la ${to} del formulario de ${label}. Revise los cambios antes de confirmar.`,
		loading: "Cargando los cambios...",
		setApartTitle: "Valores de este caso que se apartarán",
		setApartNote: "No se pierden: quedarán, sin poder editarse, en «Campos retirados» del caso y en su PDF.",
		returnedTitle: "Respuestas apartadas que vuelven al caso",
		returnedNote: "Esta versión vuelve a tener sus campos y el caso no tiene otra respuesta en ellos: se ponen de nuevo donde estaban.",
		changesTitle: "Cambios del formulario",
		noChanges: "Esta versión no cambia los campos del formulario.",
		affects: "Afecta a datos guardados",
		moving: "Actualizando...",
		cancel: "Cancelar",
		retry: "Reintentar",
		done: (version, kept, returned) => ({
			title: `Caso actualizado a la versión ${version}`,
			description: [kept === 0 ? "Todas las respuestas pasaron a la nueva versión." : kept === 1 ? "Se conservó 1 valor en «Campos retirados»." : `Se conservaron ${kept} valores en «Campos retirados».`, returned === 0 ? "" : returned === 1 ? "Volvió al caso 1 respuesta apartada." : `Volvieron al caso ${returned} respuestas apartadas.`].filter(Boolean).join(" ")
		}),
		failed: (reason) => reason ? `No se actualizó el caso (${reason}). Nada cambió: inténtelo de nuevo.` : "No se actualizó el caso: no hay conexión con el servidor. Nada cambió: inténtelo de nuevo.",
		stale: {
			title: "No se actualizó el caso",
			description: "Otra persona lo guardó mientras tanto: ahora se ve lo que guardó. Revíselo y vuelva a actualizar."
		}
	},
	retired: {
		title: "Campos retirados",
		note: "Respuestas que una actualización del formulario apartó: estaban en campos que la versión nueva no tenía, o con valores que no admitía. Se conservan tal como se escribieron y no se pueden editar.",
		fieldIsBack: "El formulario vuelve a tener este campo y el caso tiene otra respuesta en él: esta se conserva aparte.",
		origin: (from, to) => `Escrito en la versión ${from}; apartado al pasar a la versión ${to}.`,
		refused: (to, message) => `La versión ${to} no admite este valor: ${message}`,
		internal: "Solo para el equipo: no aparece en el PDF."
	},
	summaryFields: {
		formTemplate: "Destino",
		currentStage: "Etapa del proceso",
		documentsReviewStatus: "Revisión de documentos"
	},
	yes: "Sí",
	no: "No",
	download: {
		menu: "Descargar",
		pdf: "Descargar PDF",
		email: "Enviar copia por correo",
		generating: "Generando PDF...",
		pdfDone: (fileName) => ({
			title: "PDF descargado",
			description: `Se guardó como ${fileName}.`
		}),
		pdfError: {
			title: "Error al generar PDF",
			description: "No se pudo crear el documento. Inténtelo de nuevo."
		}
	},
	emailCopy: {
		title: "Enviar copia por correo",
		description: "Se enviará el PDF del caso, tal como se ve ahora, como archivo adjunto.",
		to: "Correo del destinatario",
		invalid: "Escriba un correo electrónico válido, por ejemplo nombre@correo.com",
		cancel: "Cancelar",
		send: "Enviar copia",
		sending: "Enviando...",
		sent: (to) => ({
			title: "Copia enviada",
			description: `La copia del caso se enviará a ${to} en unos instantes.`
		}),
		error: { title: "Error al enviar correo" },
		network: "No se pudo conectar con el servidor. Compruebe su conexión e inténtelo de nuevo."
	},
	copies: {
		heading: "Copias enviadas por correo",
		requested: (when) => `Solicitada el ${when}`,
		sent: (when) => `Entregada al servidor de correo el ${when}`,
		status: {
			queued: "En cola",
			retrying: "Reintentando",
			sent: "Enviada",
			failed: "No se pudo enviar"
		},
		failedAttempts: (count) => count === 1 ? "1 intento fallido; se volverá a intentar." : `${count} intentos fallidos; se volverá a intentar.`,
		failedHelp: "El servidor de correo la rechazó en cada intento. Revise la dirección y envíela de nuevo desde «Descargar»."
	},
	images: {
		heading: "Imágenes del caso",
		rules: "Solo imágenes (JPEG, PNG, WebP, GIF o HEIC), hasta 10 por caso y 10 MB cada una.",
		choose: "Elegir imágenes",
		count: (count) => count === 1 ? "1 imagen de 10" : `${count} imágenes de 10`,
		loading: "Cargando imágenes...",
		loadError: "No se pudieron cargar las imágenes.",
		retry: "Reintentar",
		empty: "Este caso no tiene imágenes todavía.",
		pendingHeading: "Listas para subir",
		upload: (count) => count === 1 ? "Subir 1 imagen" : `Subir ${count} imágenes`,
		uploading: "Subiendo...",
		discard: "Quitar",
		discardAll: "Descartar",
		progress: (name) => `Progreso de ${name}`,
		uploaded: (count) => ({ title: count === 1 ? "Imagen subida" : `${count} imágenes subidas` }),
		uploadError: { title: "Error al subir imagen" },
		deleteError: { title: "Error al eliminar imagen" },
		deleted: { title: "Imagen eliminada" },
		preview: "Ver imagen",
		download: "Descargar",
		delete: "Eliminar",
		deleteTitle: "Eliminar imagen",
		deleteQuestion: (name) => `¿Eliminar la imagen «${name}» de este caso? No se puede deshacer.`,
		cancel: "Cancelar",
		working: "Eliminando...",
		close: "Cerrar",
		refused: {
			notImage: (name) => `«${name}» no es una imagen admitida (JPEG, PNG, WebP, GIF o HEIC).`,
			tooLarge: (name, size) => `«${name}» pesa ${size}: el máximo es 10 MB por imagen.`,
			empty: (name) => `«${name}» está vacío.`,
			tooMany: (name) => `«${name}» no se añadió: cada caso admite como máximo 10 imágenes.`,
			duplicate: (name) => `«${name}» ya está en la lista para subir.`
		},
		errors: {
			expired: "Request has expired",
			non2xx: "Non 2xx",
			unknown: "Unknown error"
		}
	}
};
// frontend/caseDetails/CaseDetailsButton.tsx
var caseDialog = componentChunk(() => import("./CaseDetailsDialog-lT-tHZAu.js"));
var prefetch = () => caseDialog.prefetch();
/**
* 'Detalles' on a consultation or result card: opens the case details dialog of the consultation.
* Marks a case with unsaved changes.
*/
function CaseDetailsButton({ consultation }) {
	const toast = useToast();
	const [open, setOpen] = useState(false);
	const Dialog = useComponentChunk(caseDialog, open, () => {
		setOpen(false);
		toast.toast({
			...CASE_TEXTS.openError,
			variant: "destructive"
		});
	});
	const unsaved = !open && hasDraft(consultation.id);
	return /* @__PURE__ */ jsxs("span", {
		className: "card-action",
		children: [/* @__PURE__ */ jsxs("button", {
			type: "button",
			className: "button is-small is-link is-light case-details-button",
			onPointerEnter: prefetch,
			onFocus: prefetch,
			onClick: () => setOpen(true),
			children: [CASE_TEXTS.open, unsaved && /* @__PURE__ */ jsx("span", {
				className: "case-details-unsaved",
				title: CASE_TEXTS.unsavedBadge,
				"aria-label": CASE_TEXTS.unsavedBadge,
				children: " •"
			})]
		}), open && (Dialog ? /* @__PURE__ */ jsx(Dialog, {
			consultation,
			onClose: () => setOpen(false)
		}) : /* @__PURE__ */ jsx("span", {
			className: "card-action-note case-details-loading",
			role: "status",
			children: CASE_TEXTS.loading
		}))]
	});
}
// frontend/admin/interviews/interviewDialogChunk.ts
/** The interview dialog, RJSF and the step templates: a chunk of their own, fetched once asked for. */
var interviewDialog = componentChunk(() => import("./InterviewDialog-CKEVOKDm.js"));
/** Fetches the dialog's chunk ahead, when a button that opens it is pointed at or focused. */
var prefetchInterviewDialog = () => interviewDialog.prefetch();
/**
* The interview dialog once its chunk is in (null meanwhile), fetched while `wanted`; a chunk that cannot
* be fetched is said in a toast and `onFailed` gives up the opening (the next press tries again).
*/
function useInterviewDialog(wanted, onFailed) {
	const { toast } = useToast();
	return useComponentChunk(interviewDialog, wanted, () => {
		onFailed();
		toast({
			title: INTERVIEW_TEXTS.interviewOpenError,
			description: INTERVIEW_TEXTS.dialogLoadError,
			variant: "destructive"
		});
	});
}
// frontend/admin/interviews/InterviewButton.tsx
/**
* 'Entrevista' on a consultation card: opens the consultation's interview (the one in progress, else the
* latest finished one), or starts one linked to it, with the client's name and the destination's region.
*/
function InterviewButton({ consultation }) {
	const queryClient = useQueryClient();
	const { toast } = useToast();
	const [openId, setOpenId] = useState(null);
	const [busy, setBusy] = useState(false);
	const Dialog = useInterviewDialog(openId !== null, () => setOpenId(null));
	const open = async () => {
		if (busy) return;
		setBusy(true);
		try {
			const linked = (await queryClient.fetchQuery({
				queryKey: INTERVIEWS_KEY,
				queryFn: ({ signal }) => interviewApi.list(signal),
				staleTime: 0
			})).filter((i) => i.consultationId === consultation.id);
			const found = linked.find((i) => i.status === "in_progress") ?? linked[0];
			const interview = found ?? await interviewApi.create({
				consultationId: consultation.id,
				clientName: consultation.name
			});
			if (!found) await Promise.all([INTERVIEWS_KEY, SUMMARY_KEY].map((queryKey) => queryClient.invalidateQueries({
				queryKey,
				exact: true
			})));
			setOpenId(interview.id);
		} catch (error) {
			if (!(error instanceof ApiError && error.status === 401)) toast({
				title: INTERVIEW_TEXTS.interviewOpenError,
				description: errorMessage(error, TEXTS.errors.network),
				variant: "destructive"
			});
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ jsxs("span", {
		className: "card-action",
		children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-small is-light interview-button",
			"aria-disabled": busy || void 0,
			onPointerEnter: prefetchInterviewDialog,
			onFocus: prefetchInterviewDialog,
			onClick: () => void open(),
			children: INTERVIEW_TEXTS.interviewButton
		}), openId && Dialog ? /* @__PURE__ */ jsx(Dialog, {
			id: openId,
			onClose: () => setOpenId(null)
		}, openId) : (busy || openId) && /* @__PURE__ */ jsx("span", {
			className: "card-action-note",
			role: "status",
			children: INTERVIEW_TEXTS.loading
		})]
	});
}
// frontend/admin/components/DetailList.tsx
/** The labelled fields of a record card. */
function DetailList({ details }) {
	return /* @__PURE__ */ jsx("dl", {
		className: "detail-list",
		children: details.map((detail) => /* @__PURE__ */ jsxs("div", {
			className: `detail${detail.wide === true ? " is-wide" : detail.wide === "narrow" ? " is-wide-narrow" : ""}`,
			children: [/* @__PURE__ */ jsx("dt", { children: detail.label }), /* @__PURE__ */ jsx("dd", {
				className: detail.muted ? "is-muted" : void 0,
				children: detail.value
			})]
		}, detail.label))
	});
}
var mailLink = (email) => /* @__PURE__ */ jsx("a", {
	href: `mailto:${email}`,
	children: email
});
var phoneLink = (phone) => /* @__PURE__ */ jsx("a", {
	href: `tel:${phone.replace(/[^\d+]/g, "")}`,
	children: phone
});
// frontend/admin/session/useCan.ts
/**
* Whether the signed-in person's role may use what `permission` guards: the panel shows only what the
* role may use (the server checks every route again and answers 403 otherwise).
*/
function useCan(permission) {
	const state = useSession();
	return state.status === "signedIn" && roleCan(state.user.role, permission);
}
// frontend/admin/consultations/ClientDifferencesNote.tsx
var T$7 = TEXTS.consultations.clientDiffers;
/**
* Shown when the client's record differs from what this request was made with: a request from the
* public site never changes the record, so staff decide which details are right (docs/security.md).
*/
function ClientDifferencesNote({ differences }) {
	if (!differences.length) return null;
	return /* @__PURE__ */ jsxs("div", {
		className: "record-card-alert",
		role: "note",
		"data-testid": "client-differences",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "record-card-alert-title",
				children: T$7.title
			}),
			/* @__PURE__ */ jsx("p", { children: T$7.recordHeading }),
			/* @__PURE__ */ jsx("dl", { children: differences.map(({ field, clientValue }) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("dt", { children: [T$7.fields[field], ":"] }), /* @__PURE__ */ jsx("dd", {
				className: clientValue ? void 0 : "is-muted",
				children: clientValue || T$7.empty
			})] }, field)) })
		]
	});
}
// frontend/admin/consultations/StatusBadge.tsx
/** Pendiente / Confirmada / Reprogramada / Completada; any other stored value reads as Pendiente (docs/product-rules.md, Consultations). */
function StatusBadge({ status }) {
	const known = normalizeStatus(status);
	return /* @__PURE__ */ jsx("span", {
		className: `badge is-status is-${known}`,
		children: TEXTS.consultations.status[known]
	});
}
// frontend/admin/consultations/ConsultationCard.tsx
var T$6 = TEXTS.consultations;
/**
* One consultation request; its buttons are exactly those the consultation machine allows, and deleting
* only for the roles that may (it takes the case, images and interviews with it).
*/
function ConsultationCard({ consultation: c, confirming, onConfirm, onOpen }) {
	const actions = allowedActions(c.status);
	const mayDelete = useCan("consultations.delete");
	return /* @__PURE__ */ jsxs("article", {
		className: `record-card is-${c.status}`,
		"data-testid": "consultation-card",
		"aria-label": c.name,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "record-card-head",
				children: [
					/* @__PURE__ */ jsx("h3", {
						className: "record-card-title",
						children: c.name
					}),
					/* @__PURE__ */ jsx(StatusBadge, { status: c.status }),
					/* @__PURE__ */ jsxs("p", {
						className: "record-card-date",
						children: [
							TEXTS.fields.requestedOn,
							" ",
							/* @__PURE__ */ jsx("time", {
								dateTime: c.createdAt,
								children: formatInstant(c.createdAt)
							})
						]
					})
				]
			}),
			/* @__PURE__ */ jsx(DetailList, { details: [
				{
					label: TEXTS.fields.email,
					value: mailLink(c.email),
					wide: "narrow"
				},
				{
					label: TEXTS.fields.phone,
					value: phoneLink(c.phone)
				},
				{
					label: TEXTS.fields.country,
					value: countryLabel(c.country)
				},
				{
					label: TEXTS.fields.preferredDate,
					value: formatCalendarDay(c.preferredDate) || T$6.noDate,
					muted: !c.preferredDate
				},
				{
					label: TEXTS.fields.address,
					value: c.address || T$6.noAddress,
					muted: !c.address,
					wide: "narrow"
				},
				{
					label: TEXTS.fields.message,
					value: c.message?.trim() ? c.message : T$6.noMessage,
					muted: !c.message?.trim(),
					wide: true
				}
			] }),
			/* @__PURE__ */ jsx(ClientDifferencesNote, { differences: c.clientDifferences }),
			/* @__PURE__ */ jsx("p", {
				className: "record-card-note",
				children: T$6.costNote
			}),
			/* @__PURE__ */ jsxs("footer", {
				className: "record-card-actions",
				children: [
					/* @__PURE__ */ jsx(CaseDetailsButton, { consultation: c }),
					/* @__PURE__ */ jsx(InterviewButton, { consultation: c }),
					actions.includes("confirm") && /* @__PURE__ */ jsx("button", {
						type: "button",
						"data-action": "confirm",
						className: "button is-small is-primary",
						"aria-disabled": confirming || void 0,
						onClick: () => !confirming && onConfirm(),
						children: T$6.confirm
					}),
					actions.includes("reschedule") && /* @__PURE__ */ jsx("button", {
						type: "button",
						"data-action": "reschedule",
						className: "button is-small is-light",
						onClick: () => onOpen("reschedule"),
						children: T$6.reschedule
					}),
					actions.includes("complete") && /* @__PURE__ */ jsx("button", {
						type: "button",
						"data-action": "complete",
						className: "button is-small is-gold",
						onClick: () => onOpen("complete"),
						children: T$6.complete
					}),
					actions.includes("delete") && mayDelete && /* @__PURE__ */ jsx("button", {
						type: "button",
						"data-action": "delete",
						className: "button is-small is-danger is-outlined",
						onClick: () => onOpen("delete"),
						children: T$6.delete
					})
				]
			})
		]
	});
}
// frontend/admin/calendar/calendarMonth.ts
var T$5 = TEXTS.calendar;
var pad = (n) => String(n).padStart(2, "0");
var toDate = (day) => /* @__PURE__ */ new Date(`${day}T00:00:00Z`);
var fromDate = (date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
var dayOf = (year, month, date) => `${year}-${pad(month)}-${pad(date)}`;
var monthOf = (day) => ({
	year: Number(day.slice(0, 4)),
	month: Number(day.slice(5, 7))
});
var daysInMonth = ({ year, month }) => new Date(Date.UTC(year, month, 0)).getUTCDate();
function addDays(day, count) {
	const date = toDate(day);
	date.setUTCDate(date.getUTCDate() + count);
	return fromDate(date);
}
/** The same day number `count` months later, clamped to the month's length (31 jan + 1 → 28/29 feb). */
function addMonths(day, count) {
	const { year, month } = monthOf(day);
	const index = year * 12 + (month - 1) + count;
	const target = {
		year: Math.floor(index / 12),
		month: index % 12 + 1
	};
	return dayOf(target.year, target.month, Math.min(Number(day.slice(8, 10)), daysInMonth(target)));
}
function shiftMonth({ year, month }, count) {
	const index = year * 12 + (month - 1) + count;
	return {
		year: Math.floor(index / 12),
		month: index % 12 + 1
	};
}
/** 0 for Monday … 6 for Sunday. */
var weekdayIndex = (day) => (toDate(day).getUTCDay() + 6) % 7;
/** The month as weeks of seven cells, Monday first; cells outside the month are null. */
function monthGrid(ym) {
	const first = dayOf(ym.year, ym.month, 1);
	const cells = Array.from({ length: weekdayIndex(first) }, () => null);
	for (let d = 1; d <= daysInMonth(ym); d++) cells.push(dayOf(ym.year, ym.month, d));
	while (cells.length % 7) cells.push(null);
	const weeks = [];
	for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
	return weeks;
}
/** 'noviembre de 2026' */
var monthTitle = ({ year, month }) => T$5.monthTitle(T$5.monthNames[month - 1], year);
/** 'sábado, 21 de noviembre de 2026': what a screen reader says for a day cell. */
function spokenDay(day) {
	const { year, month } = monthOf(day);
	return T$5.spokenDay(T$5.weekdayNames[weekdayIndex(day)], Number(day.slice(8, 10)), T$5.monthNames[month - 1], year);
}
/** Where a key press moves the focused day; null for keys the calendar does not handle. */
function moveFocus(day, key, shiftKey = false) {
	switch (key) {
		case "ArrowLeft": return addDays(day, -1);
		case "ArrowRight": return addDays(day, 1);
		case "ArrowUp": return addDays(day, -7);
		case "ArrowDown": return addDays(day, 7);
		case "Home": return addDays(day, -weekdayIndex(day));
		case "End": return addDays(day, 6 - weekdayIndex(day));
		case "PageUp": return addMonths(day, shiftKey ? -12 : -1);
		case "PageDown": return addMonths(day, shiftKey ? 12 : 1);
		default: return null;
	}
}
// frontend/admin/calendar/MonthCalendar.tsx
/**
* A month grid after the WAI-ARIA date-picker pattern: one day is in the tab order; arrows move by
* day and week, Home/End to the week's edges, PageUp/PageDown by month (with Shift, by year); Enter or
* Space chooses. Past days stay reachable (so the arrows never jump) but are marked unavailable.
*/
function MonthCalendar({ value, onChange, minDay, initialDay }) {
	const [focusedDay, setFocusedDay] = useState(value ?? (initialDay && initialDay >= minDay ? initialDay : minDay));
	const shown = monthOf(focusedDay);
	const grid = useRef(null);
	const moveFocusPending = useRef(false);
	const titleId = useId();
	const helpId = useId();
	useEffect(() => {
		if (!moveFocusPending.current) return;
		moveFocusPending.current = false;
		grid.current?.querySelector(`button[data-day="${focusedDay}"]`)?.focus();
	}, [focusedDay]);
	const goTo = (day, takeFocus) => {
		moveFocusPending.current = takeFocus;
		setFocusedDay(day);
	};
	const onKeyDown = (event) => {
		const next = moveFocus(focusedDay, event.key, event.shiftKey);
		if (!next) return;
		event.preventDefault();
		goTo(next, true);
	};
	const choose = (day) => {
		goTo(day, false);
		if (day >= minDay) onChange(day);
	};
	const canGoBack = `${shown.year}-${String(shown.month).padStart(2, "0")}-01` > minDay;
	const changeMonth = (count) => {
		const target = shiftMonth(shown, count);
		const day = `${target.year}-${String(target.month).padStart(2, "0")}-01`;
		setFocusedDay(day < minDay ? minDay : day);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "month-calendar",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "month-calendar-head",
				children: [
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "month-calendar-nav",
						"aria-label": TEXTS.calendar.previousMonth,
						disabled: !canGoBack,
						onClick: () => changeMonth(-1),
						children: /* @__PURE__ */ jsx("svg", {
							viewBox: "0 0 16 16",
							width: "16",
							height: "16",
							"aria-hidden": "true",
							children: /* @__PURE__ */ jsx("path", {
								d: "M10 3L5 8l5 5",
								fill: "none",
								stroke: "currentColor",
								strokeWidth: "2",
								strokeLinecap: "round",
								strokeLinejoin: "round"
							})
						})
					}),
					/* @__PURE__ */ jsx("h3", {
						id: titleId,
						className: "month-calendar-title",
						"aria-live": "polite",
						children: monthTitle(shown)
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "month-calendar-nav",
						"aria-label": TEXTS.calendar.nextMonth,
						onClick: () => changeMonth(1),
						children: /* @__PURE__ */ jsx("svg", {
							viewBox: "0 0 16 16",
							width: "16",
							height: "16",
							"aria-hidden": "true",
							children: /* @__PURE__ */ jsx("path", {
								d: "M6 3l5 5-5 5",
								fill: "none",
								stroke: "currentColor",
								strokeWidth: "2",
								strokeLinecap: "round",
								strokeLinejoin: "round"
							})
						})
					})
				]
			}),
			/* @__PURE__ */ jsxs("table", {
				ref: grid,
				className: "month-calendar-grid",
				role: "grid",
				"aria-labelledby": titleId,
				"aria-describedby": helpId,
				onKeyDown,
				children: [/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsx("tr", { children: TEXTS.calendar.weekdayShort.map((short, i) => /* @__PURE__ */ jsx("th", {
					scope: "col",
					abbr: TEXTS.calendar.weekdayNames[i],
					children: short
				}, short)) }) }), /* @__PURE__ */ jsx("tbody", { children: monthGrid(shown).map((week, w) => /* @__PURE__ */ jsx("tr", { children: week.map((day, d) => {
					if (!day) return /* @__PURE__ */ jsx("td", {
						role: "gridcell",
						"aria-hidden": "true"
					}, d);
					const past = day < minDay;
					const selected = day === value;
					const today = day === minDay;
					return /* @__PURE__ */ jsx("td", {
						role: "gridcell",
						"aria-selected": selected,
						children: /* @__PURE__ */ jsx("button", {
							type: "button",
							"data-day": day,
							className: `month-calendar-day${selected ? " is-selected" : ""}${today ? " is-today" : ""}`,
							tabIndex: day === focusedDay ? 0 : -1,
							"aria-disabled": past || void 0,
							"aria-label": `${spokenDay(day)}${today ? `, ${TEXTS.calendar.today}` : ""}${past ? `, ${TEXTS.calendar.pastDay}` : ""}`,
							onClick: () => choose(day),
							children: Number(day.slice(8, 10))
						})
					}, day);
				}) }, w)) })]
			}),
			/* @__PURE__ */ jsx("p", {
				id: helpId,
				className: "is-sr-only",
				children: TEXTS.calendar.help
			})
		]
	});
}
// frontend/admin/consultations/RescheduleDialog.tsx
var T$4 = TEXTS.consultations;
/**
* A month calendar (past days unavailable); 'Confirmar Nueva Fecha' waits for a chosen day. A completed
* consultation is reopened by it, and the dialog says so.
*/
function RescheduleDialog({ consultation, open, busy, onSubmit, onClose }) {
	const [day, setDay] = useState(null);
	const today = todayInBusinessZone();
	return /* @__PURE__ */ jsxs(Modal, {
		open,
		onClose,
		title: T$4.rescheduleTitle,
		description: T$4.rescheduleDescription(consultation.name),
		className: "reschedule-dialog",
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-light",
			onClick: onClose,
			children: T$4.cancel
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-gold",
			disabled: !day,
			"aria-disabled": busy || void 0,
			onClick: () => day && !busy && onSubmit(day),
			children: busy ? TEXTS.dialogs.working : T$4.rescheduleConfirm
		})] }),
		children: [
			consultation.status === "completed" && /* @__PURE__ */ jsx("p", {
				className: "reschedule-reopens",
				"data-testid": "reschedule-reopens",
				children: T$4.rescheduleReopens
			}),
			/* @__PURE__ */ jsx(MonthCalendar, {
				value: day,
				onChange: setDay,
				minDay: today,
				initialDay: consultation.preferredDate ?? void 0
			}),
			/* @__PURE__ */ jsx("p", {
				className: "reschedule-choice",
				"aria-live": "polite",
				children: day ? T$4.rescheduleChosen(formatCalendarDay(day)) : T$4.rescheduleNone
			})
		]
	});
}
// frontend/admin/consultations/ConsultationsTab.tsx
var T$3 = TEXTS.consultations;
var consultationsKey = listKey("consultations");
var url = (c, action = "") => `/api/admin/consultations/${c.id}${action}`;
function ConsultationsTab() {
	const controls = useListControls({
		status: "",
		country: ""
	});
	const query = useAdminList("consultations", controls.params);
	const [target, setTarget] = useState(null);
	const close = () => setTarget((t) => t ? {
		...t,
		dialog: null
	} : t);
	const done = () => setTarget((t) => t ? {
		...t,
		dialog: null,
		done: true
	} : t);
	const openDialog = (consultation, dialog) => setTarget((t) => ({
		consultation,
		dialog,
		done: false,
		round: t && t.consultation.id === consultation.id && !t.done ? t.round : (t?.round ?? 0) + 1
	}));
	const confirm = useAdminAction({
		run: (c) => adminRequest("PATCH", url(c, "/status"), { status: "confirmed" }),
		success: () => ({ title: T$3.confirmed }),
		failure: { title: T$3.confirmError },
		invalidate: [consultationsKey]
	});
	const reschedule = useAdminAction({
		run: ({ consultation, preferredDate }) => adminRequest("PATCH", url(consultation, "/reschedule"), { preferredDate }),
		success: () => ({ title: T$3.rescheduled }),
		failure: { title: T$3.rescheduleError },
		invalidate: [consultationsKey],
		onSuccess: done
	});
	const complete = useAdminAction({
		run: ({ consultation, resultType }) => adminRequest("POST", url(consultation, "/complete"), { resultType }),
		success: (_, { resultType }) => ({ title: T$3.completed(TEXTS.results.folders[resultType]) }),
		failure: { title: T$3.completeError },
		invalidate: [consultationsKey, listKey("results")],
		onSuccess: done
	});
	const remove = useAdminAction({
		run: (c) => adminRequest("DELETE", url(c)),
		success: () => ({ title: T$3.deleted }),
		failure: { title: T$3.deleteError },
		invalidate: [consultationsKey, listKey("results")],
		onSuccess: done
	});
	const current = target?.consultation;
	const open = target?.dialog ?? null;
	return /* @__PURE__ */ jsxs("section", {
		className: "admin-tab-section",
		"aria-labelledby": "consultations-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "consultations-heading",
				className: "admin-section-title",
				children: T$3.heading
			}),
			/* @__PURE__ */ jsx(ListToolbar, {
				search: controls.search,
				onSearch: controls.setSearch,
				filters: [{
					label: TEXTS.list.status,
					value: controls.filters.status,
					onChange: (value) => controls.setFilter("status", value),
					options: [
						{
							value: "",
							label: T$3.statusFilterOpen
						},
						...[
							"pending",
							"confirmed",
							"rescheduled",
							"completed"
						].map((status) => ({
							value: status,
							label: T$3.status[status]
						})),
						{
							value: "all",
							label: T$3.statusFilterAll
						}
					]
				}, countryFilter(controls.filters.country, (value) => controls.setFilter("country", value))]
			}),
			/* @__PURE__ */ jsx(ListView, {
				query,
				page: controls.page,
				onPage: controls.setPage,
				emptyText: T$3.empty,
				emptyAction: {
					label: T$3.showCompleted,
					onClick: () => controls.setFilter("status", "all")
				},
				narrowed: controls.narrowed,
				onClear: controls.clear,
				label: T$3.heading,
				itemKey: (c) => c.id,
				renderItem: (c) => /* @__PURE__ */ jsx(ConsultationCard, {
					consultation: c,
					confirming: confirm.isPending && confirm.variables?.id === c.id,
					onConfirm: () => confirm.mutate(c),
					onOpen: (dialog) => openDialog(c, dialog)
				})
			}),
			current && /* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx(RescheduleDialog, {
					consultation: current,
					open: open === "reschedule",
					busy: reschedule.isPending,
					onSubmit: (preferredDate) => reschedule.mutate({
						consultation: current,
						preferredDate
					}),
					onClose: close
				}),
				/* @__PURE__ */ jsx(CompleteDialog, {
					consultation: current,
					open: open === "complete",
					busy: complete.isPending,
					onSubmit: (resultType) => complete.mutate({
						consultation: current,
						resultType
					}),
					onClose: close
				}),
				/* @__PURE__ */ jsx(ConfirmDialog, {
					open: open === "delete",
					title: T$3.deleteTitle,
					question: T$3.deleteQuestion(current.name),
					busy: remove.isPending,
					onConfirm: () => remove.mutate(current),
					onClose: close
				})
			] }, target.round)
		]
	});
}
// engine/lifecycles/contactMachine.ts
var contactMachine = setup({ types: { events: {} } }).createMachine({
	id: "contact",
	initial: "unread",
	on: { DELETE: ".deleted" },
	states: {
		unread: { on: { MARK_READ: "read" } },
		read: {},
		deleted: { type: "final" }
	}
});
var readStateOf = (isRead) => isRead ? "read" : "unread";
function canApplyToContact(state, event) {
	return contactMachine.resolveState({ value: state }).can(event);
}
/** The buttons a contact card offers: 'Marcar como leído' only while unread; 'Eliminar' always. */
function allowedContactActions(isRead) {
	const state = readStateOf(isRead);
	const actions = [];
	if (canApplyToContact(state, { type: "MARK_READ" })) actions.push("markRead");
	if (canApplyToContact(state, { type: "DELETE" })) actions.push("delete");
	return actions;
}
// frontend/admin/contacts/ContactCard.tsx
var T$2 = TEXTS.contacts;
function ContactCard({ contact, markingRead, onMarkRead, onDelete }) {
	const actions = allowedContactActions(contact.isRead);
	const details = [
		{
			label: TEXTS.fields.email,
			value: mailLink(contact.email),
			wide: "narrow"
		},
		{
			label: TEXTS.fields.phone,
			value: phoneLink(contact.phone)
		},
		{
			label: TEXTS.fields.country,
			value: countryLabel(contact.country)
		}
	];
	if (contact.address) details.push({
		label: TEXTS.fields.address,
		value: contact.address,
		wide: "narrow"
	});
	if (contact.preferredDate) details.push({
		label: TEXTS.fields.preferredDate,
		value: formatCalendarDay(contact.preferredDate)
	});
	if (contact.message.trim()) details.push({
		label: TEXTS.fields.message,
		value: contact.message,
		wide: true
	});
	return /* @__PURE__ */ jsxs("article", {
		className: `record-card${contact.isRead ? "" : " is-unread"}`,
		"data-testid": "contact-card",
		"aria-label": contact.name,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "record-card-head",
				children: [
					/* @__PURE__ */ jsx("h3", {
						className: "record-card-title",
						children: contact.name
					}),
					!contact.isRead && /* @__PURE__ */ jsx("span", {
						className: "badge is-new",
						children: T$2.newBadge
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "record-card-date",
						children: [
							TEXTS.fields.receivedOn,
							" ",
							/* @__PURE__ */ jsx("time", {
								dateTime: contact.createdAt,
								children: formatInstant(contact.createdAt)
							})
						]
					})
				]
			}),
			/* @__PURE__ */ jsx(DetailList, { details }),
			/* @__PURE__ */ jsxs("footer", {
				className: "record-card-actions",
				children: [actions.includes("markRead") && /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-small is-primary",
					"aria-disabled": markingRead || void 0,
					onClick: () => !markingRead && onMarkRead(),
					children: T$2.markRead
				}), actions.includes("delete") && /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-small is-danger is-outlined",
					onClick: onDelete,
					children: T$2.delete
				})]
			})
		]
	});
}
// frontend/admin/contacts/ContactsTab.tsx
var T$1 = TEXTS.contacts;
function ContactsTab() {
	const controls = useListControls({
		unread: "",
		country: ""
	});
	const query = useAdminList("contacts", controls.params);
	const [toDelete, setToDelete] = useState(null);
	const markRead = useAdminAction({
		run: (contact) => adminRequest("PATCH", `/api/admin/contacts/${contact.id}/read`),
		success: () => ({ title: T$1.markedRead }),
		failure: { title: T$1.markReadError },
		invalidate: [listKey("contacts")]
	});
	const remove = useAdminAction({
		run: (contact) => adminRequest("DELETE", `/api/admin/contacts/${contact.id}`),
		success: () => ({ title: T$1.deleted }),
		failure: { title: T$1.deleteError },
		invalidate: [listKey("contacts")],
		onSuccess: () => setToDelete(null)
	});
	return /* @__PURE__ */ jsxs("section", {
		className: "admin-tab-section",
		"aria-labelledby": "contacts-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "contacts-heading",
				className: "admin-section-title",
				children: T$1.heading
			}),
			/* @__PURE__ */ jsx(ListToolbar, {
				search: controls.search,
				onSearch: controls.setSearch,
				filters: [{
					label: TEXTS.list.status,
					value: controls.filters.unread,
					onChange: (value) => controls.setFilter("unread", value),
					options: [
						{
							value: "",
							label: T$1.readFilter.all
						},
						{
							value: "1",
							label: T$1.readFilter.unread
						},
						{
							value: "0",
							label: T$1.readFilter.read
						}
					]
				}, countryFilter(controls.filters.country, (value) => controls.setFilter("country", value))]
			}),
			/* @__PURE__ */ jsx(ListView, {
				query,
				page: controls.page,
				onPage: controls.setPage,
				emptyText: T$1.empty,
				narrowed: controls.narrowed,
				onClear: controls.clear,
				label: T$1.heading,
				itemKey: (contact) => contact.id,
				renderItem: (contact) => /* @__PURE__ */ jsx(ContactCard, {
					contact,
					markingRead: markRead.isPending && markRead.variables?.id === contact.id,
					onMarkRead: () => markRead.mutate(contact),
					onDelete: () => setToDelete(contact)
				})
			}),
			/* @__PURE__ */ jsx(ConfirmDialog, {
				open: toDelete !== null,
				title: T$1.deleteTitle,
				question: toDelete ? T$1.deleteQuestion(toDelete.name) : "",
				busy: remove.isPending,
				onConfirm: () => toDelete && remove.mutate(toDelete),
				onClose: () => setToDelete(null)
			})
		]
	});
}
// engine/lifecycles/interview/interviewMachine.ts
var isStepNumber = (value) => typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= INTERVIEW_STEP_COUNT;
/** A date and time Date.parse reads (the API's schema asks for ISO 8601). */
var isInstant = (value) => typeof value === "string" && !Number.isNaN(Date.parse(value));
/** The step number (1..7) of a step key. */
var stepNumberOf = (key) => INTERVIEW_STEP_KEYS.indexOf(key) + 1;
/** An unknown stored status is read as in progress (nothing was finalized). */
var normalizeInterviewStatus = (status) => status === "completed" ? "completed" : "in_progress";
var interviewMachine = setup({
	types: {
		context: {},
		events: {}
	},
	guards: {
		isStepInRange: ({ event }) => event.type === "GO_TO_STEP" && isStepNumber(event.step),
		isKnownStep: ({ event }) => event.type === "SAVE_STEP" && isInterviewStepKey(event.stepKey) && (event.note === void 0 || typeof event.note === "string"),
		isKnownNote: ({ event }) => event.type === "SAVE_NOTE" && isInterviewStepKey(event.stepKey) && typeof event.note === "string" && (event.notedAt === void 0 || isInstant(event.notedAt)),
		canFinalize: ({ context, event }) => event.type === "FINALIZE" && context.currentStep === INTERVIEW_STEP_COUNT && typeof event.rating === "string" && event.rating.trim() !== "" && typeof event.executiveSummary?.text === "string"
	},
	actions: {
		goToStep: assign({ currentStep: ({ context, event }) => event.type === "GO_TO_STEP" ? event.step : context.currentStep }),
		saveStep: assign(({ context, event }) => {
			if (event.type !== "SAVE_STEP" || !isInterviewStepKey(event.stepKey)) return {};
			const notes = event.note === void 0 ? context.notes : {
				...context.notes,
				[event.stepKey]: event.note
			};
			return {
				currentStep: stepNumberOf(event.stepKey),
				notes
			};
		}),
		saveNote: assign(({ context, event }) => {
			if (event.type !== "SAVE_NOTE" || !isInterviewStepKey(event.stepKey)) return {};
			const keptAt = context.notesAt[event.stepKey];
			if (event.notedAt !== void 0 && keptAt !== void 0 && Date.parse(keptAt) > Date.parse(event.notedAt)) return {};
			const notesAt = { ...context.notesAt };
			if (event.notedAt === void 0) delete notesAt[event.stepKey];
			else notesAt[event.stepKey] = event.notedAt;
			return {
				notes: {
					...context.notes,
					[event.stepKey]: event.note
				},
				notesAt
			};
		}),
		finalize: assign(({ event }) => event.type === "FINALIZE" ? {
			executiveSummary: event.executiveSummary,
			rating: event.rating
		} : {})
	}
}).createMachine({
	id: "interview",
	initial: "in_progress",
	context: {
		currentStep: 1,
		notes: {},
		notesAt: {},
		executiveSummary: null,
		rating: null
	},
	on: { DELETE: ".deleted" },
	states: {
		in_progress: { on: {
			GO_TO_STEP: {
				guard: "isStepInRange",
				actions: "goToStep"
			},
			SAVE_STEP: {
				guard: "isKnownStep",
				actions: "saveStep"
			},
			SAVE_NOTE: {
				guard: "isKnownNote",
				actions: "saveNote"
			},
			FINALIZE: {
				guard: "canFinalize",
				target: "completed",
				actions: "finalize"
			}
		} },
		completed: { on: { REOPEN: "in_progress" } },
		deleted: { type: "final" }
	}
});
/** The machine's snapshot for a stored interview. */
function resolveInterview(state) {
	return interviewMachine.resolveState({
		value: normalizeInterviewStatus(state.status),
		context: {
			currentStep: isStepNumber(state.currentStep) ? state.currentStep : 1,
			notes: { ...state.notes ?? {} },
			notesAt: { ...state.notesAt ?? {} },
			executiveSummary: state.executiveSummary ?? null,
			rating: state.rating ?? null
		}
	});
}
INTERVIEW_STEP_KEYS[0];
/** Whether the card says 'Completada': only once finalized, not merely on step 7. */
var isInterviewCompleted = (status) => normalizeInterviewStatus(status) === "completed";
// frontend/admin/interviews/RatingBadge.tsx
/** Superior green, Promedio yellow, any other rating red (docs/product-rules.md). */
var ratingTone = (rating) => rating === "Superior" ? "is-superior" : rating === "Promedio" ? "is-promedio" : "is-low";
function RatingBadge({ rating }) {
	return /* @__PURE__ */ jsx("span", {
		className: `badge is-rating ${ratingTone(rating)}`,
		children: rating
	});
}
// frontend/admin/interviews/InterviewCard.tsx
/** One interview: 'Paso n/7' with a progress bar while in progress; summary fields and notes once completed. */
function InterviewCard({ interview: i, onOpen, onDelete }) {
	const completed = isInterviewCompleted(i.status);
	const noteCount = Object.values(i.consultantNotes ?? {}).filter((note) => typeof note === "string" && note.trim() !== "").length;
	const summary = i.executiveSummary;
	return /* @__PURE__ */ jsxs("article", {
		className: `record-card ${completed ? "is-completed" : "is-pending"}`,
		"data-testid": "interview-card",
		"aria-label": i.clientName,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "record-card-head",
				children: [
					/* @__PURE__ */ jsx("h3", {
						className: "record-card-title",
						children: i.clientName
					}),
					/* @__PURE__ */ jsx("span", {
						className: `badge ${completed ? "is-completed" : "is-pending"}`,
						children: completed ? INTERVIEW_TEXTS.completed : INTERVIEW_TEXTS.stepOf(i.currentStep, INTERVIEW_STEP_COUNT)
					}),
					completed && i.rating && /* @__PURE__ */ jsx(RatingBadge, { rating: i.rating }),
					/* @__PURE__ */ jsxs("p", {
						className: "record-card-date",
						children: [
							INTERVIEW_TEXTS.createdOn,
							" ",
							/* @__PURE__ */ jsx("time", {
								dateTime: i.createdAt,
								children: formatInstant(i.createdAt)
							})
						]
					})
				]
			}),
			!completed && /* @__PURE__ */ jsx("progress", {
				className: "progress is-small interview-progress",
				value: i.currentStep,
				max: INTERVIEW_STEP_COUNT,
				"aria-label": INTERVIEW_TEXTS.progress
			}),
			/* @__PURE__ */ jsx(DetailList, { details: [{
				label: TEXTS.fields.country,
				value: regionLabel(i.country)
			}, ...completed ? [
				{
					label: INTERVIEW_TEXTS.recommendedVisa,
					value: summary?.recommendedVisa || INTERVIEW_TEXTS.notAvailable,
					muted: !summary?.recommendedVisa
				},
				{
					label: INTERVIEW_TEXTS.eligibilityLevel,
					value: summary?.eligibilityLevel || INTERVIEW_TEXTS.notAvailable,
					muted: !summary?.eligibilityLevel
				},
				{
					label: INTERVIEW_TEXTS.notes,
					value: String(noteCount)
				}
			] : []] }),
			/* @__PURE__ */ jsxs("footer", {
				className: "record-card-actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					"data-action": "open",
					className: `button is-small ${completed ? "is-gold" : "is-primary"}`,
					onPointerEnter: prefetchInterviewDialog,
					onFocus: prefetchInterviewDialog,
					onClick: onOpen,
					children: completed ? INTERVIEW_TEXTS.viewSummary : INTERVIEW_TEXTS.continue
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					"data-action": "delete",
					className: "button is-small is-danger is-outlined",
					onClick: onDelete,
					children: INTERVIEW_TEXTS.delete
				})]
			})
		]
	});
}
// frontend/admin/interviews/NewInterviewDialog.tsx
/** 'Nueva Entrevista': the client's name (the create button stays disabled while it is blank) and the region. */
function NewInterviewDialog({ open, busy, onSubmit, onClose }) {
	const [clientName, setClientName] = useState("");
	const [country, setCountry] = useState("usa");
	const blank = clientName.trim() === "";
	const submit = (event) => {
		event.preventDefault();
		if (blank || busy) return;
		onSubmit({
			clientName: clientName.trim(),
			country
		});
	};
	return /* @__PURE__ */ jsx(Modal, {
		open,
		onClose,
		title: INTERVIEW_TEXTS.newInterview,
		description: INTERVIEW_TEXTS.newDescription,
		footer: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-light",
			onClick: onClose,
			children: TEXTS.dialogs.cancel
		}), /* @__PURE__ */ jsx("button", {
			type: "submit",
			form: "new-interview-form",
			className: "button is-primary",
			disabled: blank,
			"aria-disabled": busy || void 0,
			children: busy ? INTERVIEW_TEXTS.creating : INTERVIEW_TEXTS.create
		})] }),
		children: /* @__PURE__ */ jsxs("form", {
			id: "new-interview-form",
			onSubmit: submit,
			noValidate: true,
			children: [/* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [/* @__PURE__ */ jsxs("label", {
					className: "label",
					htmlFor: "new-interview-name",
					children: [INTERVIEW_TEXTS.clientName, " *"]
				}), /* @__PURE__ */ jsx("div", {
					className: "control",
					children: /* @__PURE__ */ jsx("input", {
						id: "new-interview-name",
						className: "input",
						value: clientName,
						maxLength: 200,
						autoComplete: "off",
						required: true,
						onChange: (e) => setClientName(e.target.value),
						"data-autofocus": true
					})
				})]
			}), /* @__PURE__ */ jsxs("div", {
				className: "field",
				children: [/* @__PURE__ */ jsx("label", {
					className: "label",
					htmlFor: "new-interview-country",
					children: INTERVIEW_TEXTS.country
				}), /* @__PURE__ */ jsx("div", {
					className: "control",
					children: /* @__PURE__ */ jsx("div", {
						className: "select is-fullwidth",
						children: /* @__PURE__ */ jsx("select", {
							id: "new-interview-country",
							value: country,
							onChange: (e) => setCountry(e.target.value),
							children: INTERVIEW_REGIONS.map((region) => /* @__PURE__ */ jsx("option", {
								value: region,
								children: INTERVIEW_TEXTS.countries[region]
							}, region))
						})
					})
				})]
			})]
		})
	});
}
// frontend/admin/interviews/useOpenInterview.ts
/** Which interview the dialog shows (null: closed). */
function useOpenInterview() {
	const [openId, setOpenId] = useState(null);
	return {
		openId,
		open: (id) => setOpenId(id),
		close: () => setOpenId(null)
	};
}
// frontend/admin/interviews/InterviewsTab.tsx
var asPage = (items) => ({
	items,
	total: items.length,
	page: 1,
	pageSize: Math.max(1, items.length)
});
/** Entrevistas: every interview, newest first, 'Nueva Entrevista', and the interview dialog. */
function InterviewsTab() {
	const query = useQuery({
		queryKey: INTERVIEWS_KEY,
		queryFn: ({ signal }) => interviewApi.list(signal),
		select: asPage
	});
	const [creating, setCreating] = useState(false);
	const [round, setRound] = useState(0);
	const [deleting, setDeleting] = useState(null);
	const { openId, open, close } = useOpenInterview();
	const Dialog = useInterviewDialog(openId !== null, close);
	const create = useAdminAction({
		run: (body) => interviewApi.create(body),
		success: () => ({ title: INTERVIEW_TEXTS.created }),
		failure: { title: INTERVIEW_TEXTS.createError },
		invalidate: [INTERVIEWS_KEY],
		onSuccess: (interview) => {
			setCreating(false);
			setRound((r) => r + 1);
			open(interview.id);
		}
	});
	const remove = useAdminAction({
		run: (interview) => interviewApi.remove(interview.id),
		success: () => ({ title: INTERVIEW_TEXTS.deleted }),
		failure: { title: INTERVIEW_TEXTS.deleteError },
		invalidate: [INTERVIEWS_KEY],
		onSuccess: () => setDeleting(null)
	});
	return /* @__PURE__ */ jsxs("section", {
		className: "admin-tab-section",
		"aria-labelledby": "interviews-heading",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "interviews-head",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "interviews-heading",
					className: "admin-section-title",
					children: INTERVIEW_TEXTS.heading
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-primary",
					onClick: () => setCreating(true),
					children: INTERVIEW_TEXTS.newInterview
				})]
			}),
			/* @__PURE__ */ jsx(ListView, {
				query,
				page: 1,
				onPage: () => void 0,
				emptyText: INTERVIEW_TEXTS.empty,
				narrowed: false,
				onClear: () => void 0,
				label: INTERVIEW_TEXTS.heading,
				itemKey: (i) => i.id,
				renderItem: (i) => /* @__PURE__ */ jsx(InterviewCard, {
					interview: i,
					onOpen: () => open(i.id),
					onDelete: () => setDeleting(i)
				})
			}),
			/* @__PURE__ */ jsx(NewInterviewDialog, {
				open: creating,
				busy: create.isPending,
				onSubmit: (body) => create.mutate(body),
				onClose: () => setCreating(false)
			}, round),
			/* @__PURE__ */ jsx(ConfirmDialog, {
				open: deleting !== null,
				title: INTERVIEW_TEXTS.deleteTitle,
				question: INTERVIEW_TEXTS.deleteQuestion(deleting?.clientName ?? ""),
				busy: remove.isPending,
				onConfirm: () => deleting && remove.mutate(deleting),
				onClose: () => setDeleting(null)
			}),
			openId && (Dialog ? /* @__PURE__ */ jsx(Dialog, {
				id: openId,
				onClose: close
			}, openId) : /* @__PURE__ */ jsx("span", {
				className: "list-state",
				role: "status",
				children: INTERVIEW_TEXTS.loading
			}))
		]
	});
}
// frontend/admin/panel/useSummary.ts
/** The tab counts (GET /api/admin/summary); every staff action reloads them. */
function useSummary() {
	return useQuery({
		queryKey: SUMMARY_KEY,
		queryFn: ({ signal }) => adminRequest("GET", "/api/admin/summary", void 0, { signal })
	});
}
// frontend/admin/results/ResultCard.tsx
/** One result; 'Detalles' opens the case of the consultation it came from, while that consultation exists. */
function ResultCard({ result }) {
	const message = result.message?.trim();
	return /* @__PURE__ */ jsxs("article", {
		className: `record-card is-result-${result.resultType}`,
		"data-testid": "result-card",
		"aria-label": result.name,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "record-card-head",
				children: [
					/* @__PURE__ */ jsx("h3", {
						className: "record-card-title",
						children: result.name
					}),
					/* @__PURE__ */ jsx("span", {
						className: `badge is-result is-${result.resultType}`,
						children: TEXTS.results.badge[result.resultType]
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "record-card-date",
						children: [
							TEXTS.fields.completedOn,
							" ",
							/* @__PURE__ */ jsx("time", {
								dateTime: result.completedAt,
								children: formatInstant(result.completedAt)
							})
						]
					})
				]
			}),
			/* @__PURE__ */ jsx(DetailList, { details: [
				{
					label: TEXTS.fields.email,
					value: mailLink(result.email),
					wide: "narrow"
				},
				{
					label: TEXTS.fields.phone,
					value: phoneLink(result.phone)
				},
				{
					label: TEXTS.fields.country,
					value: countryLabel(result.country)
				},
				{
					label: TEXTS.fields.originalMessage,
					value: message || TEXTS.consultations.noMessage,
					muted: !message,
					wide: true
				}
			] }),
			/* @__PURE__ */ jsx("footer", {
				className: "record-card-actions",
				children: result.caseAvailable ? /* @__PURE__ */ jsx(CaseDetailsButton, { consultation: {
					id: result.originalConsultationId,
					name: result.name,
					email: result.email,
					phone: result.phone,
					address: result.address,
					country: result.country
				} }) : /* @__PURE__ */ jsx("p", {
					className: "record-card-note",
					children: TEXTS.results.caseDeleted
				})
			})
		]
	});
}
// frontend/admin/results/ResultsTab.tsx
var T = TEXTS.results;
/** The two result folders, Éxitos and Reaplicar, each with its count. */
function ResultsTab() {
	const controls = useListControls({ country: "" });
	const [folder, setFolder] = useState("exito");
	const query = useAdminList("results", {
		...controls.params,
		type: folder
	});
	const summary = useSummary().data;
	return /* @__PURE__ */ jsxs("section", {
		className: "admin-tab-section",
		"aria-labelledby": "results-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "results-heading",
				className: "admin-section-title",
				children: T.heading
			}),
			/* @__PURE__ */ jsx("div", {
				className: "folder-toggle",
				role: "group",
				"aria-label": T.folderLabel,
				children: RESULT_TYPES.map((type) => /* @__PURE__ */ jsxs("button", {
					type: "button",
					className: `folder-toggle-button is-${type}`,
					"aria-pressed": folder === type,
					onClick: () => {
						setFolder(type);
						controls.setPage(1);
					},
					children: [T.folders[type], /* @__PURE__ */ jsx("span", {
						className: "count-pill",
						children: summary?.results[type] ?? "–"
					})]
				}, type))
			}),
			/* @__PURE__ */ jsx(ListToolbar, {
				search: controls.search,
				onSearch: controls.setSearch,
				filters: [countryFilter(controls.filters.country, (value) => controls.setFilter("country", value))]
			}),
			/* @__PURE__ */ jsx(ListView, {
				query,
				page: controls.page,
				onPage: controls.setPage,
				emptyText: T.empty[folder],
				narrowed: controls.narrowed,
				onClear: controls.clear,
				label: T.folders[folder],
				itemKey: (result) => result.id,
				renderItem: (result) => /* @__PURE__ */ jsx(ResultCard, { result })
			})
		]
	});
}
// frontend/admin/panel/adminTabs.tsx
/** A tab in its own chunk, loaded the first time it opens. */
function lazyTab(load) {
	const Tab = lazy(load);
	return function LazyTab(props) {
		return /* @__PURE__ */ jsx(Suspense, {
			fallback: /* @__PURE__ */ jsx("p", {
				className: "list-state",
				role: "status",
				children: TEXTS.list.loading
			}),
			children: /* @__PURE__ */ jsx(Tab, { ...props })
		});
	};
}
var TemplatesTab = lazyTab(() => import("./TemplatesTab-CrhUQegu.js"));
var StaffTab = lazyTab(() => import("./StaffTab-DNbUTvNS.js"));
var ActivityTab = lazyTab(() => import("./ActivityTab-C6VjfBPe.js"));
/**
* The panel's tabs, in order (docs/product-rules.md). A new tab is one more entry here; its count comes
* from the summary. Each role sees the tabs its permissions open (tabsFor).
*/
var ADMIN_TABS = [
	{
		id: "contactos",
		permission: "contacts",
		label: TEXTS.tabs.contacts,
		count: (s) => ({
			value: s.unreadContacts,
			meaning: TEXTS.tabs.unread
		}),
		Panel: ContactsTab
	},
	{
		id: "entrevistas",
		permission: "interviews",
		label: TEXTS.tabs.interviews,
		count: (s) => ({
			value: s.interviewsInProgress,
			meaning: TEXTS.tabs.inProgress
		}),
		Panel: InterviewsTab
	},
	{
		id: "consultas",
		permission: "consultations",
		label: TEXTS.tabs.consultations,
		count: (s) => ({
			value: s.pendingConsultations,
			meaning: TEXTS.tabs.pending
		}),
		Panel: ConsultationsTab
	},
	{
		id: "resultados",
		permission: "results",
		label: TEXTS.tabs.results,
		count: (s) => ({
			value: s.results.total,
			meaning: TEXTS.tabs.total
		}),
		Panel: ResultsTab
	},
	{
		id: "carrusel",
		permission: "carousel",
		label: TEXTS.tabs.carousel,
		Panel: CarouselTab
	},
	{
		id: "plantillas",
		permission: "templates",
		label: TEXTS.tabs.templates,
		Panel: TemplatesTab
	},
	{
		id: "equipo",
		permission: "staff",
		label: TEXTS.tabs.staff,
		Panel: StaffTab
	},
	{
		id: "actividad",
		permission: "activity",
		label: TEXTS.tabs.activity,
		Panel: ActivityTab
	}
];
/** The tabs `role` may open, in the panel's order; the first is where the panel opens by default. */
function tabsFor(role) {
	return ADMIN_TABS.filter((tab) => roleCan(role, tab.permission));
}
// frontend/admin/panel/TabList.tsx
var tabId = (id) => `admin-tab-${id}`;
var panelId = (id) => `admin-panel-${id}`;
/** WAI-ARIA tabs: arrows, Home and End move between tabs and open them (automatic activation). */
function TabList({ tabs, active, onSelect, summary }) {
	const list = useRef(null);
	useEffect(() => {
		const strip = list.current;
		const tab = strip?.querySelector(`#${tabId(active)}`);
		if (!strip || !tab) return;
		const peek = Math.min(40, strip.clientWidth / 8);
		const start = tab.offsetLeft - peek;
		const end = tab.offsetLeft + tab.offsetWidth + peek;
		if (start < strip.scrollLeft) strip.scrollLeft = start;
		else if (end > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = end - strip.clientWidth;
	}, [active, summary !== void 0]);
	const onKeyDown = (event) => {
		const index = tabs.findIndex((tab) => tab.id === active);
		const moves = {
			ArrowRight: index + 1,
			ArrowLeft: index - 1,
			Home: 0,
			End: tabs.length - 1
		};
		if (!(event.key in moves)) return;
		event.preventDefault();
		const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
		onSelect(next.id);
		list.current?.querySelector(`#${tabId(next.id)}`)?.focus();
	};
	return /* @__PURE__ */ jsx("div", {
		ref: list,
		className: "admin-tabs",
		role: "tablist",
		"aria-label": TEXTS.tabs.label,
		onKeyDown,
		children: tabs.map((tab) => {
			const count = summary && tab.count ? tab.count(summary) : null;
			const selected = tab.id === active;
			return /* @__PURE__ */ jsxs("button", {
				id: tabId(tab.id),
				type: "button",
				role: "tab",
				className: "admin-tab",
				"aria-selected": selected,
				"aria-controls": panelId(tab.id),
				tabIndex: selected ? 0 : -1,
				onClick: () => onSelect(tab.id),
				children: [/* @__PURE__ */ jsx("span", { children: tab.label }), count && /* @__PURE__ */ jsxs("span", {
					className: `count-pill${count.value > 0 ? " is-active" : ""}`,
					children: [/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: count.value
					}), /* @__PURE__ */ jsx("span", {
						className: "is-sr-only",
						children: TEXTS.tabs.countLabel(count.value, count.meaning)
					})]
				})]
			}, tab.id);
		})
	});
}
// frontend/admin/panel/useActiveTab.ts
/**
* The open tab, kept in the address (`/admin?tab=consultas`) so a reload or a shared link opens it again.
* A tab that is not among `ids` (not for this role, or no longer: the role changed) gives way to the first one.
*/
function useActiveTab(ids) {
	const [chosen, setChosen] = useState(() => new URLSearchParams(window.location.search).get("tab"));
	const select = useCallback((id) => {
		setChosen(id);
		const url = new URL(window.location.href);
		url.searchParams.set("tab", id);
		window.history.replaceState(window.history.state, "", url);
	}, []);
	return [chosen && ids.includes(chosen) ? chosen : ids[0], select];
}
// frontend/admin/panel/AdminPanel.tsx
/**
* 'Panel de Administración': header, the tabs the person's role may open, with counts, and the open tab
* (tabs already visited stay mounted, keeping their search and page).
*/
function AdminPanel({ user }) {
	const tabs = useMemo(() => tabsFor(user.role), [user.role]);
	const [active, select] = useActiveTab(useMemo(() => tabs.map((tab) => tab.id), [tabs]));
	const [visited, setVisited] = useState(() => /* @__PURE__ */ new Set([active]));
	if (!visited.has(active)) setVisited(new Set(visited).add(active));
	const summary = useSummary();
	useQueueSender();
	const { signingOut, signOut } = useSignOut();
	const open = (id) => {
		select(id);
		setVisited((seen) => seen.has(id) ? seen : new Set(seen).add(id));
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "admin-shell",
		children: [/* @__PURE__ */ jsx("header", {
			className: "admin-header",
			children: /* @__PURE__ */ jsxs("div", {
				className: "admin-container admin-header-inner",
				children: [/* @__PURE__ */ jsxs("a", {
					className: "admin-brand",
					href: "/",
					"aria-label": `${BUSINESS_NAME}: ${TEXTS.header.viewSite}`,
					children: [/* @__PURE__ */ jsx("img", {
						src: "/img/logo.svg",
						alt: "",
						width: "36",
						height: "36"
					}), /* @__PURE__ */ jsx("span", { children: BUSINESS_NAME })]
				}), /* @__PURE__ */ jsxs("div", {
					className: "admin-user",
					children: [
						/* @__PURE__ */ jsxs("span", {
							className: "admin-user-name",
							title: TEXTS.header.signedInAs(user.username),
							children: [/* @__PURE__ */ jsx("span", {
								className: "is-sr-only",
								children: TEXTS.header.signedInAs(user.username)
							}), /* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								children: user.username
							})]
						}),
						/* @__PURE__ */ jsx(AccountButton, { user }),
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "button is-small admin-sign-out",
							"aria-disabled": signingOut || void 0,
							onClick: () => void signOut(),
							children: signingOut ? TEXTS.header.signingOut : TEXTS.header.signOut
						})
					]
				})]
			})
		}), /* @__PURE__ */ jsx("main", {
			className: "admin-main",
			children: /* @__PURE__ */ jsxs("div", {
				className: "admin-container",
				children: [
					/* @__PURE__ */ jsx("h1", {
						className: "admin-title",
						children: TEXTS.panelTitle
					}),
					tabs.length === 0 && /* @__PURE__ */ jsx("p", {
						className: "list-state",
						children: TEXTS.tabs.none
					}),
					/* @__PURE__ */ jsx(TabList, {
						tabs,
						active,
						onSelect: open,
						summary: summary.data
					}),
					tabs.filter((tab) => visited.has(tab.id)).map(({ id, Panel }) => /* @__PURE__ */ jsx("div", {
						id: panelId(id),
						role: "tabpanel",
						"aria-labelledby": tabId(id),
						hidden: id !== active,
						className: "admin-tabpanel",
						children: /* @__PURE__ */ jsx(Panel, { shown: id === active })
					}, id))
				]
			})
		})]
	});
}
// frontend/admin/AdminPage.tsx
var AdminPage_exports = /* @__PURE__ */ __exportAll({ default: () => AdminPage });
/** /admin: the sign-in screen until a staff session exists, then the panel. */
function AdminPage() {
	useEffect(() => {
		document.title = TEXTS.documentTitle;
	}, []);
	return /* @__PURE__ */ jsx(QueryRoot, { children: /* @__PURE__ */ jsx("div", {
		className: "admin-page",
		children: /* @__PURE__ */ jsx(StaffOnly, { children: (user) => /* @__PURE__ */ jsx(AdminPanel, { user }) })
	}) });
}
export { NoteAutosaver as _, useCan as a, clearDraft as c, useAdminList as d, AdminPage as default, useListControls as f, ListToolbar as g, Pagination as h, resolveInterview as i, readDraft as l, ListView as m, RatingBadge as n, DetailList as o, useDebouncedValue as p, interviewMachine as r, CASE_TEXTS as s, AdminPage_exports as t, writeDraft as u, noteAutosaverFor as v };
