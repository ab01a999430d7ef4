import { useEffect, useRef } from 'react';
import { BUSINESS_NAME } from '../../../engine/business/businessIdentity.ts';
import type { StaffUser } from '../session/sessionStore.ts';
import { RequiredStepContent, requiredStepTexts } from './RequiredStepContent.tsx';
import './account.scss';

/** A session that must choose a password or set up two-factor sign-in, right after signing in: only that, on the sign-in's own card. */
export function RequiredStepScreen({ user }: { user: StaffUser }) {
  const { title, intro } = requiredStepTexts(user);
  const heading = useRef<HTMLHeadingElement>(null);
  // The sign-in form that led here is gone (and, after a new password, the form before): reading starts at the step's title.
  useEffect(() => heading.current?.focus(), [user.stage]);
  return (
    <main className="admin-sign-in">
      <div className="admin-sign-in-card is-wide">
        <div className="admin-sign-in-brand">
          <img src="/img/logo.svg" alt="" width="48" height="48" />
          <span>{BUSINESS_NAME}</span>
        </div>
        <h1 ref={heading} tabIndex={-1} className="admin-sign-in-title">
          {title}
        </h1>
        <p className="admin-sign-in-subtitle">{intro}</p>
        <RequiredStepContent user={user} headingLevel={2} />
      </div>
    </main>
  );
}
