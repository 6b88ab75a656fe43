import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/intl.tsx';
import { ContentPage } from './ContentPage.tsx';
import { hasStoredSession } from './session.ts';

/** /club: the members' privileges, and for a visitor not signed in, the way to join (spec 001 §2). */
export function ClubPage() {
  const t = useT();
  const [signedIn] = useState(hasStoredSession);
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
