import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { apiErrorMessageKey } from '../../../lib/api.ts';
import { type MessageKey, useFormatMoney, useFormatNumber, useLocale, useT } from '../../../lib/intl.tsx';
import { localName } from '../../../lib/localName.ts';
import { isVip, useSession } from '../../../lib/session.ts';
import { fetchPointProducts, fetchPointRecords, type PointProduct, type PointRecord } from '../api.ts';
import { LoadFailed, LoadingSkeleton } from './loadStates.tsx';
import { useMember } from './MemberLayout.tsx';
import { formatMemberDate } from './memberDate.ts';
import { volumeToShow } from './rewardName.ts';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; key: MessageKey }
  | { state: 'ready'; products: PointProduct[] };

const fileUrl = (name: string) => `/api/file/${encodeURIComponent(name)}`;

/** /member/reward (spec 000 §2): VIP members see what points redeem; others the static VIP text. */
export function RewardRoute() {
  const t = useT();
  usePageTitle(t('account.reward.title'));
  const session = useSession();
  const { load } = useMember();
  const headingId = useId();
  const vip = load.state === 'ready' ? load.member.memberLevelId === 2 : isVip(session);
  return (
    <section className="member-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.reward.title')}</h2>
      {vip ? (
        <>
          <PointProducts />
          <PointRecords />
        </>
      ) : (
        <div className="reward-static" data-testid="reward-static">
          <p>
            <strong>{t('account.reward.vipOnly')}</strong>
          </p>
          <p>{t('account.reward.howTo')}</p>
          <p>{t('account.reward.howToBecome')}</p>
        </div>
      )}
    </section>
  );
}

function PointProducts() {
  const t = useT();
  const formatNumber = useFormatNumber();
  const formatMoney = useFormatMoney();
  const locale = useLocale();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchPointProducts(controller.signal).then(
      (products) => setLoad({ state: 'ready', products }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', key: apiErrorMessageKey(error) });
      },
    );
    return () => controller.abort();
  }, []);

  if (load.state === 'loading') {
    return <LoadingSkeleton lines={2} />;
  }
  if (load.state === 'failed') return <p role="alert">{t(load.key)}</p>;
  if (load.products.length === 0) return <p>{t('account.reward.empty')}</p>;
  return (
    <>
      <p>{t('account.reward.intro')}</p>
      <ul className="reward-list">
        {load.products.map((product, index) => {
          const name = localName(locale, product.productNameChi, product.productNameEng);
          const volume = volumeToShow(name, product.productVolume);
          const image = product.productImage[0];
          return (
            <li key={product.productId} className="reward-item">
              {image ? (
                <img
                  src={fileUrl(image)}
                  width={96}
                  height={96}
                  alt=""
                  loading={index < 4 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              ) : null}
              <div>
                <Link to={`/product/${encodeURIComponent(product.urlName)}`} className="reward-name">
                  {volume ? t('account.reward.nameWithVolume', { name, volume }) : name}
                </Link>
                <ul className="reward-options">
                  {product.points.map((option) => (
                    <li key={option.productPointId}>
                      {option.money > 0
                        ? t('account.reward.pointsAndCash', {
                            points: formatNumber(option.point),
                            cash: formatMoney(Math.round(option.money * 100)),
                          })
                        : t('account.reward.points', { points: formatNumber(option.point) })}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

type RecordsLoad =
  | { state: 'loading' }
  | { state: 'failed'; key: MessageKey }
  | { state: 'ready'; records: PointRecord[] };

/** The VIP's points used and earned per order (GET order/member/pointRecord), newest first as answered. */
function PointRecords() {
  const t = useT();
  const formatNumber = useFormatNumber();
  const locale = useLocale();
  const headingId = useId();
  const [load, setLoad] = useState<RecordsLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on retry
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchPointRecords(controller.signal).then(
      (records) => setLoad({ state: 'ready', records }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', key: apiErrorMessageKey(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return (
    <section className="point-records" aria-labelledby={headingId} data-testid="point-records">
      <h3 id={headingId}>{t('account.reward.records.heading')}</h3>
      {load.state === 'loading' ? (
        <LoadingSkeleton lines={1} />
      ) : load.state === 'failed' ? (
        <LoadFailed message={t(load.key)} onRetry={() => setAttempt((n) => n + 1)} />
      ) : load.records.length === 0 ? (
        <p>{t('account.reward.records.empty')}</p>
      ) : (
        <table className="order-table">
          <thead>
            <tr>
              <th scope="col">{t('account.reward.records.date')}</th>
              <th scope="col">{t('account.reward.records.order')}</th>
              <th scope="col">{t('account.reward.records.used')}</th>
              <th scope="col">{t('account.reward.records.earned')}</th>
            </tr>
          </thead>
          <tbody>
            {load.records.map((record) => (
              <tr key={`${record.date}:${record.orderId ?? ''}:${record.usedPoint}:${record.earnedPoint}`}>
                <td>{formatMemberDate(record.date, locale)}</td>
                <td>
                  {record.orderId !== null && record.orderNo ? (
                    <Link to={`/order/${record.orderId}`}>{record.orderNo}</Link>
                  ) : (
                    t('account.reward.records.none')
                  )}
                </td>
                <td className="money">{formatNumber(record.usedPoint)}</td>
                <td className="money">{formatNumber(record.earnedPoint)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
