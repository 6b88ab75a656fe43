import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useT } from '../../lib/intl.tsx';

/** Placeholder until the storefront issue brings banners and product tabs. */
export function HomeRoute() {
  const t = useT();
  usePageTitle(t('home.title'));
  return (
    <section className="page home" aria-labelledby="home-heading">
      <h1 id="home-heading">{t('home.heading')}</h1>
      <p>{t('home.intro')}</p>
      <p>
        <Link to="/category/all" className="button">
          {t('home.browseAll')}
        </Link>
      </p>
    </section>
  );
}
