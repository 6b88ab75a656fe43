import { Suspense } from 'react';
import { Link } from 'react-router';
import { UserIcon } from '../../../components/icons/icons.tsx';
import { onDemand } from '../../../lib/deferred.tsx';
import { useT } from '../../../lib/intl.tsx';
import { useSession } from '../../../lib/session.ts';

/** A member's dropdown comes once there is a member: a guest's first view carries none of it. */
const MemberMenu = onDemand(async () => (await import('./MemberMenu.tsx')).MemberMenu);

/**
 * The header's user icon (spec 000 §2): logged out, a link to /login; logged in, the member's dropdown
 * (MemberMenu.tsx). Until the dropdown's code is there, the icon links to the member's pages. A visitor's
 * icon carries `data-account-entry`: the club page's register button triggers it (seed 001 §2).
 */
export function AccountMenu() {
  const t = useT();
  const session = useSession();
  const login = (
    <Link
      to={session ? '/member/info' : '/login'}
      className="icon-button"
      aria-label={t('header.account')}
      data-account-entry
    >
      <UserIcon />
    </Link>
  );
  if (!session) return login;
  return (
    <Suspense fallback={login}>
      <MemberMenu />
    </Suspense>
  );
}
