import { useId, useState } from 'react';
import { ApiError } from '../../api/apiRequest.ts';
import type { CarouselImage } from '../../landing/carouselSlides.ts';
import { useAdminAction } from '../components/useAdminAction.ts';
import { CAROUSEL_KEY } from '../lists/queryKeys.ts';
import { adminRequest } from '../session/adminRequest.ts';
import { TEXTS } from '../texts.ts';
import { ImagePreview } from './ImagePreview.tsx';
import { countryLabel } from '../../../engine/countries/countries.ts';

const T = TEXTS.carousel;
type Field = 'backgroundImageUrl' | 'womanImageUrl';
const FIELDS: { field: Field; label: string; preview: string }[] = [
  { field: 'backgroundImageUrl', label: T.background, preview: 'is-background' },
  { field: 'womanImageUrl', label: T.professional, preview: 'is-portrait' },
];

/** One country's slide: both images with live previews, edited in place. */
export function CarouselCard({ image }: { image: CarouselImage }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<Field, string>>({
    backgroundImageUrl: image.backgroundImageUrl,
    womanImageUrl: image.womanImageUrl,
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const id = useId();
  const country = countryLabel(image.country);

  const save = useAdminAction<Partial<Record<Field, string>>>({
    run: (changes) => adminRequest('PATCH', `/api/admin/carousel-images/${encodeURIComponent(image.country)}`, changes),
    success: () => ({ title: T.saved, description: T.savedDescription(country) }),
    failure: T.saveError,
    invalidate: [CAROUSEL_KEY],
    onSuccess: () => {
      setEditing(false);
      setFieldErrors({});
    },
  });

  const startEditing = () => {
    setDraft({ backgroundImageUrl: image.backgroundImageUrl, womanImageUrl: image.womanImageUrl });
    setFieldErrors({});
    setEditing(true);
  };
  const onSave = () => {
    if (save.isPending) return;
    const changes: Partial<Record<Field, string>> = {};
    for (const { field } of FIELDS) if (draft[field].trim() !== image[field]) changes[field] = draft[field].trim();
    if (Object.keys(changes).length === 0) {
      setEditing(false);
      return;
    }
    setFieldErrors({});
    save.mutate(changes, {
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const errors: Partial<Record<Field, string>> = {};
        for (const detail of error.payload?.details ?? [])
          if (detail.path === 'backgroundImageUrl' || detail.path === 'womanImageUrl') errors[detail.path] = detail.message;
        setFieldErrors(errors);
      },
    });
  };

  const shown = editing ? draft : image;
  return (
    <article className="carousel-card" data-testid="carousel-card" data-country={image.country} aria-labelledby={`${id}-title`}>
      <header className="carousel-card-head">
        <h3 id={`${id}-title`} className="record-card-title">
          {country}
        </h3>
        {!editing && (
          <button type="button" className="button is-small is-light" onClick={startEditing} aria-label={`${T.edit}: ${country}`}>
            {T.edit}
          </button>
        )}
      </header>
      <div className="carousel-card-previews">
        {FIELDS.map(({ field, label, preview }) => (
          <ImagePreview key={field} src={shown[field]} alt={T.previewAlt(label, country)} className={preview} />
        ))}
      </div>
      {editing ? (
        <div className="carousel-card-form">
          {FIELDS.map(({ field, label }) => (
            <div className="field" key={field}>
              <label className="label" htmlFor={`${id}-${field}`}>
                {label}
              </label>
              <input
                id={`${id}-${field}`}
                className={`input is-small${fieldErrors[field] ? ' is-danger' : ''}`}
                type="text"
                inputMode="url"
                spellCheck={false}
                value={draft[field]}
                onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
                aria-invalid={Boolean(fieldErrors[field]) || undefined}
                aria-describedby={fieldErrors[field] ? `${id}-${field}-error` : undefined}
              />
              {fieldErrors[field] && (
                <p id={`${id}-${field}-error`} className="help is-danger">
                  {fieldErrors[field]}
                </p>
              )}
            </div>
          ))}
          <div className="record-card-actions">
            <button type="button" className="button is-small is-primary" aria-disabled={save.isPending || undefined} onClick={onSave}>
              {save.isPending ? T.saving : T.save}
            </button>
            <button type="button" className="button is-small is-light" onClick={() => setEditing(false)}>
              {T.cancel}
            </button>
          </div>
        </div>
      ) : (
        <dl className="detail-list carousel-card-urls">
          {FIELDS.map(({ field, label }) => (
            <div className="detail is-wide" key={field}>
              <dt>{label}</dt>
              <dd className="is-url">{image[field]}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
