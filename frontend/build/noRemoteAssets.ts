import type { Plugin } from 'vite';

/** Redoc's sidebar shows its maker's logo from their CDN (`<img src="https://cdn.redoc.ly/…">`). */
const REDOC_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
/** An empty image in its place: the page fetches nothing from another site
 * (docs/decisions/0219-the-reference-page-is-redoc-in-chunks-of-its-own.md). */
const EMPTY_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

/**
 * Keeps the built site from loading anything from another origin: a library's hard-coded address is
 * replaced at build time. The reference page test fails on the failed request such an address makes
 * where there is no network (frontend/e2e/apiReference.e2e.ts).
 */
export function noRemoteAssets(): Plugin {
  return {
    name: 'no-remote-assets',
    transform(code, id) {
      if (!id.includes('/node_modules/redoc/') || !code.includes(REDOC_LOGO)) return null;
      return { code: code.replaceAll(REDOC_LOGO, EMPTY_IMAGE), map: null };
    },
  };
}
