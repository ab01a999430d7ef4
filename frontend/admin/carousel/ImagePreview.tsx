import { useState } from 'react';
import { TEXTS } from '../texts.ts';

/**
 * A live preview of an image address. When the image cannot be loaded the preview hides itself and a
 * short note takes its place; a new address gets a new chance.
 */
export function ImagePreview({ src, alt, className }: { src: string; alt: string; className: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const trimmed = src.trim();
  const failed = failedSrc === trimmed;
  return (
    <div className={`image-preview ${className}${failed || !trimmed ? ' is-unavailable' : ''}`}>
      {trimmed && (
        <img
          key={trimmed}
          src={trimmed}
          alt={alt}
          hidden={failed}
          onError={() => setFailedSrc(trimmed)}
          onLoad={() => setFailedSrc(null)}
        />
      )}
      {(failed || !trimmed) && <p className="image-preview-note">{TEXTS.carousel.previewUnavailable}</p>}
    </div>
  );
}
