import { t as StaffOnly, y as QueryRoot } from "./admin-C6eKQqp6.js";
import { c as BUSINESS_NAME } from "../renderLanding.js";
import { n as adminRequest } from "./texts-BiniizUB.js";
import { Suspense, lazy, useEffect } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useQuery } from "@tanstack/react-query";
// frontend/apiReference/texts.ts
/** The words of /admin/api, the API's reference for staff. */
var API_REFERENCE_TEXTS = {
	title: "Referencia de la API",
	loading: "Cargando la referencia de la API…",
	failed: "No se pudo cargar la referencia de la API. Recargue la página para intentarlo de nuevo.",
	backToPanel: "Volver al panel"
};
// frontend/apiReference/ApiReferencePage.tsx
var Reference = lazy(() => import("./Reference-Bk9KOauG.js"));
function Loading() {
	return /* @__PURE__ */ jsx("p", {
		className: "page-loading",
		role: "status",
		children: API_REFERENCE_TEXTS.loading
	});
}
/** The document the server draws from its routes (GET /api/openapi.json), drawn by Redoc. */
function ApiReference() {
	const document = useQuery({
		queryKey: ["admin", "openapi"],
		queryFn: ({ signal }) => adminRequest("GET", "/api/openapi.json", void 0, { signal }),
		staleTime: Infinity
	});
	if (document.isError) return /* @__PURE__ */ jsxs("p", {
		className: "notification is-danger is-light",
		role: "alert",
		children: [
			API_REFERENCE_TEXTS.failed,
			" ",
			/* @__PURE__ */ jsx("a", {
				href: "/admin",
				children: API_REFERENCE_TEXTS.backToPanel
			})
		]
	});
	if (!document.data) return /* @__PURE__ */ jsx(Loading, {});
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: /* @__PURE__ */ jsx(Loading, {}),
		children: /* @__PURE__ */ jsx(Reference, { document: document.data })
	});
}
/** /admin/api: staff only (every role), with the back-office's own sign-in until a session exists. */
function ApiReferencePage() {
	useEffect(() => {
		document.title = `${API_REFERENCE_TEXTS.title} · ${BUSINESS_NAME}`;
	}, []);
	return /* @__PURE__ */ jsx(QueryRoot, { children: /* @__PURE__ */ jsx(StaffOnly, { children: () => /* @__PURE__ */ jsxs("main", {
		className: "api-reference",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "is-sr-only",
			children: API_REFERENCE_TEXTS.title
		}), /* @__PURE__ */ jsx(ApiReference, {})]
	}) }) });
}
export { ApiReferencePage as default };
