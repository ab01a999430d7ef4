import { useEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, foldGutter, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { Annotation, EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import type { DraftProblem } from './draftCheck.ts';

/** Marks a change the page made (the field list, another template), so it is not reported back as typing. */
const fromOutside = Annotation.define<boolean>();

export interface JsonEditorProps {
  value: string;
  onChange: (text: string) => void;
  /** Problems of this document, marked at their place (underline, gutter marker, tooltip). */
  problems: DraftProblem[];
  /** Warnings of this document (valid, but worth a look), marked the same way with the warning's colour. */
  warnings?: DraftProblem[];
  label: string;
}

function diagnostics(state: EditorState, problems: DraftProblem[], severity: Diagnostic['severity']): Diagnostic[] {
  const length = state.doc.length;
  return problems.map((problem) => {
    const at = Math.min(problem.from, length);
    const line = state.doc.lineAt(at);
    // From the problem to the end of its line; at a line's end, its last character, so the mark shows.
    const to = line.to > at ? line.to : at;
    const from = to === at ? Math.max(line.from, at - 1) : at;
    return { from, to, severity, message: problem.message };
  });
}

const NO_WARNINGS: DraftProblem[] = [];

/** A JSON document in CodeMirror 6: syntax colours, line numbers, folding, and the draft's problems marked. */
export function JsonEditor({ value, onChange, problems, warnings = NO_WARNINGS, label }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestChange = useRef(onChange);
  latestChange.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          foldGutter(),
          lintGutter(),
          history(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle),
          json(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((t) => t.annotation(fromOutside)))
              latestChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value }, annotations: fromOutside.of(true) });
  }, [value]);

  // New problems are marked; the same list again (a valid draft typed on) costs nothing.
  useEffect(() => {
    const editor = view.current;
    if (editor)
      editor.dispatch(
        setDiagnostics(editor.state, [...diagnostics(editor.state, problems, 'error'), ...diagnostics(editor.state, warnings, 'warning')]),
      );
  }, [problems, warnings]);

  return <div ref={host} className="template-json-editor" data-problems={problems.length} data-warnings={warnings.length} />;
}
