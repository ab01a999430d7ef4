import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TemplateKind } from '../../../engine/templates/kinds/kind.ts';
import { ListLoadError } from '../lists/ListLoadError.tsx';
import { adminRequest } from '../session/adminRequest.ts';
import { TEMPLATE_LIST_KEY, type TemplateSummary } from './serverDraft.ts';
import { templateId, TemplateList } from './TemplateList.tsx';
import { TemplateWorkspace } from './TemplateWorkspace.tsx';
import { TEMPLATE_TEXTS as T } from './texts.ts';
import './templates.scss';

/** The choices of the select, grouped as people look for them: case forms, the interview (steps and rules), other forms. */
const GROUPS: { label: string; kinds: TemplateKind[] }[] = [
  { label: T.caseGroup, kinds: ['case'] },
  { label: T.interviewGroup, kinds: ['interview', 'rules'] },
  { label: T.formGroup, kinds: ['form'] },
];

/**
 * 'Plantillas': every template the back-office edits, listed with its version and draft; opening one
 * gives its editor (field list or JSON beside the form it draws, or the scoring rules' JSON), its draft
 * kept on the server (TemplateWorkspace), 'Comprobar' and 'Publicar'.
 */
export default function TemplatesTab() {
  const list = useQuery({
    queryKey: TEMPLATE_LIST_KEY,
    queryFn: ({ signal }) => adminRequest<TemplateSummary[]>('GET', '/api/admin/templates', undefined, { signal }),
  });
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  const workspace = useRef<HTMLDivElement>(null);
  const templates = list.data ?? [];
  const current = templates.find((t) => templateId(t) === chosen) ?? templates[0];
  // An option's value names the version shown, `kind:key@version`; the choice is kept by `kind:key`, so a publish does not lose it.
  const choose = (value: string) => setChosen(value.replace(/@\d+$/, ''));
  const open = (id: string) => {
    setChosen(id);
    requestAnimationFrame(() => workspace.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
  };

  return (
    <section className="admin-tab-section template-tab" aria-labelledby="templates-heading">
      <h2 id="templates-heading" className="admin-section-title">
        {T.heading}
      </h2>
      {list.isPending ? (
        <p className="list-state" role="status">
          {T.loading}
        </p>
      ) : list.isError ? (
        <ListLoadError error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <>
          <details className="template-list-box" open>
            <summary className="title is-6">{T.list.title}</summary>
            <TemplateList templates={templates} openId={current ? templateId(current) : ''} onOpen={open} />
          </details>
          <div ref={workspace} className="field template-choice">
            <label className="label" htmlFor={selectId}>
              {T.choose}
            </label>
            <div className="select">
              <select
                id={selectId}
                value={current ? `${templateId(current)}@${current.publishedVersion}` : ''}
                onChange={(event) => choose(event.target.value)}
              >
                {GROUPS.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {templates
                      .filter((t) => group.kinds.includes(t.kind))
                      .map((t) => (
                        <option key={templateId(t)} value={`${templateId(t)}@${t.publishedVersion}`}>
                          {T.option(t.kind === 'rules' ? T.kindName.rules : t.label, t.publishedVersion)}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            </div>
          </div>
          {current && <TemplateWorkspace key={templateId(current)} kind={current.kind} templateKey={current.key} />}
        </>
      )}
    </section>
  );
}
