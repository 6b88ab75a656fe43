import type { PushFollowList } from '@shop/domain/push/apiSchemas';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  fetchMemberFollows,
  removeMemberFollow,
  thisBrowserEndpoint,
} from '../../../components/push/pushApi.ts';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { apiErrorMessageKey } from '../../../lib/api.ts';
import { type MessageKey, useLocale, useT } from '../../../lib/intl.tsx';
import { LoadFailed, LoadingSkeleton } from './loadStates.tsx';
import { formatMemberDate } from './memberDate.ts';

type Follow = PushFollowList['follows'][number];
type Load =
  | { state: 'loading' }
  | { state: 'failed'; key: MessageKey }
  | { state: 'ready'; follows: Follow[] };

/**
 * /member/follows: the orders and products the member gets notifications for, from every browser of theirs
 * (GET /api/push/subscriptions answers the member's own only), each removable here
 * (DELETE /api/push/subscriptions/{id}). The offers that start them are on the order and product pages.
 */
export function FollowsRoute() {
  const t = useT();
  usePageTitle(t('account.follows.title'));
  const headingId = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ key: MessageKey; name: string } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on retry
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchMemberFollows(controller.signal).then(
      (follows) => setLoad({ state: 'ready', follows }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', key: apiErrorMessageKey(error) });
      },
    );
    thisBrowserEndpoint().then(setEndpoint, () => setEndpoint(null));
    return () => controller.abort();
  }, [attempt]);

  const remove = async (follow: Follow, name: string) => {
    try {
      await removeMemberFollow(follow.subscriptionId);
      setLoad((current) =>
        current.state === 'ready'
          ? {
              state: 'ready',
              follows: current.follows.filter((one) => one.subscriptionId !== follow.subscriptionId),
            }
          : current,
      );
      setNotice({ key: 'account.follows.removed', name });
    } catch {
      setNotice({ key: 'account.follows.removeFailed', name });
    }
  };

  return (
    <section className="member-section" aria-labelledby={headingId} data-testid="member-follows">
      <h2 id={headingId}>{t('account.follows.title')}</h2>
      {load.state === 'loading' ? (
        <LoadingSkeleton lines={2} />
      ) : load.state === 'failed' ? (
        <LoadFailed message={t(load.key)} onRetry={() => setAttempt((n) => n + 1)} />
      ) : load.follows.length === 0 ? (
        <p className="empty-state">{t('account.follows.empty')}</p>
      ) : (
        <>
          <p>{t('account.follows.intro')}</p>
          <ul className="follow-list">
            {load.follows.map((follow) => (
              <FollowRow
                key={follow.subscriptionId}
                follow={follow}
                thisDevice={follow.endpoint === endpoint}
                onRemove={remove}
              />
            ))}
          </ul>
        </>
      )}
      <p role="status" className="form-note">
        {notice ? t(notice.key, { name: notice.name }) : null}
      </p>
    </section>
  );
}

function FollowRow({
  follow,
  thisDevice,
  onRemove,
}: {
  follow: Follow;
  thisDevice: boolean;
  onRemove: (follow: Follow, name: string) => Promise<void>;
}) {
  const t = useT();
  const locale = useLocale();
  const [removing, setRemoving] = useState(false);
  const what = follow.follows;
  const name =
    what.kind === 'order' ? t('account.follows.order', { orderNo: what.orderNo }) : what.productName;
  const since = formatMemberDate(follow.createdAt, locale);
  return (
    <li className="follow-row" data-testid="follow">
      <div className="follow-what">
        <Link to={follow.openUrl}>{name}</Link>
        <span className="form-note follow-details">
          <span>
            {t(what.kind === 'order' ? 'account.follows.orderNews' : 'account.follows.productNews')}
          </span>
          <span>{t('account.follows.since', { date: since })}</span>
          <span>{t(thisDevice ? 'account.follows.thisDevice' : 'account.follows.otherDevice')}</span>
        </span>
      </div>
      <button
        type="button"
        className="button button-secondary"
        disabled={removing}
        aria-label={t('account.follows.removeNamed', { name })}
        onClick={() => {
          setRemoving(true);
          void onRemove(follow, name).finally(() => setRemoving(false));
        }}
      >
        {t('account.follows.remove')}
      </button>
    </li>
  );
}
