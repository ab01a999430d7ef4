import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasskeyItem } from '../../../schemas/generated/passkeyList.ts';
import { formatDateTime } from '../../../engine/calendar/formatDate.ts';
import { useToast } from '../../toast/toastContext.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { errorMessage } from '../session/adminRequest.ts';
import { session, type StaffUser } from '../session/sessionStore.ts';
import { TEXTS } from '../texts.ts';
import { fieldMessage } from './accountApi.ts';
import { addPasskey, listPasskeys, MY_PASSKEYS_KEY, PasskeyCancelled, removePasskey } from './passkeyApi.ts';
import { RecoveryCodesView } from './RecoveryCodesView.tsx';
import { TextField } from './TextField.tsx';
import { ACCOUNT_TEXTS } from './texts.ts';

const T = ACCOUNT_TEXTS.passkeys;

export interface PasskeyAddFormProps {
  /** The passkey is kept; `recoveryCodes` when it was the person's first second factor. */
  onAdded: (result: { recoveryCodes: string[] | null; user: StaffUser }) => void;
  onCancel?: () => void;
}

/** A name for the key, then the browser asks the person to touch it (or unlock the phone); the server checks and keeps it. */
export function PasskeyAddForm({ onAdded, onCancel }: PasskeyAddFormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) {
      setError(T.missingName);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onAdded(await addPasskey(name.trim()));
    } catch (failure) {
      setError(
        failure instanceof PasskeyCancelled
          ? T.cancelled
          : (fieldMessage(failure, 'name') ?? fieldMessage(failure, 'response') ?? errorMessage(failure, TEXTS.errors.network)),
      );
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <p className="account-text">{T.addIntro}</p>
      <TextField
        label={T.name}
        placeholder={T.namePlaceholder}
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error}
        inputRef={input}
        autoComplete="off"
      />
      <div className="account-actions">
        <button type="submit" className="button is-gold" aria-disabled={busy || undefined}>
          {busy ? T.adding : T.add}
        </button>
        {onCancel && (
          <button type="button" className="button is-white" onClick={onCancel}>
            {T.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

export interface PasskeysSectionProps {
  user: StaffUser;
  onCodesPending: (pending: boolean) => void;
  remind: number;
}

/**
 * 'Llaves de acceso' in 'Mi cuenta': the passkeys the account signs in with (a security key, the phone's
 * or the computer's lock), each removable, and one more added. The first second factor comes with
 * recovery codes, shown once like the app's.
 */
export function PasskeysSection({ user, onCodesPending, remind }: PasskeysSectionProps) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [adding, setAdding] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState<PasskeyItem | null>(null);
  const keys = useQuery({ queryKey: MY_PASSKEYS_KEY, queryFn: ({ signal }) => listPasskeys(signal), staleTime: 0 });
  const reload = () => queryClient.invalidateQueries({ queryKey: MY_PASSKEYS_KEY });

  const remove = useMutation({
    mutationFn: (key: PasskeyItem) => removePasskey(key.id),
    onSuccess: async (_, key) => {
      setRemoving(null);
      toast({ title: T.removed(key.name) });
      await reload();
      heading.current?.focus();
    },
    onError: (failure) => {
      setRemoving(null);
      toast({ title: T.removeFailed, description: errorMessage(failure, TEXTS.errors.network), variant: 'destructive' });
    },
  });

  let body;
  if (codes) {
    body = (
      <RecoveryCodesView
        codes={codes}
        username={user.username}
        headingLevel={4}
        remind={remind}
        onSavedChange={(saved) => onCodesPending(!saved)}
        onDone={() => {
          setCodes(null);
          onCodesPending(false);
          heading.current?.focus();
        }}
      />
    );
  } else if (adding) {
    body = (
      <PasskeyAddForm
        onCancel={() => setAdding(false)}
        onAdded={async ({ recoveryCodes, user: next }) => {
          session.signedIn(next);
          toast({ title: T.added });
          setAdding(false);
          await reload();
          if (recoveryCodes) {
            setCodes(recoveryCodes);
            onCodesPending(true);
          } else heading.current?.focus();
        }}
      />
    );
  } else {
    const list = keys.data ?? [];
    body = (
      <>
        {keys.isPending ? (
          <p role="status">{T.loading}</p>
        ) : keys.isError ? (
          <p role="alert">{T.loadError}</p>
        ) : list.length === 0 ? (
          <p className="account-text">{T.none}</p>
        ) : (
          <ul className="account-list" aria-label={T.listLabel}>
            {list.map((key) => (
              <li key={key.id} className="account-list-item">
                <div>
                  <strong>{key.name}</strong>
                  <p className="account-meta">
                    {T.createdAt(formatDateTime(key.createdAt))} ·{' '}
                    {key.lastUsedAt ? T.lastUsedAt(formatDateTime(key.lastUsedAt)) : T.neverUsed}
                  </p>
                </div>
                <button
                  type="button"
                  className="button is-white is-small"
                  aria-label={T.removeLabel(key.name)}
                  onClick={() => setRemoving(key)}
                >
                  {T.remove}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="account-actions">
          <button type="button" className="button is-white" onClick={() => setAdding(true)}>
            {T.addButton}
          </button>
        </div>
      </>
    );
  }

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="account-heading">
        {T.heading}
      </h3>
      <p className="account-text">{T.intro}</p>
      {body}
      <ConfirmDialog
        open={removing !== null}
        title={T.removeTitle}
        question={removing ? T.removeQuestion(removing.name) : ''}
        confirmLabel={T.remove}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
