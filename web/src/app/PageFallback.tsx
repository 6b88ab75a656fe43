import { useT } from '../lib/intl.tsx';

/** Inside the shell while the first page's code arrives: header and footer are already there. */
export function PageFallback() {
  const t = useT();
  return (
    <div className="page-fallback" aria-busy="true">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="skeleton skeleton-heading" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line" />
    </div>
  );
}
