import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultationImageResponse } from '../../schemas/generated/consultationImage.ts';
import { ApiError } from '../api/apiRequest.ts';
import { ConfirmDialog } from '../admin/components/ConfirmDialog.tsx';
import { adminRequest, errorMessage } from '../admin/session/adminRequest.ts';
import { useToast } from '../toast/toastContext.ts';
import { CASE_TEXTS } from './texts.ts';
import { checkImageSelection, fileKey } from './images/checkImageSelection.ts';
import { formatBytes } from './images/formatBytes.ts';
import { MAX_IMAGES_PER_CASE } from '../../engine/files/imageLimits.ts';
import { downloadUrl, ImagePreviewDialog } from './images/ImagePreviewDialog.tsx';
import { PendingUploads, type PendingImage } from './images/PendingUploads.tsx';
import { registerCaseImage } from './images/uploadCaseImage.ts';
import type { ImageUpload } from './images/uppyUpload.ts';
import { caseImagesKey, useCaseImages } from './images/useCaseImages.ts';
import './caseFile.scss';

const T = CASE_TEXTS.images;

/**
 * The images section of the case dialog. Chosen files are checked at once (images by their bytes,
 * at most 10 MB, at most 10 per case) and wait in a list; nothing is sent until the consultant
 * presses 'Subir'. Each file is sent with Uppy's S3 client (images/uppyUpload.ts, loaded only when a
 * file is sent) and can be cancelled while it goes; one whose upload fails stays in the list with the
 * reason and a 'Reintentar' that goes on where it stopped.
 */
export function CaseImages({ consultationId }: { consultationId: string }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const images = useCaseImages(consultationId);
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState<ConsultationImageResponse | null>(null);
  const [deleting, setDeleting] = useState<ConsultationImageResponse | null>(null);
  const input = useRef<HTMLInputElement>(null);
  /** Each pending file's upload, kept across attempts so that a retry resumes it. */
  const uploads = useRef(new Map<string, ImageUpload>());
  const inputId = useId();
  const headingId = useId();
  const stored = images.data?.length ?? 0;

  const refreshList = () => queryClient.invalidateQueries({ queryKey: caseImagesKey(consultationId) });
  const update = (key: string, change: Partial<PendingImage>) =>
    setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared, so choosing the same file again after removing it fires a change.
    event.target.value = '';
    if (!files.length) return;
    const selection = await checkImageSelection(files, { stored, pending: pending.map((p) => p.file) });
    setRefused(selection.refused);
    setPending((items) => [
      ...items,
      ...selection.accepted.map(({ file, type }) => ({ key: fileKey(file), file, type, progress: null, error: null, active: false })),
    ]);
  };

  /** Sends one file and registers it; the answer is the Spanish reason it failed, '' when cancelled, or null. */
  const uploadOne = async (item: PendingImage): Promise<string | null> => {
    update(item.key, { progress: item.progress ?? 0, error: null, active: true });
    try {
      let upload = uploads.current.get(item.key);
      if (!upload) {
        const { createImageUpload } = await import('./images/uppyUpload.ts');
        upload = createImageUpload(consultationId, item.file, item.type.mimeType);
        uploads.current.set(item.key, upload);
      }
      const { objectPath } = await upload.run((progress) => update(item.key, { progress }));
      await registerCaseImage(consultationId, item.file, item.type, objectPath);
      uploads.current.delete(item.key);
      setPending((items) => items.filter((p) => p.key !== item.key));
      return null;
    } catch (error) {
      const { ImageUploadError } = await import('./images/uppyUpload.ts');
      if (error instanceof ImageUploadError && error.cancelled) {
        uploads.current.delete(item.key);
        update(item.key, { progress: null, error: T.cancelled, active: false });
        return '';
      }
      // A refused registration leaves nothing to resume: the next attempt starts over.
      if (!(error instanceof ImageUploadError)) uploads.current.delete(item.key);
      const message = error instanceof ImageUploadError ? error.message : errorMessage(error, T.errors.unknown);
      update(item.key, { error: message, active: false });
      return message;
    } finally {
      await refreshList();
    }
  };

  const send = async (items: PendingImage[]) => {
    if (uploading || !items.length) return;
    setUploading(true);
    setRefused([]);
    let uploaded = 0;
    let firstError: string | null = null;
    for (const item of items) {
      const failure = await uploadOne(item);
      if (failure === null) uploaded += 1;
      else if (failure) firstError ??= failure;
    }
    setUploading(false);
    if (firstError) toast({ ...T.uploadError, description: firstError, variant: 'destructive' });
    else if (uploaded) toast(T.uploaded(uploaded));
  };
  const uploadAll = () => send(pending);
  const cancel = (key: string) => uploads.current.get(key)?.cancel();
  const discard = (key: string) => {
    uploads.current.get(key)?.cancel();
    uploads.current.delete(key);
    setPending((items) => items.filter((p) => p.key !== key));
  };

  const remove = useMutation({
    mutationFn: (image: ConsultationImageResponse) => adminRequest('DELETE', `/api/consultations/images/${image.id}`),
    onSuccess: async () => {
      toast(T.deleted);
      setDeleting(null);
      setPreviewing(null);
      await refreshList();
    },
    onError: async (error) => {
      toast({ ...T.deleteError, description: errorMessage(error, CASE_TEXTS.emailCopy.network), variant: 'destructive' });
      if (error instanceof ApiError && error.status === 404) {
        setDeleting(null);
        await refreshList();
      }
    },
  });

  const full = stored + pending.length >= MAX_IMAGES_PER_CASE;

  return (
    <section className="case-images" aria-labelledby={headingId}>
      <header className="case-images-head">
        <h3 id={headingId} className="title is-6">
          {T.heading}
        </h3>
        {images.data && <span className="case-images-count">{T.count(stored)}</span>}
      </header>
      <p className="help">{T.rules}</p>

      <div className="case-images-choose">
        <input
          ref={input}
          id={inputId}
          className="case-images-input"
          type="file"
          accept="image/*,.heic,.heif"
          multiple
          disabled={uploading || !images.data}
          onChange={choose}
        />
        <label htmlFor={inputId} className={`button is-light ${uploading || !images.data || full ? 'is-static' : ''}`}>
          {T.choose}
        </label>
      </div>

      {refused.length > 0 && (
        <ul className="case-images-refused" role="alert">
          {refused.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}

      {pending.length > 0 && (
        <div className="case-images-upload">
          <p className="has-text-weight-semibold">{T.pendingHeading}</p>
          <PendingUploads
            items={pending}
            uploading={uploading}
            onRemove={discard}
            onCancel={cancel}
            onRetry={(key) => send(pending.filter((p) => p.key === key))}
          />
          <div className="buttons">
            <button type="button" className="button is-primary" aria-disabled={uploading || undefined} onClick={uploadAll}>
              {uploading ? T.uploading : T.upload(pending.length)}
            </button>
            {!uploading && (
              <button type="button" className="button is-light" onClick={() => pending.forEach((item) => discard(item.key))}>
                {T.discardAll}
              </button>
            )}
          </div>
        </div>
      )}

      {images.isPending && (
        <p role="status" className="has-text-grey">
          {T.loading}
        </p>
      )}
      {images.isError && (
        <div className="case-images-load-error">
          <p>{T.loadError}</p>
          <button type="button" className="button is-small" onClick={() => images.refetch()}>
            {T.retry}
          </button>
        </div>
      )}
      {images.data && images.data.length === 0 && <p className="has-text-grey">{T.empty}</p>}
      {images.data && images.data.length > 0 && (
        <ul className="case-images-grid">
          {images.data.map((image) => (
            <li key={image.id} className="case-images-item" data-testid="case-image" aria-label={image.originalName}>
              <button
                type="button"
                className="case-images-thumb"
                onClick={() => setPreviewing(image)}
                aria-label={`${T.preview}: ${image.originalName}`}
              >
                <img src={image.objectPath} alt="" loading="lazy" />
              </button>
              <p className="case-images-name" title={image.originalName}>
                {image.originalName}
              </p>
              <p className="case-images-size">{formatBytes(image.fileSize)}</p>
              <div className="case-images-actions">
                <a
                  className="button is-small is-light"
                  href={downloadUrl(image)}
                  download={image.originalName}
                  aria-label={`${T.download} ${image.originalName}`}
                >
                  {T.download}
                </a>
                <button
                  type="button"
                  className="button is-small is-danger is-outlined"
                  onClick={() => setDeleting(image)}
                  aria-label={`${T.delete} ${image.originalName}`}
                >
                  {T.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ImagePreviewDialog image={previewing} onDelete={setDeleting} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={T.deleteTitle}
        question={deleting ? T.deleteQuestion(deleting.originalName) : ''}
        confirmLabel={T.delete}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
