import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/intl.tsx';
import { useSession } from '../../lib/session.ts';
import { ContentPage } from './ContentPage.tsx';

/**
 * The register button "triggers the header user icon" (seed 001 §2): it does what the visitor's icon does,
 * whatever that is (today the log-in page, which leads on to sign-up). Before the app runs, or without the
 * icon, it is a plain link to the same place.
 */
function triggerHeaderUserIcon(event: MouseEvent<HTMLAnchorElement>) {
  const icon = document.querySelector<HTMLElement>('header [data-account-entry]');
  if (!icon) return;
  event.preventDefault();
  icon.focus();
  icon.click();
}

/**
 * /club: the members' privileges, and for a visitor not signed in, the way to join (spec 001 §2). The session
 * is the shared one (lib/session.ts): logged out while a server-rendered page hydrates, then the member's.
 */
export function ClubPage() {
  const t = useT();
  const signedIn = useSession() !== null;
  return (
    <ContentPage>
      {signedIn ? null : (
        <p className="club-actions">
          <Link to="/login" className="button" data-testid="club-register" onClick={triggerHeaderUserIcon}>
            {t('content.club.register')}
          </Link>
          <Link to="/login" className="button button-secondary">
            {t('content.club.login')}
          </Link>
        </p>
      )}
    </ContentPage>
  );
}
