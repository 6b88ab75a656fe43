import { Link } from 'react-router';
import { useT } from '../../lib/intl.tsx';
import { useSession } from '../../lib/session.ts';
import { ContentPage } from './ContentPage.tsx';

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
          <Link to="/registration" className="button" data-testid="club-register">
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
