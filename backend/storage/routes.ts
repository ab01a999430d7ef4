import type { ObjectUploadRequest } from '../../schemas/generated/objectUploadRequest.ts';
import type { ObjectUploadResponse } from '../../schemas/generated/objectUploadResponse.ts';
import { AppError } from '../http/AppError.ts';
import type { AppDeps, AppRouters } from '../http/context.ts';
import { MAX_IMAGE_BYTES } from '../../engine/files/imageLimits.ts';
import { IMAGE_TEXTS } from '../images/texts.ts';
import { LocalObjectStorage } from './localStorage.ts';
import { isObjectName, newObjectName, objectPathOf } from './objectNames.ts';
import { receiveUpload, UPLOAD_URL_REFUSED } from './receiveUpload.ts';
import { serveObject } from './serveObject.ts';

/** Types a browser may report for an accepted image; '' is what browsers send when they do not know (often HEIC). */
const DECLARED_IMAGE_TYPES = new Set([
  '', 'application/octet-stream', 'image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/webp', 'image/gif',
  'image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence',
]);

/**
 * Uploads: a staff user asks for a signed URL, the browser PUTs the file there, and staff read it
 * back at its object path. The PUT needs no session: its signature is the permission.
 */
export function registerObjectRoutes(routers: AppRouters, deps: AppDeps) {
  const { storage, validators } = deps;

  routers.staff.post('/api/objects/upload', async (ctx) => {
    const body = validators.parse<ObjectUploadRequest>('objectUploadRequest', ctx.request.body);
    if (body.fileSize !== undefined && body.fileSize > MAX_IMAGE_BYTES) throw new AppError('too_large', IMAGE_TEXTS.tooLarge);
    if (body.mimeType !== undefined && !DECLARED_IMAGE_TYPES.has(body.mimeType.trim().toLowerCase())) {
      throw new AppError('unsupported_type', IMAGE_TEXTS.notAnImage);
    }
    const name = newObjectName();
    const url = await storage.createUploadUrl(name, { maxBytes: MAX_IMAGE_BYTES, contentLength: body.fileSize });
    // In production the configured public address: behind a proxy the request's own Host may be internal.
    const base = deps.config.env === 'production' ? deps.config.publicUrl : ctx.origin;
    const response: ObjectUploadResponse = { uploadURL: new URL(url, base).href, objectPath: objectPathOf(name) };
    ctx.body = response;
  });

  routers.public.put('/api/objects/put/:name', async (ctx) => {
    // Only the local storage serves its own upload URLs; S3 URLs point at the bucket.
    if (!(storage instanceof LocalObjectStorage)) throw new AppError('forbidden', UPLOAD_URL_REFUSED);
    const { expires, signature } = ctx.query;
    ctx.body = await receiveUpload(storage, {
      name: ctx.params.name,
      expires: typeof expires === 'string' ? expires : undefined,
      signature: typeof signature === 'string' ? signature : undefined,
      request: ctx.req,
    });
  });

  routers.staff.get('/objects/uploads/:name', async (ctx) => {
    const name = ctx.params.name;
    if (!isObjectName(name)) throw new AppError('not_found', IMAGE_TEXTS.notFound);
    await serveObject(ctx, storage, name, ctx.query.download === '1');
  });
}
