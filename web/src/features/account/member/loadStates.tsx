import { useT } from '../../../lib/intl.tsx';

const SKELETON_LINES = ['first', 'second', 'third'] as const;

/** A member tab's content while it loads: skeleton lines (under a heading's, if asked) and a hidden "loading". */
export function LoadingSkeleton({ lines, heading = false }: { lines: 1 | 2 | 3; heading?: boolean }) {
  const t = useT();
  return (
    <div aria-busy="true">
      <span className="visually-hidden">{t('app.loading')}</span>
      {heading ? <div className="skeleton skeleton-heading" /> : null}
      {SKELETON_LINES.slice(0, lines).map((line) => (
        <div key={line} className="skeleton skeleton-line" />
      ))}
    </div>
  );
}

/** A member tab's content that failed to load: what went wrong (never an empty list) and a retry. */
export function LoadFailed({
  message,
  onRetry,
  testId,
}: {
  message: string;
  onRetry: () => void;
  testId?: string;
}) {
  const t = useT();
  return (
    <div role="alert" className="member-error" data-testid={testId}>
      <p>{message}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('account.member.retry')}
      </button>
    </div>
  );
}
