import { BUSINESS_NAME } from '../../../engine/business/businessIdentity.ts';
import { TEXTS } from '../texts.ts';
import { SignInForm } from './SignInForm.tsx';
import { session } from './sessionStore.ts';

/** The first thing /admin shows without a session: nothing of the panel is loaded before it. */
export function SignInScreen() {
  return (
    <main className="admin-sign-in">
      <div className="admin-sign-in-card">
        <div className="admin-sign-in-brand">
          <img src="/img/logo.svg" alt="" width="48" height="48" />
          <span>{BUSINESS_NAME}</span>
        </div>
        <h1 className="admin-sign-in-title">{TEXTS.signIn.title}</h1>
        <p className="admin-sign-in-subtitle">{TEXTS.signIn.subtitle}</p>
        <SignInForm onSignedIn={(user) => session.signedIn(user)} />
        <a className="admin-sign-in-back" href="/">
          {TEXTS.signIn.backToSite}
        </a>
      </div>
    </main>
  );
}
