import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TemplateDiff } from '../../../schemas/generated/templateDiff.ts';
import { ListLoadError } from '../lists/ListLoadError.tsx';
import { adminRequest } from '../session/adminRequest.ts';
import { diffCounts, RuleChangeEntries, TemplateDiffEntries } from './DiffEntries.tsx';
import { TEMPLATE_TEXTS } from './texts.ts';

const V = TEMPLATE_TEXTS.versions;

/**
 * Two versions of a template side by side: for a form (a case form, the interview's steps, the task
 * form) the fields and options added, retired and changed between them, each change that touches saved
 * records marked (docs/decisions/0130-what-a-diff-marks-as-affecting-saved-data.md); for the scoring
 * rules, the places whose points or thresholds changed. Starts on the latest version against the one
 * before it.
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
    queryFn: ({ signal }) => adminRequest<TemplateDiff>('GET', `${templateUrl}/diff?from=${from}&to=${to}`, undefined, { signal }),
    enabled: comparable,
    // Published versions never change.
    staleTime: Infinity,
  });
  if (versions.length < 2) return <p className="list-state">{V.onlyOne}</p>;

  const picker = (id: string, label: string, value: number | undefined, set: (version: number) => void) => (
    <div className="field">
      <label className="label is-small" htmlFor={id}>
        {label}
      </label>
      <div className="select is-small">
        <select id={id} value={value} onChange={(event) => set(Number(event.target.value))}>
          {[...versions].reverse().map((version) => (
            <option key={version} value={version}>
              {V.version(version)}
            </option>
          ))}
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
        <p className="list-state" role="status">
          {V.comparing}
        </p>
      ) : (
        <DiffResult diff={diff.data} />
      )}
    </section>
  );
}

/** What GET …/diff answered: a form's fields and options, or the scoring rules' changed places. */
function DiffResult({ diff }: { diff: TemplateDiff }) {
  if ('ruleChanges' in diff) {
    if (!diff.ruleChanges.length)
      return (
        <p className="list-state" role="status">
          {V.noRuleChanges}
        </p>
      );
    return (
      <div className="template-diff-result">
        <p role="status" data-testid="diff-summary">
          {V.rulesSummary(diff.ruleChanges.length)}
        </p>
        <RuleChangeEntries changes={diff.ruleChanges} />
      </div>
    );
  }
  const { changes, affecting } = diffCounts(diff);
  if (!changes)
    return (
      <p className="list-state" role="status">
        {V.noChanges}
      </p>
    );
  return (
    <div className="template-diff-result">
      <p role="status" data-testid="diff-summary">
        {V.summary(changes, affecting)}
      </p>
      <TemplateDiffEntries diff={diff} />
    </div>
  );
}
