import { useCallback, useMemo, useRef, useState } from 'react';
import { checkInterviewRules } from '../../../engine/interview/checkInterviewRules.ts';
import { GOLDEN_AS_OF, GOLDEN_CASES } from '../../../engine/interview/goldenCases.ts';
import { resolveInterviewRules } from '../../../engine/interview/resolveInterviewRules.ts';
import { scoreInterview } from '../../../engine/interview/scoreInterview.ts';
import type { InterviewRules, InterviewRulesFile, InterviewStep } from '../../../engine/interview/types.ts';
import { validate as rulesShape } from '../../../schemas/generated/validators/interview/rules.js';
import { NO_PROBLEMS, placeProblems, syntaxProblem, type DraftProblem } from './draftCheck.ts';
import { JsonEditor } from './JsonEditor.tsx';
import { TEMPLATE_TEXTS } from './texts.ts';

const T = TEMPLATE_TEXTS.rules;

export interface RulesEditorProps {
  initial: Record<string, unknown>;
  /** The latest published rules, which the preview compares the draft with. */
  published: Record<string, unknown>;
  /** The latest published steps, which the rules score. */
  steps: InterviewStep[];
  /** Called with every draft that is a JSON object, problems or not: a draft in progress is kept. */
  onDraft: (content: Record<string, unknown>) => void;
}

/** The draft's text checked as the server checks it: JSON syntax, rules.schema.json (precompiled), then against the steps. */
function checkRulesText(text: string, steps: InterviewStep[]): { content?: Record<string, unknown>; problems: DraftProblem[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problems: [syntaxProblem('rules', text, error as Error)] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { problems: [{ document: 'rules', from: 0, line: 1, message: 'Debe ser un objeto JSON, entre llaves { }' }] };
  }
  const content = parsed as Record<string, unknown>;
  const found = checkInterviewRules(content, rulesShape, steps);
  return { content, problems: found.length ? placeProblems('rules', text, found) : NO_PROBLEMS };
}

const resolve = (content: Record<string, unknown>, steps: InterviewStep[]): InterviewRules => ({
  ...resolveInterviewRules(content as unknown as InterviewRulesFile, steps),
  fingerprint: '',
});

/**
 * The interview's scoring rules in the JSON editor, checked as they are typed against rules.schema.json
 * and the interview's steps, each problem marked at its line; beside it, the golden cases rated by the
 * published rules and by the draft (the last draft without problems), so a threshold's effect shows at once.
 */
export function RulesEditor({ initial, published, steps, onDraft }: RulesEditorProps) {
  const [text, setText] = useState(() => JSON.stringify(initial, null, 2));
  const [checked, setChecked] = useState(() => checkRulesText(text, steps));
  const [good, setGood] = useState(() => (checked.problems.length ? published : initial));
  const latestDraft = useRef(onDraft);
  latestDraft.current = onDraft;

  const onChange = useCallback(
    (next: string) => {
      setText(next);
      const result = checkRulesText(next, steps);
      setChecked(result);
      if (result.content) latestDraft.current(result.content);
      if (result.content && !result.problems.length) setGood(result.content);
    },
    [steps],
  );

  const ratings = useMemo(() => {
    const before = resolve(published, steps);
    const after = resolve(good, steps);
    return GOLDEN_CASES.map((c) => ({
      name: c.name,
      published: scoreInterview(before, c.region, c.answers, GOLDEN_AS_OF),
      draft: scoreInterview(after, c.region, c.answers, GOLDEN_AS_OF),
    }));
  }, [published, good, steps]);

  return (
    <div className="template-editor" data-testid="template-editor">
      <div className="template-editor-side">
        <p className="help template-rules-intro">{T.intro}</p>
        {checked.problems.length > 0 && (
          <div className="template-alert template-problems" role="alert">
            <p className="has-text-weight-semibold">{TEMPLATE_TEXTS.problemsTitle(checked.problems.length)}</p>
            <ul>
              {checked.problems.slice(0, 8).map((problem, i) => (
                <li key={i}>
                  <strong>{TEMPLATE_TEXTS.problemLine(problem.line)}:</strong> {problem.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        <JsonEditor label={TEMPLATE_TEXTS.editorLabel.rules} value={text} problems={checked.problems} onChange={onChange} />
      </div>
      <section className="template-preview" aria-label={TEMPLATE_TEXTS.preview}>
        <h3 className="title is-6">{T.previewTitle}</h3>
        <p className="help">{T.previewIntro}</p>
        <table className="table is-narrow is-fullwidth template-rules-preview">
          <thead>
            <tr>
              <th>{T.caseName}</th>
              <th>{T.published}</th>
              <th>{T.draft}</th>
            </tr>
          </thead>
          <tbody>
            {ratings.map((r) => {
              const changed = r.published.rating !== r.draft.rating;
              return (
                <tr key={r.name} className={changed ? 'is-changed' : ''} data-testid="rules-preview-row">
                  <td>{r.name}</td>
                  <td>
                    {r.published.rating}{' '}
                    <span className="template-rules-score">
                      {r.published.score}/{r.published.maxScore}
                    </span>
                  </td>
                  <td>
                    {r.draft.rating}{' '}
                    <span className="template-rules-score">
                      {r.draft.score}/{r.draft.maxScore}
                    </span>
                    {changed && <strong className="template-badge is-changed">{T.changed}</strong>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
