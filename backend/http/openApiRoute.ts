import { readFileSync } from 'node:fs';
import { can } from '../auth/permissions.ts';
import { sessionCookieName } from '../auth/cookie.ts';
import type { AppDeps, AppRouters } from './context.ts';
import { contract } from './contract.ts';
import { openApiDocument } from './openApi.ts';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * GET /api/openapi.json: the API's OpenAPI document, for the reference at /admin/api. Staff only, every
 * role (docs/decisions/0216-the-document-is-for-staff.md). Registered after every other route and drawn
 * at the first request, so it holds them all, itself included.
 */
export function registerOpenApiRoute(routers: AppRouters, deps: AppDeps) {
  let document: string | null = null;
  routers.staff.get(
    '/api/openapi.json',
    can('reference'),
    contract({ summary: 'This document', answer: 'openApiDocument' }),
    async (ctx) => {
      document ??= JSON.stringify(openApiDocument(routers, { sessionCookie: sessionCookieName(deps.config), version }));
      ctx.type = 'application/json';
      ctx.body = document;
    },
  );
}
