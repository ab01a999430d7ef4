import type { Plugin } from 'vite';
import { COMPILE_HINT } from '../../engine/validation/standaloneCode.ts';

/**
 * The code a form runs nearly all of the moment it opens: RJSF, the engine's theme, the case and
 * interview dialogs and the compiled validators (the first check runs the whole of one). Compiled
 * lazily, the first opening of a case in a page spent about a third of its main-thread time compiling
 * (docs/decisions/0157-opening-the-case-dialog-compile-hints-nothing-forced-before.md). The landing,
 * pdfmake and the template editor stay lazy: most of their code never runs, and compiling it all would
 * cost more than it saves.
 */
const OPENED_IN_FULL = [
  /\/node_modules\/@rjsf\//,
  /\/engine\/rjsf\//,
  // Case forms and the interview's steps; not the scoring rules' shape check, which only the template editor runs.
  /\/schemas\/generated\/validators\/(case\/|interview\/\d)/,
  /\/frontend\/caseDetails\/(CaseDetailsDialog|CaseEditor)\.tsx$/,
  /\/frontend\/admin\/interviews\/InterviewDialog\.tsx$/,
];

/** Whether a chunk holds code a form runs in full when it opens. */
export const runsInFullWhenAFormOpens = (moduleIds: readonly string[]) =>
  moduleIds.some((id) => OPENED_IN_FULL.some((pattern) => pattern.test(id.replaceAll('\\', '/'))));

/** Starts the chunks a form runs in full with the compile hint (once the bundle is minified, which drops comments). */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // Last: Vite's own generateBundle puts its preload list at the top of some chunks.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && runsInFullWhenAFormOpens(output.moduleIds)) output.code = `${COMPILE_HINT}\n${output.code}`;
        }
      },
    },
  };
}
