import { useCallback, useEffect, useId, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useOutletContext } from 'react-router';
import { type MessageKey, useFormatNumber, useT } from '../../../lib/intl.tsx';
import { isVip, useSession } from '../../../lib/session.ts';
import { fetchMember, type MemberRecord } from '../api.ts';
import { isLeavingAfterLogout } from '../bootSession.ts';
import '../account.css';
import './member.css';
import { LoadFailed, LoadingSkeleton } from './loadStates.tsx';

const TABS = [
  { to: '/member/info', label: 'account.menu.info' },
  { to: '/member/address', label: 'account.menu.address' },
  { to: '/member/order', label: 'account.menu.order' },
  { to: '/member/reward', label: 'account.menu.reward' },
  { to: '/member/follows', label: 'account.menu.follows' },
] as const satisfies ReadonlyArray<{ to: string; label: MessageKey }>;

export type MemberLoad =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; member: MemberRecord };

export interface MemberContext {
  load: MemberLoad;
  reload: () => void;
  /** After an update the API answers with the new record. */
  replace: (member: MemberRecord) => void;
}

export function useMember(): MemberContext {
  return useOutletContext<MemberContext>();
}

/**
 * /member/*: login required. A logged-out visit (or a session that ends here) goes to /login?next=… and
 * comes back after login. The member record (GET member/) is loaded once for the tabs and the side panel.
 */
export function MemberLayout() {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session) {
    if (isLeavingAfterLogout()) return <Navigate to="/" replace />;
    return <Navigate to={`/login?${new URLSearchParams({ next: `${pathname}${search}` })}`} replace />;
  }
  return <MemberArea memberId={session.member_id} vip={isVip(session)} />;
}

function MemberArea({ memberId, vip }: { memberId: string; vip: boolean }) {
  const t = useT();
  const [load, setLoad] = useState<MemberLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const headingId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload per member and per retry
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchMember(controller.signal).then(
      (member) => setLoad({ state: 'ready', member }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('member/ failed', error);
          setLoad({ state: 'failed' });
        }
      },
    );
    return () => controller.abort();
  }, [memberId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((member: MemberRecord) => setLoad({ state: 'ready', member }), []);
  // The record's level is the newest word; the token's until the record arrives.
  const showVip = load.state === 'ready' ? load.member.memberLevelId === 2 : vip;

  return (
    <div className="page member-page">
      <h1 id={headingId} className="member-heading">
        {t('account.member.heading')}
      </h1>
      <nav className="member-tabs" aria-label={t('account.member.tabs')}>
        <ul>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to}>{t(tab.label)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="member-layout">
        <div className="member-content">
          <Outlet context={{ load, reload, replace } satisfies MemberContext} />
        </div>
        <aside className="member-side">{showVip ? <PointsPanel load={load} /> : <VipHint />}</aside>
      </div>
    </div>
  );
}

/** VIP members only (spec 000 §1): the points balance from GET member/ (validPoint). */
function PointsPanel({ load }: { load: MemberLoad }) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const headingId = useId();
  return (
    <section className="side-panel points-panel" aria-labelledby={headingId} data-testid="points-panel">
      <h2 id={headingId}>{t('account.points.heading')}</h2>
      {load.state === 'ready' ? (
        <>
          <p className="points-balance">
            <span>{t('account.points.balance')}</span>
            <strong className="points-value">{formatNumber(load.member.validPoint)}</strong>
          </p>
          {load.member.membershipExpireDate ? (
            <p className="form-note">
              {t('account.points.expires', { date: load.member.membershipExpireDate })}
            </p>
          ) : null}
          <Link to="/member/reward">{t('account.points.redeem')}</Link>
        </>
      ) : load.state === 'loading' ? (
        <div className="skeleton skeleton-line" />
      ) : (
        <p>{t('account.member.loadFailed')}</p>
      )}
    </section>
  );
}

/** Ordinary members: spending over HK$1,000 makes them VIP. */
function VipHint() {
  const t = useT();
  const headingId = useId();
  return (
    <section className="side-panel vip-hint" aria-labelledby={headingId} data-testid="vip-hint">
      <h2 id={headingId}>{t('account.vipHint.heading')}</h2>
      <p>{t('account.vipHint.body')}</p>
    </section>
  );
}

/** Loading and failure of the member record, shared by the tabs that need it. */
export function MemberLoadState({ load, reload }: { load: MemberLoad; reload: () => void }) {
  const t = useT();
  if (load.state === 'loading') {
    return <LoadingSkeleton heading lines={2} />;
  }
  return <LoadFailed message={t('account.member.loadFailed')} onRetry={reload} />;
}
