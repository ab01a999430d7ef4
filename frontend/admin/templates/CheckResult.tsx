import type { TemplateKind } from '../../../engine/templates/kinds/kind.ts';
import type { TemplateCheck, TemplateFinding, TemplateFormDiff, TemplateRatingChange } from '../../../schemas/generated/templateCheck.ts';
import { diffCounts, RuleChangeEntries, TemplateDiffEntries } from './DiffEntries.tsx';
import { TEMPLATE_TEXTS } from './texts.ts';

const T = TEMPLATE_TEXTS.server;

const change = (c: TemplateRatingChange) =>
  T.ratingChange(c.name, c.rating.current, c.rating.draft, `${c.score.current} → ${c.score.draft}`);

/**
 * What 'Comprobar' found: the draft's own problems, each at its place in the form's words; else what the
 * draft changes against the latest version (the changes that affect saved data first) and what it would
 * do to the records saved, or to the ratings.
 */
export function CheckResult({ kind, result }: { kind: TemplateKind; result: TemplateCheck }) {
  const { problems, warnings = [], diff, ruleChanges, records, unscored, rescored } = result;
  const noun = T.records[kind === 'rules' ? 'interview' : kind];
  const warning =
    problems.length > 0 ||
    warnings.length > 0 ||
    Boolean(diff?.affectsSavedData) ||
    Boolean(records?.failing) ||
    Boolean(unscored?.length) ||
    Boolean(rescored && (rescored.golden.length || rescored.interviews.changed.length));
  return (
    <div
      className={`template-alert ${warning ? (problems.length ? '' : 'is-warning') : 'is-success'}`}
      role="status"
      data-testid="check-result"
    >
      {problems.length > 0 ? (
        <>
          <p>{T.checkProblems(problems.length)}</p>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>
                {p.place && <strong>{p.place}:</strong>} {p.message}
              </li>
            ))}
          </ul>
          {warnings.length > 0 && <CheckWarnings warnings={warnings} />}
        </>
      ) : (
        <>
          {warnings.length > 0 && <CheckWarnings warnings={warnings} />}
          {diff && <DraftChanges diff={diff} />}
          {ruleChanges && (
            <section className="template-check-changes" aria-label={T.changesTitle} data-testid="check-changes">
              <p>{ruleChanges.length ? T.ruleChanges(ruleChanges.length) : T.noRuleChanges}</p>
              {ruleChanges.length > 0 && <RuleChangeEntries changes={ruleChanges} />}
            </section>
          )}
          {records && (
            <>
              <p>{T.checkRecords(noun, records.total, records.failing)}</p>
              <ul>
                {records.failingRecords.flatMap((r) =>
                  r.errors.map((e, i) => (
                    <li key={`${r.id}-${i}`}>
                      {T.failingRecord(noun, r.name, r.templateVersion)} <strong>{e.place}:</strong> {e.message}
                    </li>
                  )),
                )}
                {records.retiredFieldsHeld.map((f) => (
                  <li key={f.path}>{T.retiredHeld(noun, f.place, f.records)}</li>
                ))}
                {records.unofferedOptions.map((o) => (
                  <li key={`${o.path}=${o.value}`}>{T.unoffered(noun, o.label, o.place, o.records)}</li>
                ))}
              </ul>
            </>
          )}
          {unscored && unscored.length > 0 && (
            <ul>
              {unscored.map((u) => (
                <li key={`${u.field}=${u.value}`}>{T.unscored(u.label, u.place)}</li>
              ))}
            </ul>
          )}
          {rescored &&
            (rescored.golden.length || rescored.interviews.changed.length ? (
              <>
                {rescored.golden.length > 0 && (
                  <>
                    <p>{T.rescoredGolden(rescored.golden.length)}</p>
                    <ul>
                      {rescored.golden.map((c) => (
                        <li key={c.name}>{change(c)}</li>
                      ))}
                    </ul>
                  </>
                )}
                {rescored.interviews.changed.length > 0 && (
                  <>
                    <p>{T.rescoredInterviews(rescored.interviews.total, rescored.interviews.changed.length)}</p>
                    <ul>
                      {rescored.interviews.changed.map((c, i) => (
                        <li key={i}>{change(c)}</li>
                      ))}
                    </ul>
                  </>
                )}
              </>
            ) : (
              <p>{T.rescoredNone}</p>
            ))}
        </>
      )}
    </div>
  );
}

/** The draft's warnings (valid draft-07 ajv's strict mode would refuse), each at its place in the form's words. */
function CheckWarnings({ warnings }: { warnings: TemplateFinding[] }) {
  return (
    <section className="template-check-warnings" aria-label={T.checkWarnings(warnings.length)} data-testid="check-warnings">
      <p>{T.checkWarnings(warnings.length)}</p>
      <ul>
        {warnings.map((w, i) => (
          <li key={i}>
            {w.place && <strong>{w.place}:</strong>} {w.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The draft's changes against the latest version, the ones that affect saved data first. */
function DraftChanges({ diff }: { diff: TemplateFormDiff }) {
  const { changes, affecting } = diffCounts(diff);
  return (
    <section className="template-check-changes" aria-label={T.changesTitle} data-testid="check-changes">
      <p>{changes ? T.changes(changes, affecting) : T.noChanges}</p>
      {changes > 0 && <TemplateDiffEntries diff={diff} />}
    </section>
  );
}
