import { ConsultationImage } from '../db/entities/index.ts';
import { AppError } from '../http/AppError.ts';
import type { AppContext } from '../http/context.ts';
import { cleanFileName, withExtension } from '../images/cleanFileName.ts';
import { IMAGE_TEXTS } from '../images/texts.ts';
import { contentDisposition } from './contentDisposition.ts';
import type { ObjectStorage } from './ObjectStorage.ts';
import { objectPathOf } from './objectNames.ts';
import { readImageType } from './readImageType.ts';

/**
 * Streams a stored object to a staff user. The type comes from the bytes, never from a name;
 * anything that is not an accepted image is only ever offered as a download, so a browser never
 * renders it. Case images are personal data: no cache keeps them.
 */
export async function serveObject(ctx: AppContext, storage: ObjectStorage, name: string, download: boolean) {
  const info = await storage.stat(name);
  if (!info) throw new AppError('not_found', IMAGE_TEXTS.notFound);
  const type = await readImageType(storage, name);
  const image = await ctx.state.em.findOne(ConsultationImage, { objectPath: objectPathOf(name) }, { fields: ['originalName'] });
  const baseName = image ? cleanFileName(image.originalName) : name;
  const fileName = type ? withExtension(baseName, type.extension) : baseName;
  const body = await storage.get(name);
  if (!body) throw new AppError('not_found', IMAGE_TEXTS.notFound);
  ctx.type = type?.mimeType ?? 'application/octet-stream';
  ctx.length = info.size;
  ctx.set('Content-Disposition', contentDisposition(download || !type ? 'attachment' : 'inline', fileName));
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = body;
}
