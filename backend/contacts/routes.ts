import type { AppDeps, AppRouter } from '../http/context.ts';

export function registerContactRoutes(_router: AppRouter, _deps: AppDeps) {}
