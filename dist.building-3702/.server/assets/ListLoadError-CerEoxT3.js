import { r as errorMessage, t as TEXTS } from "./texts-BiniizUB.js";
import { jsx, jsxs } from "react/jsx-runtime";
// frontend/admin/lists/ListLoadError.tsx
/** A staff list that could not be loaded: why, in Spanish, and a way to try again. */
function ListLoadError({ error, onRetry }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "list-state is-error",
		role: "alert",
		children: [/* @__PURE__ */ jsxs("p", { children: [
			TEXTS.list.loadError,
			" ",
			errorMessage(error, TEXTS.errors.network)
		] }), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button is-small is-light",
			onClick: onRetry,
			children: TEXTS.list.retry
		})]
	});
}
export { ListLoadError as t };
