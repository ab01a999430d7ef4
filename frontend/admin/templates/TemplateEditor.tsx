import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { sectionKeys } from '../../../engine/templates/editing/locate.ts';
import type { FormContent } from '../../../engine/templates/editing/types.ts';
import {
  checkParsedDraft,
  draftTexts,
  DOCUMENTS,
  NO_PROBLEMS,
  parseDraft,
  placeWarnings,
  type DocumentName,
  type DraftProblem,
  type DraftTexts,
  type TemplateChecker,
  type TemplateWarner,
} from './draftCheck.ts';
import { FieldList, type ApplyEdit, type FieldListProps } from './FieldList.tsx';
import { createIdleJob } from './idleJob.ts';
import { JsonEditor } from './JsonEditor.tsx';
import { PreviewBoundary } from './PreviewBoundary.tsx';
import { TemplatePreview } from './TemplatePreview.tsx';
import { TEMPLATE_TEXTS } from './texts.ts';

type View = 'fields' | DocumentName;

export interface TemplateEditorProps<T extends FormContent> {
  initial: T;
  check: TemplateChecker<T>;
  /** What the engine warns of (valid draft-07 ajv's strict mode would refuse): listed and marked, never holding a draft back. */
  warn?: TemplateWarner<T>;
  /** Called with every draft the engine accepts (and only those: the autosave). */
  onDraft?: (content: T) => void;
  /** Draws the preview of `section` instead of the plain TemplatePreview (a case template's, which can load a saved case). */
  renderPreview?: (content: T, section: string) => ReactNode;
  /** What a section is called here: 'Sección' of a case form, 'Paso' of the interview. */
  sectionLabel?: string;
  /** Whether the form offers 'No aplica' (case forms and the interview do; the task form does not). */
  notApplicable?: boolean;
  /** Fields the form fills by itself, left out of the field list (FieldList). */
  internalFields?: FieldListProps['internal'];
  /**
   * JSON typed with problems is never accepted, so never saved: `onHeld` is told the texts while they have
   * problems (null once they have none), and `texts` brings back those of an editor closed meanwhile.
   */
  heldJson?: HeldJson;
}

export interface HeldJson {
  texts?: DraftTexts;
  onHeld: (texts: DraftTexts | null) => void;
}

/**
 * One template being edited: the field list or its JSON (schema, UI schema) on one side, the form it
 * draws on the other. The preview follows the JSON as it is typed; while the JSON has problems they are
 * listed and marked at their line, and the preview keeps the last draft the engine accepted.
 *
 * Typed JSON that reads as a template is drawn at once, while the draft before it was accepted; the
 * engine's whole-template check runs once the preview is painted
 * (docs/decisions/0156-template-editor-the-preview-before-the-check.md). Only an accepted draft becomes
 * the content: what the field list edits and what `onDraft` (the autosave) gets. A draft the check
 * refuses puts the preview back on the last accepted one.
 */
export function TemplateEditor<T extends FormContent>({
  initial,
  check,
  warn,
  onDraft,
  sectionLabel = TEMPLATE_TEXTS.section,
  notApplicable = true,
  renderPreview,
  internalFields,
  heldJson,
}: TemplateEditorProps<T>) {
  const [content, setContent] = useState(initial);
  // Read from the JSON and drawn, the engine's check still to come.
  const [unchecked, setUnchecked] = useState<T | null>(null);
  const [texts, setTexts] = useState<DraftTexts>(() => heldJson?.texts ?? draftTexts(initial));
  const [problems, setProblems] = useState<DraftProblem[]>(NO_PROBLEMS);
  // Those of the draft last read as a template; kept while the JSON cannot be read.
  const [warnings, setWarnings] = useState<DraftProblem[]>(() => (heldJson?.texts ? NO_PROBLEMS : placeWarnings(initial, warn)));
  const [view, setView] = useState<View>(heldJson?.texts ? 'schema' : 'fields');
  const sections = sectionKeys(content);
  const [section, setSection] = useState(sections[0] ?? '');
  const shownSection = section && !(section in (content.schema.properties ?? {})) ? (sections[0] ?? '') : section;
  // Only the preview gets a draft the engine has not checked: what it could not draw is caught there.
  const drawn = unchecked ?? content;
  const latest = useRef({ content, unchecked, texts, problems });
  latest.current = { content, unchecked, texts, problems };
  const [lateCheck] = useState(createIdleJob);
  useEffect(() => () => lateCheck.cancel(), [lateCheck]);
  const sectionId = useId();
  // Stable per document while the problems do not change, so the editor is re-marked only when they do.
  const problemsOf = useMemo(
    () =>
      Object.fromEntries(DOCUMENTS.map((d) => [d, problems.length ? problems.filter((p) => p.document === d) : NO_PROBLEMS])) as Record<
        DocumentName,
        DraftProblem[]
      >,
    [problems],
  );
  const warningsOf = useMemo(
    () =>
      Object.fromEntries(DOCUMENTS.map((d) => [d, warnings.length ? warnings.filter((p) => p.document === d) : NO_PROBLEMS])) as Record<
        DocumentName,
        DraftProblem[]
      >,
    [warnings],
  );

  const accept = useCallback(
    (next: T) => {
      latest.current.content = next;
      setContent(next);
      onDraft?.(next);
    },
    [onDraft],
  );

  const showProblems = useCallback((found: DraftProblem[]) => {
    latest.current.problems = found;
    setProblems(found);
  }, []);

  const draw = useCallback((draft: T | null) => {
    latest.current.unchecked = draft;
    setUnchecked(draft);
  }, []);

  /** The engine's check of a draft read from `read`, the texts last typed. */
  const settle = useCallback(
    (read: DraftTexts, draft: T) => {
      const result = checkParsedDraft(read, draft, check, warn);
      showProblems(result.problems);
      setWarnings(result.warnings ?? NO_PROBLEMS);
      draw(null);
      if (result.content) accept(result.content);
    },
    [check, warn, accept, showProblems, draw],
  );

  const onType = useCallback(
    (document: DocumentName, text: string) => {
      const next = { ...latest.current.texts, [document]: text };
      latest.current.texts = next;
      setTexts(next);
      // Shared with the draft drawn, so the preview redraws only what was typed.
      const parsed = parseDraft(next, latest.current.unchecked ?? latest.current.content);
      if (!parsed.content) {
        lateCheck.cancel();
        showProblems(parsed.problems);
        draw(null);
        return;
      }
      // Known problems stay listed, and the last accepted draft drawn, until the check says they are gone.
      if (!latest.current.problems.length) draw(parsed.content);
      const draft = parsed.content;
      lateCheck.set(() => settle(next, draft));
    },
    [lateCheck, settle, showProblems, draw],
  );

  // JSON with problems left when this template was closed: checked again, listed and marked.
  const [kept] = useState(() => heldJson?.texts);
  useEffect(() => {
    if (!kept) return;
    const parsed = parseDraft(kept, latest.current.content);
    if (parsed.content) settle(kept, parsed.content);
    else showProblems(parsed.problems);
  }, [kept, settle, showProblems]);
  const onHeld = heldJson?.onHeld;
  useEffect(() => onHeld?.(problems.length ? texts : null), [onHeld, problems, texts]);

  const apply: ApplyEdit = (edit) => {
    // The edit starts from what was typed in the JSON, checked; never over JSON with problems.
    lateCheck.flush();
    if (latest.current.problems.length) return { error: TEMPLATE_TEXTS.fixJsonFirst };
    const result = edit(latest.current.content);
    if (!result.ok) return { error: result.error };
    const next = result.content as T;
    const nextTexts = draftTexts(next);
    setTexts(nextTexts);
    showProblems(NO_PROBLEMS);
    setWarnings(placeWarnings(next, warn, nextTexts));
    accept(next);
    return { key: result.key };
  };

  // Leaving the JSON (another view, a button outside the editor): its check is due now, so the field
  // list, a publish or a save starts from what was typed.
  const checkNow = () => lateCheck.flush();
  const showView = (next: View) => {
    checkNow();
    setView(next);
  };

  const views: [View, string][] = [
    ['fields', TEMPLATE_TEXTS.views.fields],
    ['schema', TEMPLATE_TEXTS.views.schema],
    ['uiSchema', TEMPLATE_TEXTS.views.uiSchema],
  ];
  return (
    <div className="template-editor" data-testid="template-editor" onBlur={checkNow}>
      <div className="template-editor-side">
        <div className="buttons has-addons template-views" role="group" aria-label={TEMPLATE_TEXTS.views.label}>
          {views.map(([id, label]) => (
            <button
              key={id}
              type="button"
              className={`button is-small ${view === id ? 'is-selected is-link' : ''}`}
              aria-pressed={view === id}
              onClick={() => showView(id)}
            >
              {label}
            </button>
          ))}
        </div>
        {sections.length > 0 && (
          <div className="field template-section-choice">
            <label className="label is-small" htmlFor={sectionId}>
              {sectionLabel}
            </label>
            <div className="select is-small">
              <select id={sectionId} value={shownSection} onChange={(event) => setSection(event.target.value)}>
                {sections.map((key) => (
                  <option key={key} value={key}>
                    {String(content.schema.properties![key].title ?? key)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        {problems.length > 0 && <ProblemList problems={problems} />}
        {warnings.length > 0 && <WarningList warnings={warnings} />}
        {view === 'fields' ? (
          problems.length ? (
            <p className="template-alert is-warning">{TEMPLATE_TEXTS.fixJsonFirst}</p>
          ) : (
            <FieldList content={content} section={shownSection} apply={apply} internal={internalFields} />
          )
        ) : (
          DOCUMENTS.filter((document) => document === view).map((document) => (
            <JsonEditor
              key={document}
              label={TEMPLATE_TEXTS.editorLabel[document]}
              value={texts[document]}
              problems={problemsOf[document]}
              warnings={warningsOf[document]}
              onChange={(text) => onType(document, text)}
            />
          ))
        )}
      </div>
      <section className="template-preview" aria-label={TEMPLATE_TEXTS.preview}>
        <h3 className="title is-6">{TEMPLATE_TEXTS.preview}</h3>
        <PreviewBoundary draft={drawn}>
          {renderPreview ? (
            renderPreview(drawn, shownSection)
          ) : (
            <TemplatePreview key={shownSection} content={drawn} section={shownSection} notApplicable={notApplicable} />
          )}
        </PreviewBoundary>
      </section>
    </div>
  );
}

function ProblemList({ problems }: { problems: DraftProblem[] }) {
  return (
    <div className="template-alert template-problems" role="alert">
      <p className="has-text-weight-semibold">{TEMPLATE_TEXTS.problemsTitle(problems.length)}</p>
      <ul>
        {problems.slice(0, 8).map((problem, i) => (
          <li key={i}>
            <strong>
              {TEMPLATE_TEXTS.documentName[problem.document]}, {TEMPLATE_TEXTS.problemLine(problem.line)}:
            </strong>{' '}
            {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Valid draft-07 worth a look (ajv's strict mode would refuse it): listed beside the JSON, publishing still allowed. */
function WarningList({ warnings }: { warnings: DraftProblem[] }) {
  return (
    <div className="template-alert is-warning template-warnings" role="status" data-testid="template-warnings">
      <p className="has-text-weight-semibold">{TEMPLATE_TEXTS.warningsTitle(warnings.length)}</p>
      <ul>
        {warnings.slice(0, 8).map((warning, i) => (
          <li key={i}>
            <strong>
              {TEMPLATE_TEXTS.documentName[warning.document]}, {TEMPLATE_TEXTS.problemLine(warning.line)}:
            </strong>{' '}
            {warning.message}
          </li>
        ))}
      </ul>
      {warnings.length > 8 && <p>{TEMPLATE_TEXTS.moreWarnings(warnings.length - 8)}</p>}
    </div>
  );
}
