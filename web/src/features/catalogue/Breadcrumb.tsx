import { Link } from 'react-router';
import { useT } from '../../lib/intl.tsx';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home › … › this page; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  const trail: Crumb[] = [{ label: t('catalogue.breadcrumb.home'), to: '/' }, ...items];
  return (
    <nav className="breadcrumb" aria-label={t('catalogue.breadcrumb.label')}>
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${crumb.to ?? ''}|${crumb.label}`}>
              {crumb.to && !last ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
