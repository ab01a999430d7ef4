import "./createAjv-CaVRL1Yl.js";
import { r as standaloneRuntime_exports } from "./standaloneRuntime-Tcwr6ZWs.js";
import { Name } from "ajv";
import standaloneModule from "ajv/dist/standalone/index.js";
standaloneModule.default;
/** The name the generated code gives the imported engine/validation/standaloneRuntime.ts. */
var RUNTIME = new Name("validationRuntime");
`${RUNTIME}`, `${RUNTIME}`;
/** Where a served validator module (standaloneValidatorModule) finds the runtime: set by the page before it imports one. */
var RUNTIME_GLOBAL = "validationRuntime";
// engine/validation/servedValidator.ts
var importServed = (url) => import(
	/* @vite-ignore */
	url
);
/**
* The validator of a template version the build has no precompiled module for (one published from the
* back-office after it), as the server compiles it (backend/http/servedValidator.ts): the same code as a
* bundled module, so the same errors. The module reads engine/validation/standaloneRuntime.ts from
* `globalThis[Symbol.for('validationRuntime')]`, set here before it is imported. `what` names it in the
* Spanish error when it cannot be loaded.
*/
async function loadServedValidator(url, what, load = importServed) {
	globalThis[Symbol.for(RUNTIME_GLOBAL)] ??= standaloneRuntime_exports;
	try {
		return await load(url);
	} catch (error) {
		throw new Error(`No se pudo cargar el validador de ${what}`, { cause: error });
	}
}
export { loadServedValidator as n, importServed as t };
