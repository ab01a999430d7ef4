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
import type { S3KeyQuery } from '../../schemas/generated/s3KeyQuery.ts';
import type { S3MultipartComplete } from '../../schemas/generated/s3MultipartComplete.ts';
import type { S3MultipartCreate } from '../../schemas/generated/s3MultipartCreate.ts';
import type { S3ParamsQuery } from '../../schemas/generated/s3ParamsQuery.ts';
import { receiveFormUpload, receivePart } from './receiveLocalUploads.ts';
import { temporaryCredentials } from './temporaryCredentials.ts';
import {
  abortMultipartUpload,
  checkPartNumber,
  checkUploadId,
  completeMultipartUpload,
  createMultipartUpload,
  listParts,
  signPart,
  uploadParameters,
} from './uploadCalls.ts';
import { contract } from '../http/contract.ts';

/**
 * Uploads: a staff user asks for a signed URL, the browser PUTs the file there, and staff read it
 * back at its object path. The PUT needs no session: its signature is the permission.
 */
export function registerObjectRoutes(routers: AppRouters, deps: AppDeps) {
  const { storage, validators } = deps;

  routers.staff.post(
    '/api/objects/upload',
    can('images'),
    contract({ summary: 'A signed URL to upload an image to', body: 'objectUploadRequest', answer: 'objectUploadResponse' }),
    async (ctx) => {
      const body = validators.body<ObjectUploadRequest>(ctx);
      // The site's address, the only origin allowed to write (backend/http/security.ts). Not the request's
      // Origin header (Koa's ctx.origin), which a browser proving itself by Sec-Fetch-Site may not send.
      ctx.body = await requestUpload(storage, body, deps.config.publicUrl);
    },
  );

  routers.public.put(
    '/api/objects/put/:name',
    contract({
      summary: 'Upload the image bytes to a signed URL (its signature is the permission)',
      bodyMedia: 'image/*',
      answer: 'objectReceived',
    }),
    async (ctx) => {
      // Only the local storage serves its own upload URLs; S3 URLs point at the bucket.
      if (!(storage instanceof LocalObjectStorage)) throw new AppError('forbidden', IMAGE_TEXTS.uploadUrlRefused);
      const { expires, signature } = ctx.query;
      ctx.body = await receiveUpload(storage, {
        name: ctx.params.name,
        expires: typeof expires === 'string' ? expires : undefined,
        signature: typeof signature === 'string' ? signature : undefined,
        request: ctx.req,
      });
    },
  );

  // The companion calls of @uppy/aws-s3 (docs/api.md, Staff), on either storage: backend/storage/uploadCalls.ts.
  const keyOf = (query: unknown) => validators.parse<S3KeyQuery>('s3KeyQuery', { ...(query as object) }).key;
  const base = deps.config.publicUrl;

  routers.staff.get(
    '/api/s3/params',
    can('images'),
    contract({
      summary: 'The form fields of a single-part upload (presigned POST on S3)',
      query: 's3ParamsQuery',
      answer: 's3UploadParameters',
    }),
    async (ctx) => {
      const query = validators.parse<S3ParamsQuery>('s3ParamsQuery', { ...ctx.query });
      ctx.body = await uploadParameters(
        ctx.state.em,
        storage,
        { type: query.type, consultationId: query['metadata[consultationId]'] },
        base,
      );
    },
  );

  routers.staff.post(
    '/api/s3/multipart',
    can('images'),
    contract({ summary: 'Start a multipart upload', body: 's3MultipartCreate', answer: 's3MultipartCreated' }),
    async (ctx) => {
      const body = validators.body<S3MultipartCreate>(ctx);
      ctx.body = await createMultipartUpload(ctx.state.em, storage, { type: body.type, consultationId: body.metadata.consultationId });
    },
  );

  routers.staff.get(
    '/api/s3/multipart/:uploadId',
    can('images'),
    contract({ summary: 'The parts a multipart upload holds (to resume it)', query: 's3KeyQuery', answer: 's3PartList' }),
    async (ctx) => {
      const uploadId = checkUploadId(ctx.params.uploadId);
      ctx.body = await listParts(storage, keyOf(ctx.query), uploadId);
    },
  );

  routers.staff.get(
    '/api/s3/multipart/:uploadId/:partNumber',
    can('images'),
    contract({ summary: 'A signed URL to upload one part to', query: 's3KeyQuery', answer: 's3PartUrl' }),
    async (ctx) => {
      const uploadId = checkUploadId(ctx.params.uploadId);
      const partNumber = checkPartNumber(ctx.params.partNumber);
      ctx.body = await signPart(storage, keyOf(ctx.query), uploadId, partNumber);
    },
  );

  routers.staff.post(
    '/api/s3/multipart/:uploadId/complete',
    can('images'),
    contract({
      summary: 'Join the parts; the image is checked and refused and removed if it is not one',
      query: 's3KeyQuery',
      body: 's3MultipartComplete',
      answer: 's3MultipartCompleted',
    }),
    async (ctx) => {
      const uploadId = checkUploadId(ctx.params.uploadId);
      const key = keyOf(ctx.query);
      const body = validators.body<S3MultipartComplete>(ctx);
      ctx.body = await completeMultipartUpload(ctx.state.em, storage, key, uploadId, body, base);
    },
  );

  routers.staff.delete(
    '/api/s3/multipart/:uploadId',
    can('images'),
    contract({ summary: 'Abort a multipart upload and remove its parts', query: 's3KeyQuery', status: 204 }),
    async (ctx) => {
      const uploadId = checkUploadId(ctx.params.uploadId);
      await abortMultipartUpload(storage, keyOf(ctx.query), uploadId);
      ctx.status = 204;
    },
  );

  routers.staff.get(
    '/api/s3/sts',
    can('images'),
    contract({ summary: 'Temporary credentials for the bucket (501 unless an STS role is configured)', answer: 's3TemporaryCredentials' }),
    async (ctx) => {
      ctx.body = await temporaryCredentials(deps.config.s3);
    },
  );

  // The local storage's own part and form upload URLs; their signatures are the permission.
  routers.public.put(
    '/api/objects/parts/:uploadId/:partNumber',
    contract({
      summary: 'Upload one part to a signed local part URL (its signature is the permission)',
      bodyMedia: 'application/octet-stream',
      answer: 'objectPartReceived',
    }),
    async (ctx) => {
      if (!(storage instanceof LocalObjectStorage)) throw new AppError('forbidden', IMAGE_TEXTS.uploadUrlRefused);
      const { expires, signature } = ctx.query;
      const part = await receivePart(storage, {
        uploadId: ctx.params.uploadId,
        partNumber: checkPartNumber(ctx.params.partNumber),
        expires: typeof expires === 'string' ? expires : undefined,
        signature: typeof signature === 'string' ? signature : undefined,
        request: ctx.req,
      });
      ctx.set('ETag', `"${part.etag}"`);
      ctx.body = { size: part.size };
    },
  );

  routers.public.post(
    '/api/objects/form',
    contract({
      summary: 'Upload a file with the signed local form GET /api/s3/params described',
      bodyMedia: 'multipart/form-data',
      answer: 'objectFormReceived',
      status: 201,
    }),
    async (ctx) => {
      if (!(storage instanceof LocalObjectStorage)) throw new AppError('forbidden', IMAGE_TEXTS.uploadUrlRefused);
      const stored = await receiveFormUpload(storage, ctx.req);
      ctx.status = 201;
      ctx.body = { key: stored.key, size: stored.size };
    },
  );

  routers.staff.get(
    '/objects/uploads/:name',
    can('images'),
    contract({ summary: "An uploaded image's bytes (?download=1 to save it)", media: 'image/*' }),
    async (ctx) => {
      const name = ctx.params.name;
      if (!isObjectName(name)) throw new AppError('not_found', IMAGE_TEXTS.notFound);
      await serveObject(ctx, storage, name, ctx.query.download === '1');
    },
  );
}
