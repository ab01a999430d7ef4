import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
import { d as isCalendarDate, f as todayInBusinessZone } from "../renderLanding.js";
import { fullFormats } from "ajv-formats/dist/formats.js";
import equalModule from "ajv/dist/runtime/equal.js";
import ucs2lengthModule from "ajv/dist/runtime/ucs2length.js";
// engine/validation/emailAddress.ts
/**
* The shape of an e-mail address, the one rule for every address the product accepts: the API's
* `format: email` (engine/validation/createAjv.ts), the browser's forms and the server's settings.
* It is ajv-formats' `email` in its full mode, so the browser needs no ajv to agree with the server.
*/
var EMAIL_ADDRESS = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
function isEmailAddress(value) {
	return EMAIL_ADDRESS.test(value);
}
// engine/validation/timeOfDay.ts
var TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?$/;
/**
* The product's format `time`: a time of day on the wall clock, without a time zone, as a time input
* gives it: 'HH:MM', or 'HH:MM:SS' (RJSF's time widget adds ':00'), with optional milliseconds.
* 24-hour clock. A zone ('Z', '+01:00') is refused: a case's times are local to where they happen.
*/
function isTimeOfDay(value) {
	return TIME_OF_DAY.test(value);
}
// engine/validation/stringFormats.ts
/**
* The string formats whose rule is the product's own, as plain functions with no ajv behind them: ajv
* registers them on the server (engine/validation/createAjv.ts) and the browser's precompiled validators
* call the same functions (engine/validation/standaloneRuntime.ts), so both sides accept the same values.
* `optional-date` is '' (no date) or a real day; `time` is a time of day without a zone, as a time
* input gives it (engine/validation/timeOfDay.ts), not ajv-formats' `time`, which requires a zone.
*/
var STRING_FORMATS = {
	email: isEmailAddress,
	date: isCalendarDate,
	"optional-date": (value) => value === "" || isCalendarDate(value),
	time: isTimeOfDay
};
// engine/validation/standaloneRuntime.ts
var standaloneRuntime_exports = /* @__PURE__ */ __exportAll({
	equal: () => equal,
	formats: () => formats,
	today: () => today,
	ucs2length: () => ucs2length
});
/**
* What validators precompiled by `standaloneValidatorCode` (engine/validation/standaloneCode.ts) call at
* run time, in place of the values ajv keeps in memory when it compiles with `new Function`. Importing
* this module never compiles code, so it runs under a Content-Security-Policy without 'unsafe-eval'.
* Each format here is the very function createAjv (engine/validation/createAjv.ts) gives ajv on the
* server; formats that are regular expressions are written into the generated code itself.
*/
var interop = (module) => module.default ?? module;
var equal = interop(equalModule);
var ucs2length = interop(ucs2lengthModule);
/** Formats by name, in the shape createAjv registers them (the generated code calls `.validate` on objects). */
var formats = {
	date: fullFormats.date,
	"date-time": fullFormats["date-time"],
	uri: fullFormats.uri,
	...Object.fromEntries(Object.entries(STRING_FORMATS).map(([name, validate]) => [name, {
		type: "string",
		validate
	}]))
};
/** Today (YYYY-MM-DD, business time zone): the context's own date, else by the context's clock, for `notBeforeToday`. */
function today(context) {
	if (context?.today !== void 0) return context.today;
	return todayInBusinessZone(context?.now ? context.now() : /* @__PURE__ */ new Date());
}
export { ucs2length as a, today as i, formats as n, STRING_FORMATS as o, standaloneRuntime_exports as r, isEmailAddress as s, equal as t };
