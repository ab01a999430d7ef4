import { useMemo } from 'react';
import { readDiff } from '../../../engine/templates/editing/readDiff.ts';
import { Modal } from '../../components/Modal.tsx';
import { CASE_TEXTS } from '../texts.ts';
import type { UpgradePreview, UpgradeStep } from './useCaseUpgrade.ts';

const T = CASE_TEXTS.upgrade;

export interface CaseUpgradeDialogProps {
  state: UpgradeStep;
  onConfirm: () => void;
  onRetry: () => void;
  onClose: () => void;
}

function AffectsTag() {
  return <span className="case-upgrade-affects">{T.affects}</span>;
}

/** Values of the case as they read on the form they were written on. */
function ValueLines({ values }: { values: UpgradePreview['answer']['retired'] }) {
  return (
    <dl>
      {values.flatMap((value, index) =>
        value.lines.map((line) => (
          <div key={`${index}:${line.label}`} className="case-retired-line">
            <dt>{line.label}</dt>
            <dd>{line.text}</dd>
          </div>
        )),
      )}
    </dl>
  );
}

/** What the move does: the values of this case set apart, then every change of the form, marked where it touches saved data. */
function PreviewBody({ preview }: { preview: UpgradePreview }) {
  const { answer, from, to } = preview;
  const groups = useMemo(() => readDiff(answer.diff, from, to), [answer.diff, from, to]);
  return (
    <>
      <p>{T.description(answer.fromVersion, answer.toVersion, to.label)}</p>
      {answer.retired.length > 0 && (
        <section className="case-upgrade-set-apart" data-testid="case-upgrade-set-apart">
          <h3 className="case-upgrade-heading">{T.setApartTitle}</h3>
          <p className="case-upgrade-note">{T.setApartNote}</p>
          <ValueLines values={answer.retired} />
        </section>
      )}
      {answer.returned.length > 0 && (
        <section className="case-upgrade-returned" data-testid="case-upgrade-returned">
          <h3 className="case-upgrade-heading">{T.returnedTitle}</h3>
          <p className="case-upgrade-note">{T.returnedNote}</p>
          <ValueLines values={answer.returned} />
        </section>
      )}
      <section className="case-upgrade-changes" data-testid="case-upgrade-changes">
        <h3 className="case-upgrade-heading">{T.changesTitle}</h3>
        {groups.length === 0 && <p className="case-upgrade-note">{T.noChanges}</p>}
        {groups.map((group) => (
          <div key={group.title} className="case-upgrade-group" data-group={group.title}>
            <h4>{group.title}</h4>
            <ul>
              {group.lines.map((line) => (
                <li key={line.key} data-affects={line.affectsSavedData || undefined}>
                  <span className="case-upgrade-place">{line.place}</span>
                  {line.detail && <span className="case-upgrade-detail">{line.detail}</span>}
                  {line.affectsSavedData && <AffectsTag />}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </>
  );
}

/**
 * The confirmation of 'Actualizar a la versión N': the server's preview of the move, then the move.
 * It cannot be closed half-way through a move; a failure is told here and changes nothing.
 */
export function CaseUpgradeDialog({ state, onConfirm, onRetry, onClose }: CaseUpgradeDialogProps) {
  const open = state.step !== 'closed';
  const toVersion = open ? state.toVersion : 0;
  const preview = state.step === 'ready' || state.step === 'moving' ? state.preview : state.step === 'failed' ? state.preview : undefined;
  const moving = state.step === 'moving';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={T.action(toVersion)}
      size="large"
      className="case-upgrade-dialog"
      closeOnBackdrop={!moving}
      footer={
        <>
          {preview ? (
            <button
              type="button"
              className="button is-primary"
              data-autofocus
              aria-disabled={moving || undefined}
              onClick={() => !moving && onConfirm()}
            >
              {moving ? T.moving : T.action(toVersion)}
            </button>
          ) : (
            state.step === 'failed' && (
              <button type="button" className="button is-primary" onClick={onRetry}>
                {T.retry}
              </button>
            )
          )}
          <button type="button" className="button is-light" disabled={moving} onClick={onClose}>
            {T.cancel}
          </button>
        </>
      }
    >
      {state.step === 'failed' && (
        <p className="case-upgrade-failed" role="alert">
          {state.message}
        </p>
      )}
      {state.step === 'loading' && <p role="status">{T.loading}</p>}
      {preview && <PreviewBody preview={preview} />}
    </Modal>
  );
}
