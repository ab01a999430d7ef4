import { l as BUSINESS_TIME_ZONE, n as newIdempotencyKey } from "../renderLanding.js";
import { assign, getNextSnapshot, setup } from "xstate";
// frontend/offline/clock.ts
var systemClock = {
	now: () => Date.now(),
	setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
	clearTimeout: (handle) => globalThis.clearTimeout(handle)
};
function sleep(clock, ms) {
	return new Promise((resolve) => clock.setTimeout(resolve, ms));
}
// frontend/offline/storageKeys.ts
/**
* Where the browser keeps forms and queued submissions (docs/operations.md, Data kept in the browser).
* Every key starts with the product's prefix so none collides with another app on the same origin.
*/
var STORAGE_PREFIX = "rumbo:";
/** A form's draft lives at FORM_DRAFT_PREFIX + its formId. */
var FORM_DRAFT_PREFIX = `${STORAGE_PREFIX}form:`;
var QUEUE_KEY = `${STORAGE_PREFIX}queue`;
var FAILED_QUEUE_KEY = `${STORAGE_PREFIX}queue:failed`;
/** Web Locks names, or localStorage lease keys where the browser has no Web Locks. */
var SEND_LOCK_NAME = `${STORAGE_PREFIX}queue:send`;
var WRITE_LOCK_NAME = `${STORAGE_PREFIX}queue:write`;
/**
* The case dialog's drafts, in sessionStorage (this tab only) at CASE_DRAFT_PREFIX + the consultation id.
* The key predates the product prefix and is kept, so a tab open across an update keeps its draft.
*/
var CASE_DRAFT_PREFIX = "caso-borrador:";
// frontend/offline/formDraft.ts
/**
* Reading, saving and clearing drafts; `save` throws when the browser refuses to store. `prefix` puts a
* kind of drafts under its own keys (the case dialog's, docs/operations.md, Data kept in the browser).
*/
function createDraftStore(storage, clock, prefix = FORM_DRAFT_PREFIX) {
	const keyOf = (formId) => prefix + formId;
	return {
		load(formId) {
			try {
				const draft = JSON.parse(storage.getItem(keyOf(formId)) ?? "null");
				return draft && draft.formId === formId && typeof draft.timestamp === "number" ? draft : null;
			} catch {
				return null;
			}
		},
		save(formId, data) {
			storage.setItem(keyOf(formId), JSON.stringify({
				data,
				timestamp: clock.now(),
				formId
			}));
		},
		clear(formId) {
			storage.removeItem(keyOf(formId));
		}
	};
}
/**
* Calls `save` once typing has stopped for `delayMs`: each `changed` restarts the wait. `flushNow`
* saves at once what is waiting (the page is being hidden or left).
*/
function debounced(clock, delayMs, save) {
	let timer = null;
	let waiting = null;
	const run = () => {
		timer = null;
		if (!waiting) return;
		const { value } = waiting;
		waiting = null;
		save(value);
	};
	return {
		changed(value) {
			if (timer !== null) clock.clearTimeout(timer);
			waiting = { value };
			timer = clock.setTimeout(run, delayMs);
		},
		flushNow() {
			if (timer !== null) clock.clearTimeout(timer);
			run();
		},
		cancel() {
			if (timer !== null) clock.clearTimeout(timer);
			timer = null;
			waiting = null;
		}
	};
}
// frontend/offline/senderLock.ts
/** The Web Locks API: the browser releases the lock itself when a tab closes or crashes. */
function webLock(locks, name) {
	return { run: (task) => locks.request(name, () => task(() => {})) };
}
/**
* For browsers without Web Locks: a lease in localStorage. A tab that closes without releasing it
* blocks the others only until it expires.
*/
function leaseLock({ storage, clock, key, owner, leaseMs = 3e4, settleMs = 50, pollMs = 500 }) {
	const read = () => {
		try {
			return JSON.parse(storage.getItem(key) ?? "null");
		} catch {
			return null;
		}
	};
	const write = () => storage.setItem(key, JSON.stringify({
		owner,
		expiresAt: clock.now() + leaseMs
	}));
	const free = (lease) => !lease || lease.owner === owner || lease.expiresAt <= clock.now();
	let tail = Promise.resolve();
	async function acquire() {
		for (;;) {
			if (free(read())) {
				write();
				await sleep(clock, settleMs);
				if (read()?.owner === owner) return;
			}
			await sleep(clock, pollMs);
		}
	}
	return { run(task) {
		const turn = tail.then(async () => {
			await acquire();
			try {
				return await task(() => {
					if (read()?.owner === owner) write();
				});
			} finally {
				if (read()?.owner === owner) storage.removeItem(key);
			}
		});
		tail = turn.catch(() => {});
		return turn;
	} };
}
var queuedSubmissionMachine = setup({
	types: {
		context: {},
		events: {}
	},
	guards: { lastTry: ({ context }) => context.retryCount + 1 >= 3 },
	actions: { countTry: assign({ retryCount: ({ context }) => context.retryCount + 1 }) }
}).createMachine({
	id: "queuedSubmission",
	initial: "queued",
	context: { retryCount: 0 },
	states: {
		queued: { on: { SEND: "sending" } },
		waiting: { on: { SEND: "sending" } },
		sending: { on: {
			SEND: "sending",
			SUCCEEDED: "sent",
			TRY_FAILED: [{
				guard: "lastTry",
				target: "failed",
				actions: "countTry"
			}, {
				target: "waiting",
				actions: "countTry"
			}],
			REFUSED: "failed",
			INTERRUPTED: "queued"
		} },
		sent: { type: "final" },
		failed: { type: "final" }
	}
});
/** Where a stored submission goes on `event`; an event its state does not allow leaves it as it was. */
function nextSubmissionState(current, event) {
	const snapshot = queuedSubmissionMachine.resolveState({
		value: current.state,
		context: { retryCount: current.retryCount }
	});
	const next = getNextSnapshot(queuedSubmissionMachine, snapshot, event);
	return {
		state: next.value,
		retryCount: next.context.retryCount
	};
}
// frontend/offline/retryDelay.ts
/** First wait after a failed try; each further wait doubles it. */
var FIRST_RETRY_DELAY_MS = 2e3;
/** Back-off never waits longer than this on its own; a server's Retry-After may ask for more. */
var MAX_BACKOFF_MS = 6e4;
/** A Retry-After further away than a day is taken as a day: the person still sees the item waiting. */
var MAX_RETRY_AFTER_MS = 864e5;
/**
* The wait before the next try after `failedTries` failures: exponential back-off with up to 20 %
* added at random (so many browsers coming back online together do not all retry at once), or the
* server's Retry-After when it asks for longer.
*/
function retryDelay(failedTries, retryAfterMs, random = Math.random) {
	const backoff = Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, failedTries - 1), MAX_BACKOFF_MS);
	const jittered = Math.round(backoff * (1 + .2 * random()));
	return retryAfterMs === null ? jittered : Math.max(jittered, Math.min(retryAfterMs, MAX_RETRY_AFTER_MS));
}
/** Retry-After as milliseconds from `now`: delay-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
function parseRetryAfter(value, now) {
	if (value === null) return null;
	const trimmed = value.trim();
	if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1e3;
	const date = Date.parse(trimmed);
	return Number.isNaN(date) ? null : Math.max(0, date - now);
}
// frontend/offline/texts.ts
/** Every text of the offline queue and the local drafts a person may read, together for review. */
var OFFLINE_TEXTS = {
	networkError: "Sin conexión con el servidor.",
	timeout: "El servidor no respondió a tiempo.",
	storageFull: "El almacenamiento del navegador está lleno: el envío no se pudo guardar. Los datos siguen en el formulario.",
	storageUnavailable: "Este navegador no permite guardar datos localmente (modo privado o almacenamiento desactivado): los envíos sin conexión y los borradores no se conservarán."
};
// frontend/offline/submissionQueue.ts
/** The browser refused to store the queue: the caller keeps the data on screen and says so. */
var QueueStorageError = class extends Error {
	reason;
	constructor(reason) {
		super(reason === "full" ? OFFLINE_TEXTS.storageFull : OFFLINE_TEXTS.storageUnavailable);
		this.reason = reason;
		this.name = "QueueStorageError";
	}
};
/**
* The offline submission queue: a list kept in storage, sent first-in first-out by one tab at a time.
* An item stays in the list, marked in flight, while it is sent, and leaves only when the server
* answered 2xx, or it failed for good (then it moves to the failed list, from which the person may
* recover it). Nothing here touches `window`: browserQueue.ts wires it to the page.
*/
function createSubmissionQueue(options) {
	const { storage, clock, queueKey, failedKey } = options;
	const timeoutMs = options.requestTimeoutMs ?? 15e3;
	const listeners = /* @__PURE__ */ new Set();
	let running = null;
	let runAgain = false;
	let wakeTimer = null;
	/** Set by a 401: nothing is sent until the person signs in again (`resumeAfterSignIn`). */
	let signedOut = false;
	const emit = (event) => {
		for (const listener of listeners) listener(event);
	};
	function readList(key) {
		try {
			const parsed = JSON.parse(storage.getItem(key) ?? "[]");
			return Array.isArray(parsed) ? parsed : [];
		} catch {
			return [];
		}
	}
	function writeList(key, list) {
		try {
			if (list.length === 0) storage.removeItem(key);
			else storage.setItem(key, JSON.stringify(list));
		} catch (error) {
			throw new QueueStorageError(error instanceof DOMException && (error.name === "QuotaExceededError" || error.code === 22) ? "full" : "unavailable");
		}
	}
	/** Reads, changes and writes the stored lists under the write lock; other tabs may have changed them meanwhile. */
	async function mutate(change) {
		const result = await options.writeLock.run(async () => {
			const queue = readList(queueKey);
			const failed = readList(failedKey);
			const before = [JSON.stringify(queue), JSON.stringify(failed)];
			const value = change(queue, failed);
			if (JSON.stringify(queue) !== before[0]) writeList(queueKey, queue);
			if (JSON.stringify(failed) !== before[1]) writeList(failedKey, failed);
			return value;
		});
		emit({ type: "changed" });
		return result;
	}
	/** Applies a lifecycle event to the stored item; false when it is no longer in the queue. */
	function applyTo(queue, id, event, patch = {}) {
		const index = queue.findIndex((item) => item.id === id);
		if (index < 0) return null;
		const item = queue[index];
		const next = nextSubmissionState(item, event);
		return {
			index,
			item,
			next,
			updated: {
				...item,
				...patch,
				retryCount: next.retryCount
			}
		};
	}
	async function send(item) {
		const controller = new AbortController();
		let timedOut = false;
		const timer = clock.setTimeout(() => {
			timedOut = true;
			controller.abort();
		}, timeoutMs);
		try {
			const response = await options.fetch(item.endpoint, {
				method: item.method,
				credentials: "include",
				headers: {
					Accept: "application/json",
					"Content-Type": "application/json",
					"Idempotency-Key": item.idempotencyKey
				},
				body: JSON.stringify(item.data),
				signal: controller.signal
			});
			return classify(response, await response.text());
		} catch {
			if (timedOut) return {
				kind: "retry",
				message: OFFLINE_TEXTS.timeout,
				retryAfterMs: null
			};
			if (!options.isOnline()) return {
				kind: "interrupted",
				unauthorized: false
			};
			return {
				kind: "retry",
				message: OFFLINE_TEXTS.networkError,
				retryAfterMs: null
			};
		} finally {
			clock.clearTimeout(timer);
		}
	}
	function classify(response, text) {
		if (response.ok) return {
			kind: "stored",
			response: parseJson(text)
		};
		if (response.status === 401) return {
			kind: "interrupted",
			unauthorized: true
		};
		const message = serverMessage(response, text);
		if ([
			408,
			409,
			429
		].includes(response.status) || response.status >= 500) return {
			kind: "retry",
			message,
			retryAfterMs: parseRetryAfter(response.headers.get("Retry-After"), clock.now())
		};
		return {
			kind: "refused",
			message
		};
	}
	/** One item: marked in flight, sent, then settled. Returns false when the pass must stop. */
	async function sendHead(head, keepAlive) {
		const taken = await mutate((queue) => {
			const change = applyTo(queue, head.id, { type: "SEND" });
			if (!change) return null;
			queue[change.index] = {
				...change.updated,
				state: "sending",
				nextAttemptAt: void 0
			};
			return queue[change.index];
		});
		if (!taken) return true;
		keepAlive();
		const outcome = await send(taken);
		keepAlive();
		return settle(taken, outcome);
	}
	async function settle(item, outcome) {
		if (outcome.kind === "stored") {
			await mutate((queue) => {
				const index = queue.findIndex((entry) => entry.id === item.id);
				if (index >= 0) queue.splice(index, 1);
			});
			emit({
				type: "sent",
				item,
				response: outcome.response
			});
			return true;
		}
		if (outcome.kind === "interrupted") {
			await mutate((queue) => {
				const change = applyTo(queue, item.id, { type: "INTERRUPTED" });
				if (change) queue[change.index] = {
					...change.updated,
					state: "queued"
				};
			});
			if (outcome.unauthorized) {
				signedOut = true;
				emit({ type: "unauthorized" });
			}
			return false;
		}
		const event = outcome.kind === "refused" ? { type: "REFUSED" } : { type: "TRY_FAILED" };
		const failure = await mutate((queue, failed) => {
			const change = applyTo(queue, item.id, event);
			if (!change) return null;
			if (change.next.state === "failed") {
				queue.splice(change.index, 1);
				const { state: _state, nextAttemptAt: _next, lastError: _error, ...kept } = change.updated;
				const entry = {
					...kept,
					reason: outcome.kind === "refused" ? "refused" : "exhausted",
					message: outcome.message,
					failedAt: clock.now()
				};
				failed.push(entry);
				return entry;
			}
			const retryAfterMs = outcome.kind === "retry" ? outcome.retryAfterMs : null;
			const delay = retryDelay(change.next.retryCount, retryAfterMs, options.random);
			queue[change.index] = {
				...change.updated,
				state: "waiting",
				nextAttemptAt: clock.now() + delay,
				lastError: outcome.message
			};
			return null;
		});
		if (failure) emit({
			type: "failed",
			failure
		});
		return true;
	}
	/** One sending pass, holding the send lock: items in order until the queue is empty or its head must wait. */
	async function pass(keepAlive) {
		for (;;) {
			if (!options.isOnline()) return;
			const head = readList(queueKey)[0];
			if (!head) return;
			if (head.state === "waiting" && (head.nextAttemptAt ?? 0) > clock.now()) return;
			if (!await sendHead(head, keepAlive)) return;
		}
	}
	/** Sets one timer for when the head of the queue may be tried again (whichever tab wakes first sends it). */
	function scheduleWake() {
		if (wakeTimer !== null) clock.clearTimeout(wakeTimer);
		wakeTimer = null;
		const head = readList(queueKey)[0];
		if (!head || head.state !== "waiting" || head.nextAttemptAt === void 0) return;
		wakeTimer = clock.setTimeout(() => {
			wakeTimer = null;
			flush();
		}, Math.max(0, head.nextAttemptAt - clock.now()));
	}
	/**
	* Sends what is due. Called on page load, when the browser comes online, when the tab becomes visible,
	* after queuing and when a wait ends. Calls during a pass make one more pass after it.
	*/
	function flush() {
		if (signedOut) return running ?? Promise.resolve();
		if (running) {
			runAgain = true;
			return running;
		}
		running = (async () => {
			do {
				runAgain = false;
				try {
					await options.sendLock.run(pass);
				} catch (error) {
					if (error instanceof QueueStorageError) emit({
						type: "storageError",
						error
					});
					else throw error;
				}
			} while (runAgain && !signedOut);
		})().finally(() => {
			running = null;
			scheduleWake();
		});
		return running;
	}
	return {
		/**
		* Stores the submission (throws QueueStorageError when the browser cannot) and starts sending. With
		* `supersede`, the submission replaces what is queued for the same formId and not yet on its way, and
		* what failed for it: a newer value of the same thing (an autosaved note) makes them obsolete. One
		* already on its way stays ahead of it, so the newer value is still the last one stored.
		*/
		async enqueue(input, { supersede = false } = {}) {
			const item = {
				...input,
				id: options.newId(),
				idempotencyKey: options.newId(),
				timestamp: clock.now(),
				retryCount: 0,
				state: "queued"
			};
			await mutate((queue, failed) => {
				if (supersede) {
					removeWhere(queue, (entry) => entry.formId === item.formId && entry.state !== "sending");
					removeWhere(failed, (entry) => entry.formId === item.formId);
				}
				queue.push(item);
			});
			flush();
			return item;
		},
		flush,
		/** The person signed in again after a 401: sending starts again. */
		resumeAfterSignIn() {
			signedOut = false;
			return flush();
		},
		pending: () => readList(queueKey),
		failed: () => readList(failedKey),
		/** The person recovered or discarded a failed submission: it leaves the failed list. */
		async discardFailed(id) {
			await mutate((_queue, failed) => {
				const index = failed.findIndex((entry) => entry.id === id);
				if (index >= 0) failed.splice(index, 1);
			});
		},
		/** Another tab changed the stored lists (storage event): refresh views and the wake-up timer. */
		changedElsewhere() {
			emit({ type: "changed" });
			scheduleWake();
		},
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		stop() {
			if (wakeTimer !== null) clock.clearTimeout(wakeTimer);
			wakeTimer = null;
			listeners.clear();
		}
	};
}
function removeWhere(list, matches) {
	for (let index = list.length - 1; index >= 0; index -= 1) if (matches(list[index])) list.splice(index, 1);
}
function parseJson(text) {
	try {
		return text ? JSON.parse(text) : null;
	} catch {
		return text;
	}
}
/** The API's Spanish `{error}` (with its first field detail), else docs/product-rules.md's "{status}: {body}". */
function serverMessage(response, text) {
	const body = parseJson(text);
	if (body && typeof body === "object" && typeof body.error === "string") {
		const detail = Array.isArray(body.details) ? body.details[0]?.message : void 0;
		return typeof detail === "string" && detail !== body.error ? `${body.error} ${detail}` : body.error;
	}
	return `${response.status}: ${text || response.statusText}`;
}
// frontend/offline/browserQueue.ts
var shared = null;
/**
* The page's one queue and draft store, wired to the browser: it sends on load, when the browser
* comes back online and when the tab becomes visible again, and learns of other tabs' changes
* through the storage event. Any page or dialog that queues a submission uses this.
*/
function browserOffline() {
	if (shared) return shared;
	const { storage, available } = usableStorage();
	const lock = (name) => "locks" in navigator && navigator.locks ? webLock(navigator.locks, name) : leaseLock({
		storage,
		clock: systemClock,
		key: name,
		owner: newIdempotencyKey()
	});
	const queue = createSubmissionQueue({
		storage,
		fetch: (...args) => window.fetch(...args),
		clock: systemClock,
		sendLock: lock(SEND_LOCK_NAME),
		writeLock: lock(WRITE_LOCK_NAME),
		isOnline: () => navigator.onLine,
		newId: newIdempotencyKey,
		queueKey: QUEUE_KEY,
		failedKey: FAILED_QUEUE_KEY
	});
	window.addEventListener("online", () => void queue.flush());
	document.addEventListener("visibilitychange", () => {
		if (document.visibilityState === "visible") queue.flush();
	});
	window.addEventListener("storage", (event) => {
		if (event.key === null || event.key === "rumbo:queue" || event.key === "rumbo:queue:failed") queue.changedElsewhere();
	});
	navigator.storage?.persist?.().catch(() => false);
	queue.flush();
	shared = {
		queue,
		drafts: createDraftStore(storage, systemClock),
		storageAvailable: available
	};
	return shared;
}
/** localStorage when it works; otherwise memory for this tab only, and the page warns that nothing is kept. */
function usableStorage() {
	try {
		const probe = `${QUEUE_KEY}:probe`;
		window.localStorage.setItem(probe, "1");
		window.localStorage.removeItem(probe);
		return {
			storage: window.localStorage,
			available: true
		};
	} catch {
		const map = /* @__PURE__ */ new Map();
		return {
			storage: {
				getItem: (key) => map.get(key) ?? null,
				setItem: (key, value) => void map.set(key, value),
				removeItem: (key) => void map.delete(key)
			},
			available: false
		};
	}
}
// engine/staff/roles.ts
/**
* Who may do what in the back-office (docs/security.md, "Roles"). The server checks a route's
* permission where the route is registered; the panel shows only the tabs and buttons a role may use.
*/
var ROLES = [
	"administrador",
	"consultor",
	"editor"
];
var PERMISSIONS = [
	"account",
	"panel",
	"templates.read",
	"reference",
	"contacts",
	"consultations",
	"consultations.delete",
	"results",
	"cases",
	"images",
	"interviews",
	"tasks",
	"templates",
	"templates.records",
	"carousel",
	"staff",
	"activity"
];
var EVERY_ROLE = [
	"account",
	"panel",
	"templates.read",
	"reference"
];
var GRANTS = {
	administrador: new Set(PERMISSIONS),
	consultor: /* @__PURE__ */ new Set([
		...EVERY_ROLE,
		"contacts",
		"consultations",
		"results",
		"cases",
		"images",
		"interviews",
		"tasks"
	]),
	editor: /* @__PURE__ */ new Set([
		...EVERY_ROLE,
		"templates",
		"carousel"
	])
};
function isRole(value) {
	return typeof value === "string" && ROLES.includes(value);
}
/** Whether `role` may use what `permission` guards. An unknown role may use nothing. */
function roleCan(role, permission) {
	return isRole(role) && GRANTS[role].has(permission);
}
var ROLE_LABELS = {
	administrador: "Administrador",
	consultor: "Consultor",
	editor: "Editor"
};
/** What each role may do, in the words the 'Equipo' tab shows beside the role select. */
var ROLE_DESCRIPTIONS = {
	administrador: "Todo, incluido el equipo, la actividad y eliminar consultas.",
	consultor: "Contactos, consultas, casos, entrevistas, imágenes, copias por correo y tareas.",
	editor: "Plantillas de formularios y carrusel de la página de inicio."
};
// frontend/admin/format/formatDate.ts
var dayMonthYear = (timeZone) => new Intl.DateTimeFormat("es-DO", {
	day: "numeric",
	month: "short",
	year: "numeric",
	timeZone
});
var instantFormat = dayMonthYear(BUSINESS_TIME_ZONE);
var calendarDayFormat = dayMonthYear("UTC");
/** '21 nov 2026': built from parts, because es-DO's own pattern is '21 nov. de 2026' in some ICU versions. */
function shortDate(format, date) {
	const parts = format.formatToParts(date);
	const part = (type) => parts.find((p) => p.type === type)?.value ?? "";
	return `${part("day")} ${part("month").replace(/\.$/, "")} ${part("year")}`;
}
/** An ISO instant (createdAt, completedAt) as '21 nov 2026' in Santo Domingo; '' when unreadable. */
function formatInstant(iso) {
	if (!iso) return "";
	const date = new Date(iso);
	return Number.isNaN(date.getTime()) ? "" : shortDate(instantFormat, date);
}
/** A calendar day 'YYYY-MM-DD' as '21 nov 2026'; '' when absent or malformed. */
function formatCalendarDay(day) {
	if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return "";
	const date = /* @__PURE__ */ new Date(`${day}T00:00:00Z`);
	return Number.isNaN(date.getTime()) ? "" : shortDate(calendarDayFormat, date);
}
export { ROLE_LABELS as a, QueueStorageError as c, debounced as d, CASE_DRAFT_PREFIX as f, ROLE_DESCRIPTIONS as i, OFFLINE_TEXTS as l, formatInstant as n, roleCan as o, systemClock as p, ROLES as r, browserOffline as s, formatCalendarDay as t, createDraftStore as u };
