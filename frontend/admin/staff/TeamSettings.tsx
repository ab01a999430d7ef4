import { useId, useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useToast } from '../../toast/toastContext.ts';
import { formFailure } from './formFailure.ts';
import { staffApi, useStaffChange } from './staffApi.ts';
import { STAFF_TEXTS as T } from './texts.ts';

const S = T.settings;

/**
 * The team's sign-in rules: the switch 'Exigir verificación en dos pasos a todas las cuentas', confirmed
 * first (it applies to everyone at once). The server refuses to turn it on for an administrador who has
 * not set up their own: its words are shown in the dialog.
 */
export function TeamSettings({ requireMfa }: { requireMfa: boolean }) {
  const { toast } = useToast();
  const id = useId();
  // The value asked for, while the dialog asks to confirm it; kept after closing, so the dialog closes in place.
  const [asked, setAsked] = useState<{ value: boolean; open: boolean }>({ value: !requireMfa, open: false });
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = useStaffChange(staffApi.settings, (saved) => {
    toast({ title: saved.requireMfa ? S.onDone : S.offDone });
    setAsked((a) => ({ ...a, open: false }));
  });
  return (
    <section className="staff-settings" aria-labelledby={`${id}-title`}>
      <h3 className="staff-settings-title" id={`${id}-title`}>
        {S.title}
      </h3>
      <label className="staff-switch">
        <input
          type="checkbox"
          role="switch"
          checked={requireMfa}
          aria-describedby={`${id}-help`}
          onChange={(event) => {
            setRefusal(null);
            setAsked({ value: event.target.checked, open: true });
          }}
        />
        <span>{S.requireMfa}</span>
      </label>
      <p className="help" id={`${id}-help`}>
        {S.help}
      </p>
      <ConfirmDialog
        open={asked.open}
        title={asked.value ? S.onTitle : S.offTitle}
        question={asked.value ? S.onQuestion : S.offQuestion}
        confirmLabel={asked.value ? S.onConfirm : S.offConfirm}
        tone="primary"
        busy={change.isPending}
        error={refusal}
        onConfirm={() => {
          setRefusal(null);
          change.mutate(asked.value, { onError: (error) => setRefusal(formFailure(error, [], T.network).message) });
        }}
        onClose={() => setAsked((a) => ({ ...a, open: false }))}
      />
    </section>
  );
}
