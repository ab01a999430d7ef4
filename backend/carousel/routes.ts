import type { CarouselImageUpdate } from '../../schemas/generated/carouselImageUpdate.ts';
import type { AppDeps, AppRouters } from '../http/context.ts';
import { listCarouselImages } from './listCarouselImages.ts';
import { updateCarouselImage } from './updateCarouselImage.ts';
import { can } from '../auth/permissions.ts';
import { contract } from '../http/contract.ts';

export function registerCarouselRoutes(routers: AppRouters, deps: AppDeps) {
  /** Public: the landing page's hero carousel. */
  routers.public.get(
    '/api/carousel-images',
    contract({ summary: "The landing page's carousel slides", answer: 'carouselImageList' }),
    async (ctx) => {
      ctx.body = await listCarouselImages(ctx.state.em);
    },
  );

  /** Staff: the Carrusel tab. The country is the path; the body may name only the two images. */
  routers.staff.patch(
    '/api/admin/carousel-images/:country',
    can('carousel'),
    contract({ summary: "Change a slide's images", body: 'carouselImageUpdate', answer: 'carouselImage' }),
    async (ctx) => {
      const changes = deps.validators.body<CarouselImageUpdate>(ctx);
      ctx.body = await updateCarouselImage(ctx.state.em, ctx.state.actor, ctx.params.country, changes, deps.now());
    },
  );
}
