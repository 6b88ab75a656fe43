import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useT } from '../../lib/intl.tsx';
import { RefreshIcon } from '../icons/icons.tsx';
import './notices.css';

/** A page failed to render or load: say what to do next (reload, then contact us). */
export function ErrorNotice() {
  const t = useT();
  usePageTitle(t('error.title'));
  return (
    <section className="notice" role="alert" aria-labelledby="error-heading">
      <h1 id="error-heading">{t('error.heading')}</h1>
      <p>{t('error.body')}</p>
      <p className="notice-actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          <RefreshIcon />
          <span>{t('error.reload')}</span>
        </button>
      </p>
    </section>
  );
}
