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
import { contract } from '../http/contract.ts';

/** The images of a case, and the object uploads they are made from. */
export function registerImageRoutes(routers: AppRouters, deps: AppDeps) {
  const { storage, validators } = deps;
  const router = routers.staff;
  registerObjectRoutes(routers, deps);

  router.get(
    '/api/consultations/:id/images',
    can('images'),
    contract({ summary: "A case's images", answer: 'consultationImageList' }),
    async (ctx) => {
      ctx.body = await listImages(ctx.state.em, idParam(ctx.params.id, CONSULTATION_TEXTS.notFound));
    },
  );

  router.post(
    '/api/consultations/:id/images',
    can('images'),
    contract({
      summary: 'Register an uploaded image with a case',
      body: 'consultationImageCreate',
      answer: 'consultationImage',
      status: 201,
    }),
    async (ctx) => {
      const id = idParam(ctx.params.id, CONSULTATION_TEXTS.notFound);
      const body = validators.body<ConsultationImageCreate>(ctx);
      ctx.status = 201;
      ctx.body = await registerImage(ctx.state.em, storage, ctx.state.actor, id, body, deps.now());
    },
  );

  router.delete(
    '/api/consultations/images/:id',
    can('images'),
    contract({ summary: "Delete a case's image", answer: 'success' }),
    async (ctx) => {
      await deleteImage(ctx.state.em, storage, ctx.state.actor, idParam(ctx.params.id, IMAGE_TEXTS.notFound), deps.now());
      ctx.body = { success: true };
    },
  );
}
