import type { ConsultationImageResponse } from '../../../schemas/generated/consultationImage.ts';
import { Modal } from '../../components/Modal.tsx';
import { CASE_TEXTS } from '../texts.ts';
import { formatBytes } from './formatBytes.ts';

const T = CASE_TEXTS.images;

export const downloadUrl = (image: ConsultationImageResponse) => `${image.objectPath}?download=1`;

export interface ImagePreviewDialogProps {
  image: ConsultationImageResponse | null;
  onDelete: (image: ConsultationImageResponse) => void;
  onClose: () => void;
}

/** One image at full size, with download and delete. */
export function ImagePreviewDialog({ image, onDelete, onClose }: ImagePreviewDialogProps) {
  return (
    <Modal
      open={image !== null}
      onClose={onClose}
      size="large"
      title={image?.originalName ?? ''}
      description={image ? formatBytes(image.fileSize) : undefined}
      footer={
        image && (
          <>
            <button type="button" className="button is-light" onClick={onClose}>
              {T.close}
            </button>
            <a className="button is-primary" href={downloadUrl(image)} download={image.originalName}>
              {T.download}
            </a>
            <button type="button" className="button is-danger is-outlined" onClick={() => onDelete(image)}>
              {T.delete}
            </button>
          </>
        )
      }
    >
      {image && <img className="case-images-preview" src={image.objectPath} alt={image.originalName} />}
    </Modal>
  );
}
