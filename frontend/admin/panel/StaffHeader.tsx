import type { ReactNode } from 'react';
import { BUSINESS_NAME } from '../../../engine/business/businessIdentity.ts';
import { TEXTS } from '../texts.ts';

/**
 * The navy bar at the top of the staff pages: the business's logo and name (a link to the public site)
 * and, on the right, what the page puts there (the account and sign-out on the panel, the way back to
 * it on the pages it links to).
 */
export function StaffHeader({ children }: { children: ReactNode }) {
  return (
    <header className="admin-header">
      <div className="admin-container admin-header-inner">
        <a className="admin-brand" href="/" aria-label={`${BUSINESS_NAME}: ${TEXTS.header.viewSite}`}>
          <img src="/img/logo.svg" alt="" width="36" height="36" />
          <span>{BUSINESS_NAME}</span>
        </a>
        {children}
      </div>
    </header>
  );
}
