import { OfflineIcon } from '../../../components/icons/icons.tsx';
import { useOnlineStatus } from '../../../hooks/useOnlineStatus.ts';
import { useT } from '../../../lib/intl.tsx';
import './pwa.css';

/** Says the shopper is offline and what still works; the live region exists before it has text. */
export function OfflineBanner() {
  const t = useT();
  const online = useOnlineStatus();
  return (
    <div className="offline-banner" role="status" data-offline={!online}>
      {online ? null : (
        <>
          <OfflineIcon />
          <p>
            <strong>{t('offline.title')}</strong>
            <span>{t('offline.body')}</span>
          </p>
        </>
      )}
    </div>
  );
}
