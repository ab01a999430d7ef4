import { useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useToast } from '../../toast/toastContext.ts';
import { formFailure } from './formFailure.ts';
import { staffApi, useStaffChange, type StaffMember } from './staffApi.ts';
import { STAFF_TEXTS as T } from './texts.ts';

export type AccountConfirmation = 'disable' | 'enable' | 'resetMfa' | 'endSessions';

const ACTIONS: Record<
  AccountConfirmation,
  { run: (member: StaffMember) => Promise<StaffMember>; label: string; tone: 'danger' | 'primary' }
> = {
  disable: { run: (m) => staffApi.update(m.id, { disabled: true }), label: T.actions.disable, tone: 'danger' },
  enable: { run: (m) => staffApi.update(m.id, { disabled: false }), label: T.actions.enable, tone: 'primary' },
  resetMfa: { run: (m) => staffApi.resetMfa(m.id), label: T.resetMfa.confirm, tone: 'danger' },
  endSessions: { run: (m) => staffApi.endSessions(m.id).then(() => m), label: T.endSessions.confirm, tone: 'danger' },
};

export interface AccountConfirmDialogProps {
  member: StaffMember;
  action: AccountConfirmation;
  open: boolean;
  onClose: () => void;
  onChanged: (member: StaffMember) => Promise<unknown>;
}

/** 'Desactivar', 'Activar', 'Restablecer verificación en dos pasos' and 'Cerrar sus sesiones', each said in full and confirmed first. */
export function AccountConfirmDialog({ member, action, open, onClose, onChanged }: AccountConfirmDialogProps) {
  const { toast } = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { run, label, tone } = ACTIONS[action];
  const texts = T[action];
  const change = useStaffChange(
    () => run(member),
    (updated) => {
      toast({ title: texts.done(updated.name) });
      onClose();
      return onChanged(updated);
    },
  );
  return (
    <ConfirmDialog
      open={open}
      title={texts.title(member.name)}
      question={texts.question(member.name)}
      confirmLabel={label}
      tone={tone}
      busy={change.isPending}
      error={refusal}
      onConfirm={() => {
        setRefusal(null);
        change.mutate(undefined, { onError: (error) => setRefusal(formFailure(error, [], T.network).message) });
      }}
      onClose={onClose}
    />
  );
}
