import { useState } from 'react';
import type { StaffUser } from '../session/sessionStore.ts';
import { AccountDialog } from './AccountDialog.tsx';
import { ACCOUNT_TEXTS } from './texts.ts';

/** The header's 'Mi cuenta', beside the username, and the dialog it opens. */
export function AccountButton({ user }: { user: StaffUser }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button is-small admin-account-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {ACCOUNT_TEXTS.dialog.open}
      </button>
      <AccountDialog open={open} onClose={() => setOpen(false)} user={user} />
    </>
  );
}
