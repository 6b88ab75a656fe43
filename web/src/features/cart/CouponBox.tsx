import { type FormEvent, useEffect, useId, useState } from 'react';
import { type MessageKey, useT } from '../../lib/intl.tsx';
import type { CouponAnswer } from './cartApi.ts';
import type { CartStore } from './cartStore.ts';
import type { CouponView } from './cartView.ts';
import { type CouponFailure, couponRejection } from './couponInput.ts';
import { useFormatHkd } from './Money.tsx';

const FAILURES: Record<CouponFailure, MessageKey> = {
  empty: 'cart.coupon.empty',
  invalid: 'cart.coupon.invalid',
  guestNotAllowed: 'cart.coupon.guestNotAllowed',
  offline: 'cart.coupon.offline',
  failed: 'cart.coupon.failed',
};

/**
 * Coupon entry (spec 000 §4, §5, §8): the code is trimmed; empty asks for one; an unknown code is 無效的優惠碼;
 * a guest may use cash and discount coupons only. An applied coupon shows its code, title and a cancel
 * control; NEW10-style coupons say they cover regular-priced goods only; a coupon that covers nothing in the
 * cart says so in the cart.
 */
export function CouponBox({
  store,
  coupon,
  isMember,
  online,
}: {
  store: CartStore;
  coupon: CouponView | null;
  isMember: boolean;
  online: boolean;
}) {
  const t = useT();
  const inputId = useId();
  const alertId = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [wallet, setWallet] = useState<CouponAnswer[]>([]);
  const formatHkd = useFormatHkd();

  useEffect(() => {
    if (!isMember || !online) return;
    let cancelled = false;
    void store
      .availableCoupons()
      .then((coupons) => {
        if (!cancelled) setWallet(coupons);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [store, isMember, online]);

  const apply = async (raw: string) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const outcome = await store.applyCoupon(raw);
    setBusy(false);
    if (outcome.ok) setCode('');
    else setProblem(FAILURES[outcome.failure]);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void apply(code);
  };

  const cancel = async () => {
    if (!coupon || busy) return;
    setBusy(true);
    setProblem(null);
    const { ok } = await store.removeCoupon();
    setBusy(false);
    if (!ok) setProblem('cart.coupon.cancelFailed');
  };

  const unused = wallet.filter((entry) => entry.couponCode.toUpperCase() !== coupon?.code.toUpperCase());

  return (
    <section
      className="cart-panel cart-coupon"
      aria-labelledby={`${inputId}-heading`}
      data-testid="coupon-box"
    >
      <h2 id={`${inputId}-heading`}>{t('cart.coupon.heading')}</h2>
      {coupon ? (
        <div className="coupon-applied" data-testid="coupon-applied" data-status={coupon.status}>
          <p>
            <strong>{t('cart.coupon.applied', { code: coupon.code })}</strong>
          </p>
          <p>{coupon.title}</p>
          {coupon.status === 'applied' && coupon.amount > 0 ? (
            <p className="money">{t('cart.coupon.saving', { amount: formatHkd(coupon.amount) })}</p>
          ) : null}
          {coupon.regularPriceOnly ? (
            <p className="coupon-note" data-testid="coupon-regular-only">
              {t('cart.coupon.regularOnly')}
            </p>
          ) : null}
          {coupon.status === 'rejected' ? (
            <p className="coupon-note coupon-rejected" data-testid="coupon-rejected">
              {t(`cart.coupon.rejected.${couponRejection(coupon.reason)}`)}
            </p>
          ) : null}
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('cart.coupon.cancelNamed', { code: coupon.code })}
            onClick={() => void cancel()}
            disabled={busy}
            data-testid="coupon-cancel"
          >
            {t('cart.coupon.cancel')}
          </button>
        </div>
      ) : (
        <form className="coupon-form" noValidate onSubmit={submit}>
          <label htmlFor={inputId}>{t('cart.coupon.label')}</label>
          <div className="coupon-row">
            <input
              id={inputId}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={problem !== null || undefined}
              aria-describedby={alertId}
              data-testid="coupon-input"
            />
            <button type="submit" className="button" disabled={busy} data-testid="coupon-apply">
              {busy ? t('cart.coupon.applying') : t('cart.coupon.apply')}
            </button>
          </div>
        </form>
      )}
      <div id={alertId} role="alert" className="form-problem" data-testid="coupon-alert">
        {problem ? t(problem) : null}
      </div>
      {!coupon && unused.length > 0 ? (
        <div className="coupon-wallet">
          <p>{t('cart.coupon.wallet')}</p>
          <ul>
            {unused.map((entry) => (
              <li key={entry.couponId}>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => void apply(entry.couponCode)}
                  disabled={busy}
                >
                  {t('cart.coupon.useCode', { code: entry.couponCode, title: entry.discount.discountTitle })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
