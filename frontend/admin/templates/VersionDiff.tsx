import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FieldDiff, OptionDiff, TemplateDiff } from '../../../engine/templates/editing/diffTemplates.ts';
import { ListLoadError } from '../lists/ListLoadError.tsx';
import { adminRequest } from '../session/adminRequest.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

const V = TEMPLATE_TEXTS.versions;

type DiffAnswer = TemplateDiff & { from: number; to: number };

/**
 * Two versions of a case template side by side: the fields and options added, retired and changed
 * between them, each change that touches saved cases marked (docs/decisions.md, "What a diff marks as
 * affecting saved data"). Starts on the latest version against the one before it.
 */
export function VersionDiff({ templateUrl, versions }: { templateUrl: string; versions: number[] }) {
  const [chosen, setChosen] = useState<{ from?: number; to?: number }>({});
  const fromId = useId();
  const toId = useId();
  const from = chosen.from ?? versions.at(-2);
  const to = chosen.to ?? versions.at(-1);
  const comparable = from !== undefined && to !== undefined && from !== to;
  const diff = useQuery({
    queryKey: ['admin', 'templates', 'diff', templateUrl, from, to],
    queryFn: ({ signal }) => adminRequest<DiffAnswer>('GET', `${templateUrl}/diff?from=${from}&to=${to}`, undefined, { signal }),
    enabled: comparable,
    // Published versions never change.
    staleTime: Infinity,
  });
  if (versions.length < 2) return <p className="list-state">{V.onlyOne}</p>;

  const picker = (id: string, label: string, value: number | undefined, set: (version: number) => void) => (
    <div className="field">
      <label className="label is-small" htmlFor={id}>{label}</label>
      <div className="select is-small">
        <select id={id} value={value} onChange={(event) => set(Number(event.target.value))}>
          {[...versions].reverse().map((version) => <option key={version} value={version}>{V.version(version)}</option>)}
        </select>
      </div>
    </div>
  );
  return (
    <section className="template-diff" aria-label={V.compareTitle} data-testid="version-diff">
      <h4 className="title is-6">{V.compareTitle}</h4>
      <div className="template-diff-choice">
        {picker(fromId, V.from, from, (version) => setChosen((c) => ({ ...c, from: version })))}
        {picker(toId, V.to, to, (version) => setChosen((c) => ({ ...c, to: version })))}
      </div>
      {!comparable ? (
        <p className="list-state">{V.same}</p>
      ) : diff.isError ? (
        <ListLoadError error={diff.error} onRetry={() => diff.refetch()} />
      ) : !diff.data ? (
        <p className="list-state" role="status">{V.comparing}</p>
      ) : (
        <DiffResult diff={diff.data} />
      )}
    </section>
  );
}

function DiffResult({ diff }: { diff: DiffAnswer }) {
  const { fields, options } = diff;
  const all = [...fields.added, ...fields.retired, ...fields.changed, ...options.added, ...options.retired, ...options.changed];
  if (!all.length) return <p className="list-state" role="status">{V.noChanges}</p>;
  const groups: [string, (FieldDiff | OptionDiff)[]][] = [
    [V.groups.fieldsRetired, fields.retired],
    [V.groups.fieldsChanged, fields.changed],
    [V.groups.fieldsAdded, fields.added],
    [V.groups.optionsRetired, options.retired],
    [V.groups.optionsChanged, options.changed],
    [V.groups.optionsAdded, options.added],
  ];
  return (
    <div className="template-diff-result">
      <p role="status" data-testid="diff-summary">{V.summary(all.length, all.filter((entry) => entry.affectsSavedData).length)}</p>
      {groups.filter(([, entries]) => entries.length).map(([title, entries]) => (
        <section key={title} className="template-diff-group" aria-label={title}>
          <h5 className="template-diff-group-title">{title}</h5>
          <ul>
            {entries.map((entry) => (
              <li key={'value' in entry ? `${entry.path}=${entry.value}` : entry.path} className="template-diff-entry" data-testid="diff-entry" data-affects={entry.affectsSavedData}>
                {'value' in entry ? <OptionLine option={entry} /> : <FieldLine field={entry} />}
                {entry.affectsSavedData && <span className="template-badge is-affects">{V.affects}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function FieldLine({ field }: { field: FieldDiff }) {
  return (
    <span className="template-diff-text">
      <strong>{field.label}</strong> <code className="template-diff-path">{field.path}</code>
      {field.changes.length > 0 && <span className="template-diff-changes">{field.changes.join(' · ')}</span>}
    </span>
  );
}

function OptionLine({ option }: { option: OptionDiff }) {
  return (
    <span className="template-diff-text">
      <strong>{option.previousLabel !== undefined ? V.relabelled(option.previousLabel, option.label) : `«${option.label}»`}</strong>{' '}
      <code className="template-diff-path">{option.value}</code> {V.optionOf(option.fieldLabel)}
    </span>
  );
}
