import type { ConsultationImageCreate } from '../../schemas/generated/consultationImageCreate.ts';
import type { AppDeps, AppRouters } from '../http/context.ts';
import { idParam } from '../http/params.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { IMAGE_TEXTS } from './texts.ts';
import { registerObjectRoutes } from '../storage/routes.ts';
import { deleteImage } from './deleteImage.ts';
import { listImages } from './listImages.ts';
import { registerImage } from './registerImage.ts';
import { can } from '../auth/permissions.ts';

/** The images of a case, and the object uploads they are made from. */
export function registerImageRoutes(routers: AppRouters, deps: AppDeps) {
  const { storage, validators } = deps;
  const router = routers.staff;
  registerObjectRoutes(routers, deps);

  router.get('/api/consultations/:id/images', can('images'), async (ctx) => {
    ctx.body = await listImages(ctx.state.em, idParam(ctx.params.id, CONSULTATION_TEXTS.notFound));
  });

  router.post('/api/consultations/:id/images', can('images'), async (ctx) => {
    const id = idParam(ctx.params.id, CONSULTATION_TEXTS.notFound);
    const body = validators.parse<ConsultationImageCreate>('consultationImageCreate', ctx.request.body);
    ctx.status = 201;
    ctx.body = await registerImage(ctx.state.em, storage, ctx.state.actor, id, body, deps.now());
  });

  router.delete('/api/consultations/images/:id', can('images'), async (ctx) => {
    await deleteImage(ctx.state.em, storage, ctx.state.actor, idParam(ctx.params.id, IMAGE_TEXTS.notFound), deps.now());
    ctx.body = { success: true };
  });
}
