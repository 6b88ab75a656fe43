import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useT } from '../../lib/intl.tsx';
import { OfflineIcon, RefreshIcon } from '../icons/icons.tsx';
import './notices.css';

/**
 * A page's data could not be fetched and the service worker has no copy: the shopper is offline on a page
 * never opened before. Says so in plain words and offers the way home (which opens offline) or a retry.
 */
export function OfflineNotice() {
  const t = useT();
  usePageTitle(t('offlinePage.title'));
  return (
    <section className="notice" aria-labelledby="offline-heading" data-testid="offline-notice">
      <OfflineIcon />
      <h1 id="offline-heading">{t('offlinePage.heading')}</h1>
      <p>{t('offlinePage.body')}</p>
      <p className="notice-actions">
        <Link to="/" className="button">
          {t('offlinePage.home')}
        </Link>
        <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
          <RefreshIcon />
          <span>{t('offlinePage.retry')}</span>
        </button>
      </p>
    </section>
  );
}
