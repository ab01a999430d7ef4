import type { AppDeps, AppRouter } from '../http/context.ts';

export function registerCarouselRoutes(_router: AppRouter, _deps: AppDeps) {}
