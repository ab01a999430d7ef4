import { formatDateTimeAmPm } from '../../../engine/calendar/formatDate.ts';
import type { TemplateSummary } from './serverDraft.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

const T = TEMPLATE_TEXTS.list;

/** `kind:key`, how the tab names a template whatever its published version. */
export const templateId = (t: Pick<TemplateSummary, 'kind' | 'key'>) => `${t.kind}:${t.key}`;

/**
 * Every template the back-office edits: its kind, name and key, the version in use, who published it and
 * when (a version shipped with the application has neither), and whether a draft waits to be published.
 * On a phone each template is its name and one line saying the rest, beside its button.
 */
export function TemplateList({
  templates,
  openId,
  onOpen,
}: {
  templates: TemplateSummary[];
  openId: string;
  onOpen: (id: string) => void;
}) {
  return (
    <table className="table is-fullwidth template-list" aria-label={T.title}>
      <thead>
        <tr>
          <th scope="col">{T.kind}</th>
          <th scope="col">{T.template}</th>
          <th scope="col">{T.version}</th>
          <th scope="col">{T.publishedBy}</th>
          <th scope="col">{T.publishedAt}</th>
          <th scope="col">{T.draft}</th>
          <th scope="col">
            <span className="is-sr-only">{T.open}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {templates.map((t) => {
          const id = templateId(t);
          const open = id === openId;
          return (
            <tr key={id} className={open ? 'is-open' : ''} data-testid="template-row" data-template={id}>
              <td className="is-wide">{TEMPLATE_TEXTS.kindName[t.kind]}</td>
              <td className="template-list-name">
                {t.label} <code className="template-field-key">{t.key}</code>
              </td>
              <td className="is-wide">{t.publishedVersion}</td>
              <td className="is-wide">{t.publishedBy ?? TEMPLATE_TEXTS.versions.shipped}</td>
              <td className="is-wide">{t.publishedAt ? formatDateTimeAmPm(t.publishedAt) : '—'}</td>
              <td className="is-wide">{t.hasDraft ? <span className="template-badge is-draft">{T.hasDraft}</span> : T.noDraft}</td>
              <td className="template-list-summary">
                {T.summary(
                  TEMPLATE_TEXTS.kindName[t.kind],
                  t.publishedVersion,
                  t.publishedBy,
                  t.publishedAt && formatDateTimeAmPm(t.publishedAt),
                  t.hasDraft,
                )}
              </td>
              <td className="template-list-action">
                <button
                  type="button"
                  className={`button is-small ${open ? 'is-link is-light' : ''}`}
                  aria-label={open ? T.openedLabel(t.label) : T.openLabel(t.label)}
                  aria-pressed={open}
                  onClick={() => onOpen(id)}
                >
                  {open ? T.opened : T.open}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
