import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useT } from '../../lib/intl.tsx';
import './notices.css';

/** Any unknown path, and later any product or article that does not exist (spec 000 §2, 001). */
export function NotFoundNotice() {
  const t = useT();
  usePageTitle(t('notFound.title'));
  return (
    <section className="notice" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{t('notFound.heading')}</h1>
      <p>{t('notFound.body')}</p>
      <p className="notice-actions">
        <Link to="/" className="button">
          {t('notFound.home')}
        </Link>
        <Link to="/online_shop_info#contact" className="button button-secondary">
          {t('notFound.contact')}
        </Link>
      </p>
    </section>
  );
}
