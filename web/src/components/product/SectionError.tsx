import { useEffect } from 'react';
import { isApiError } from '../../lib/api.ts';
import { useT } from '../../lib/intl.tsx';

/**
 * A part of a page (a carousel, the next page of a list) that did not arrive: says whether the connection is
 * gone and offers to try again (by itself once it is back). The rest of the page stays usable.
 */
export function SectionError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const offline = isApiError(error) && error.isNetworkError;

  // Lost connection: try again by itself when it comes back.
  useEffect(() => {
    if (!offline || !onRetry) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [offline, onRetry]);
  return (
    <div className="section-error" role="status">
      <p>{t(offline ? 'sectionError.offline' : 'sectionError.failed')}</p>
      {onRetry ? (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('sectionError.retry')}
        </button>
      ) : null}
    </div>
  );
}
