import { useState } from 'react';
import { ROLE_LABELS, type Role } from '../../../engine/staff/roles.ts';
import { Modal } from '../../components/Modal.tsx';
import { useToast } from '../../toast/toastContext.ts';
import { formFailure } from './formFailure.ts';
import { RoleChoice } from './RoleChoice.tsx';
import { staffApi, useStaffChange, type StaffMember } from './staffApi.ts';
import { STAFF_TEXTS as T } from './texts.ts';

export interface RoleDialogProps {
  member: StaffMember;
  /** The account is the signed-in person's own. */
  own: boolean;
  open: boolean;
  onClose: () => void;
  /** May read the signed-in person again (their own account): the list is read after it. */
  onChanged: (member: StaffMember) => Promise<unknown>;
}

/**
 * 'Cambiar rol': the new role, with what changing it does to the person's sessions said before it is
 * confirmed. A refusal (the last administrador) is shown in the server's words.
 */
export function RoleDialog({ member, own, open, onClose, onChanged }: RoleDialogProps) {
  const { toast } = useToast();
  const [role, setRole] = useState<Role>(member.role);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const change = useStaffChange(
    (next: Role) => staffApi.update(member.id, { role: next }),
    (updated) => {
      toast({ title: T.role.done(updated.name, ROLE_LABELS[updated.role]) });
      onClose();
      return onChanged(updated);
    },
  );
  const submit = () => {
    if (change.isPending) return;
    setRefusal(null);
    if (role === member.role) return setUnchanged(true);
    change.mutate(role, {
      onError: (error) => {
        const found = formFailure(error, ['role'], T.network);
        setRefusal(found.fields.role ?? found.message);
      },
    });
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={T.role.title(member.name)}
      className="staff-dialog"
      footer={
        <>
          <button type="button" className="button is-light" onClick={onClose}>
            {T.cancel}
          </button>
          <button type="button" className="button is-primary" aria-disabled={change.isPending || undefined} onClick={submit}>
            {change.isPending ? T.working : T.role.submit}
          </button>
        </>
      }
    >
      <RoleChoice
        value={role}
        current={member.role}
        onChange={(next) => {
          setRole(next);
          setUnchanged(false);
        }}
        error={unchanged ? T.role.unchanged : undefined}
      />
      <p className="staff-consequence">{own ? T.role.ownConsequence : T.role.consequence(member.name)}</p>
      {refusal && (
        <p className="dialog-error" role="alert">
          {refusal}
        </p>
      )}
    </Modal>
  );
}
