import { STAFF_TEXTS as T } from './texts.ts';

/** What to pass on after creating an account or resetting its password: the username and the temporary password. */
export function HandOver({ username, password }: { username: string; password: string }) {
  return (
    <div className="staff-handover" data-testid="staff-handover">
      <p>{T.handOver.intro}</p>
      <dl>
        <div>
          <dt>{T.fields.username}</dt>
          <dd className="staff-secret">{username}</dd>
        </div>
        <div>
          <dt>{T.password.label}</dt>
          <dd className="staff-secret">{password}</dd>
        </div>
      </dl>
      <p className="help">{T.handOver.note}</p>
    </div>
  );
}
