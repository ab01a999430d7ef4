import { useState } from 'react';
import type { CaseDetailsRecord } from '../../../schemas/generated/caseDetailsRecord.ts';
import { CASE_TEXTS } from '../texts.ts';
import { CaseUpgradeDialog } from './CaseUpgradeDialog.tsx';
import { useCaseUpgrade, type CaseUpgradeOptions } from './useCaseUpgrade.ts';

const T = CASE_TEXTS.upgrade;

export interface CaseUpgradeProps extends CaseUpgradeOptions {
  /** The case as saved: what a move starts from. */
  base: CaseDetailsRecord;
  /** The version of the form on screen. */
  shownVersion: number;
  /** The latest published version of the saved case's form, when known. */
  latestVersion: number | null;
  /** Read when the action is pressed: a move starts from the saved case, so unsaved changes stop it. */
  hasUnsavedChanges: () => boolean;
  locked: boolean;
}

/** Whether 'Actualizar a la versión N' applies: a saved case whose form has a newer published version. */
export function newerVersion(base: CaseDetailsRecord, latestVersion: number | null): number | null {
  return base.version > 0 && latestVersion !== null && latestVersion > base.templateVersion ? latestVersion : null;
}

/**
 * The version of the form the case is drawn with and, when a newer one is published, the action to
 * move the case to it. Unsaved changes are never lost by a move: with any on screen the action refuses
 * and says to save or discard them first
 * (docs/decisions/0146-moving-a-case-from-the-case-dialog.md).
 */
export function CaseUpgrade({ base, shownVersion, latestVersion, hasUnsavedChanges, locked, ...options }: CaseUpgradeProps) {
  const upgrade = useCaseUpgrade(options);
  const [refused, setRefused] = useState(false);
  const target = newerVersion(base, latestVersion);
  if (target === null) return <p className="case-template-version">{T.current(shownVersion)}</p>;

  const start = () => {
    if (locked) return;
    if (hasUnsavedChanges()) {
      setRefused(true);
      return;
    }
    setRefused(false);
    void upgrade.open(base, target);
  };

  return (
    <div className="case-notice case-upgrade" data-testid="case-upgrade">
      <span>{T.available(base.templateVersion, target)}</span>
      <button type="button" className="button is-small is-primary" aria-disabled={locked || undefined} onClick={start}>
        {T.action(target)}
      </button>
      {refused && hasUnsavedChanges() && (
        <p className="case-upgrade-refused" role="alert">
          {T.unsavedFirst}
        </p>
      )}
      <CaseUpgradeDialog state={upgrade.state} onConfirm={() => void upgrade.confirm()} onRetry={start} onClose={upgrade.close} />
    </div>
  );
}
