import { useMemo } from 'react';
import type { TemplateKind } from '../../../engine/templates/kinds/kind.ts';
import { draftDifference } from '../../../engine/templates/editing/draftDifference.ts';
import type { ServerDraft, TemplateContent } from './serverDraft.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

const T = TEMPLATE_TEXTS.server;
/** Pointers listed before the rest is only counted: a reader compares a few places, not hundreds. */
const POINTERS_SHOWN = 30;

export interface DraftConflictProps {
  kind: TemplateKind;
  theirs: ServerDraft;
  mine: TemplateContent;
  onUseTheirs: () => void;
  onKeepMine: () => void;
}

/**
 * Someone else saved the draft while this editor changed it (409): what my draft changes from theirs, in
 * words (fields and options; the JSON places for what has no words, or for the rules), both drafts' JSON
 * on request, and the choice of which to keep.
 */
export function DraftConflict({ kind, theirs, mine, onUseTheirs, onKeepMine }: DraftConflictProps) {
  const { groups, pointers } = useMemo(() => draftDifference(kind, theirs.content, mine), [kind, theirs, mine]);
  return (
    <section className="template-alert template-conflict" role="alert" data-testid="draft-conflict">
      <p className="has-text-weight-semibold">{T.conflictTitle(theirs.updatedBy)}</p>
      {pointers.length === 0 ? (
        <p>{T.conflictSame}</p>
      ) : (
        <>
          <p>{T.conflictIntro(theirs.updatedBy)}</p>
          {groups.map((group) => (
            <div key={group.title} className="template-conflict-group">
              <p className="has-text-weight-semibold">{group.title}</p>
              <ul>
                {group.lines.map((line) => (
                  <li key={line.key}>
                    {line.place}
                    {line.detail && <>: {line.detail}</>}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {groups.length === 0 ? (
            <PointerList title={T.conflictPlaces(pointers.length)} pointers={pointers} />
          ) : (
            <details>
              <summary>{T.conflictAllPlaces(pointers.length)}</summary>
              <PointerList pointers={pointers} />
            </details>
          )}
        </>
      )}
      <details className="template-conflict-raw">
        <summary>{T.conflictJson}</summary>
        <div className="template-conflict-sides">
          <DraftSide title={T.theirs} content={theirs.content} />
          <DraftSide title={T.mine} content={mine} />
        </div>
      </details>
      <div className="buttons">
        <button type="button" className="button is-small" onClick={onUseTheirs}>
          {T.useTheirs}
        </button>
        <button type="button" className="button is-small is-link" onClick={onKeepMine}>
          {T.keepMine}
        </button>
      </div>
    </section>
  );
}

function PointerList({ title, pointers }: { title?: string; pointers: string[] }) {
  return (
    <div className="template-conflict-group">
      {title && <p className="has-text-weight-semibold">{title}</p>}
      <ul>
        {pointers.slice(0, POINTERS_SHOWN).map((pointer) => (
          <li key={pointer}>
            <code>{pointer || T.wholeDocument}</code>
          </li>
        ))}
      </ul>
      {pointers.length > POINTERS_SHOWN && <p className="help">{T.morePlaces(pointers.length - POINTERS_SHOWN)}</p>}
    </div>
  );
}

function DraftSide({ title, content }: { title: string; content: TemplateContent }) {
  return (
    <div>
      <p className="has-text-weight-semibold">{title}</p>
      <pre className="template-conflict-json">{JSON.stringify(content, null, 2)}</pre>
    </div>
  );
}
