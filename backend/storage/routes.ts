import type { ObjectUploadRequest } from '../../schemas/generated/objectUploadRequest.ts';
import { AppError } from '../http/AppError.ts';
import type { AppDeps, AppRouters } from '../http/context.ts';
import { IMAGE_TEXTS } from '../images/texts.ts';
import { LocalObjectStorage } from './localStorage.ts';
import { isObjectName } from './objectNames.ts';
import { receiveUpload } from './receiveUpload.ts';
import { requestUpload } from './requestUpload.ts';
import { serveObject } from './serveObject.ts';
import { can } from '../auth/permissions.ts';
import { contract } from '../http/contract.ts';

/**
 * Uploads: a staff user asks for a signed URL, the browser PUTs the file there, and staff read it
 * back at its object path. The PUT needs no session: its signature is the permission.
 */
export function registerObjectRoutes(routers: AppRouters, deps: AppDeps) {
  const { storage, validators } = deps;

  routers.staff.post('/api/objects/upload', can('images'), contract({ summary: 'A signed URL to upload an image to', body: 'objectUploadRequest', answer: 'objectUploadResponse' }), async (ctx) => {
    const body = validators.body<ObjectUploadRequest>(ctx);
    // The site's address, the only origin allowed to write (backend/http/security.ts). Not the request's
    // Origin header (Koa's ctx.origin), which a browser proving itself by Sec-Fetch-Site may not send.
    ctx.body = await requestUpload(storage, body, deps.config.publicUrl);
  });

  routers.public.put('/api/objects/put/:name', contract({ summary: 'Upload the image bytes to a signed URL (its signature is the permission)', bodyMedia: 'image/*', answer: 'objectReceived' }), async (ctx) => {
    // Only the local storage serves its own upload URLs; S3 URLs point at the bucket.
    if (!(storage instanceof LocalObjectStorage)) throw new AppError('forbidden', IMAGE_TEXTS.uploadUrlRefused);
    const { expires, signature } = ctx.query;
    ctx.body = await receiveUpload(storage, {
      name: ctx.params.name,
      expires: typeof expires === 'string' ? expires : undefined,
      signature: typeof signature === 'string' ? signature : undefined,
      request: ctx.req,
    });
  });

  routers.staff.get('/objects/uploads/:name', can('images'), contract({ summary: "An uploaded image's bytes (?download=1 to save it)", media: 'image/*' }), async (ctx) => {
    const name = ctx.params.name;
    if (!isObjectName(name)) throw new AppError('not_found', IMAGE_TEXTS.notFound);
    await serveObject(ctx, storage, name, ctx.query.download === '1');
  });
}
