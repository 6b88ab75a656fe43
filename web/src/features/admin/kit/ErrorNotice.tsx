import { isApiError } from '../../../lib/api.ts';
import { useAdminT } from '../useAdminT.ts';

/**
 * A failed call, said plainly: the server's own message (it names the rule), or what to do when there was no
 * answer. Never an empty table in its place.
 */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useAdminT();
  const message = isApiError(error)
    ? error.isNetworkError
      ? t('admin.error.network')
      : error.message
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="admin-error" role="alert">
      <strong>{t('admin.error.title')}</strong> <span>{message}</span>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          {t('admin.error.retry')}
        </button>
      ) : null}
    </div>
  );
}
