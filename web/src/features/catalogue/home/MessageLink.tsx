import { Link } from 'react-router';
import { useT } from '../../../lib/intl.tsx';

/** A message's "more" link: a path of the shop stays in the app; an address elsewhere opens as a page. */
export function MessageLink({ to, onFollow }: { to: string; onFollow?: () => void }) {
  const t = useT();
  const label = t('catalogue.shopMessages.more');
  return to.startsWith('/') ? (
    <Link to={to} onClick={onFollow}>
      {label}
    </Link>
  ) : (
    <a href={to} rel="noopener noreferrer" onClick={onFollow}>
      {label}
    </a>
  );
}
