import type { AppDeps, AppRouter } from '../http/context.ts';

export function registerConsultationRoutes(_router: AppRouter, _deps: AppDeps) {}
