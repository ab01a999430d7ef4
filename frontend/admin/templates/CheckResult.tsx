import type { TemplateKind } from '../../../engine/templates/editing/checkDraft.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

const T = TEMPLATE_TEXTS.server;

interface RatingChange {
  name: string;
  region: string;
  score: { current: number; draft: number };
  rating: { current: string; draft: string };
}

/** What POST /api/admin/templates/:kind/:key/check answers (docs/api.md). */
export interface DraftCheckResult {
  problems: { pointer: string; message: string }[];
  records?: {
    total: number;
    failing: number;
    failingRecords: { id: string; name: string; templateVersion: number; errors: { path: string; message: string }[] }[];
    retiredFieldsHeld: { path: string; label: string; records: number }[];
    unofferedOptions: { path: string; value: string; records: number }[];
  };
  unscored?: { field: string; fieldLabel: string; value: string; label: string }[];
  rescored?: { golden: RatingChange[]; interviews: { total: number; changed: RatingChange[] } };
}

const change = (c: RatingChange) => T.ratingChange(c.name, c.rating.current, c.rating.draft, `${c.score.current} → ${c.score.draft}`);

/** What 'Comprobar' found: the draft's own problems, else what it would do to the records saved, or to the ratings. */
export function CheckResult({ kind, result }: { kind: TemplateKind; result: DraftCheckResult }) {
  const { problems, records, unscored, rescored } = result;
  const noun = T.records[kind === 'rules' ? 'interview' : kind];
  const warning = problems.length > 0 || Boolean(records?.failing) || Boolean(unscored?.length) || Boolean(rescored && (rescored.golden.length || rescored.interviews.changed.length));
  return (
    <div className={`template-alert ${warning ? (problems.length ? '' : 'is-warning') : 'is-success'}`} role="status" data-testid="check-result">
      {problems.length > 0 ? (
        <>
          <p>{T.checkProblems(problems.length)}</p>
          <ul>{problems.map((p, i) => <li key={i}><strong>{p.pointer}:</strong> {p.message}</li>)}</ul>
        </>
      ) : (
        <>
          {records && (
            <>
              <p>{T.checkRecords(noun, records.total, records.failing)}</p>
              <ul>
                {records.failingRecords.flatMap((r) => r.errors.map((e, i) => <li key={`${r.id}-${i}`}>{T.failingRecord(noun, r.name, r.templateVersion)} <strong>{e.path}:</strong> {e.message}</li>))}
                {records.retiredFieldsHeld.map((f) => <li key={f.path}>{T.retiredHeld(noun, f.label, f.records)}</li>)}
                {records.unofferedOptions.map((o) => <li key={`${o.path}=${o.value}`}>{T.unoffered(noun, o.value, o.path, o.records)}</li>)}
              </ul>
            </>
          )}
          {unscored && unscored.length > 0 && (
            <ul>{unscored.map((u) => <li key={`${u.field}=${u.value}`}>{T.unscored(u.label, u.fieldLabel)}</li>)}</ul>
          )}
          {rescored && (
            rescored.golden.length || rescored.interviews.changed.length ? (
              <>
                {rescored.golden.length > 0 && (
                  <>
                    <p>{T.rescoredGolden(rescored.golden.length)}</p>
                    <ul>{rescored.golden.map((c) => <li key={c.name}>{change(c)}</li>)}</ul>
                  </>
                )}
                {rescored.interviews.changed.length > 0 && (
                  <>
                    <p>{T.rescoredInterviews(rescored.interviews.total, rescored.interviews.changed.length)}</p>
                    <ul>{rescored.interviews.changed.map((c, i) => <li key={i}>{change(c)}</li>)}</ul>
                  </>
                )}
              </>
            ) : (
              <p>{T.rescoredNone}</p>
            )
          )}
        </>
      )}
    </div>
  );
}
