import type { AppDeps, AppRouter } from '../http/context.ts';

export function registerResultRoutes(_router: AppRouter, _deps: AppDeps) {}
