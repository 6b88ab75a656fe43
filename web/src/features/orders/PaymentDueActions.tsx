import type { Order, PaymentForm } from '@shop/domain/orders/apiSchemas';
import { useEffect, useId, useState } from 'react';
import { GatewayForm } from '../../components/payment/GatewayForm.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { apiErrorMessageKey, isApiError } from '../../lib/api.ts';
import { rememberGuestOrder } from '../../lib/guestOrderSession.ts';
import { type MessageKey, SHOP_TIME_ZONE, useT } from '../../lib/intl.tsx';
import { cancelOwnOrder, type OrderOwner, payAgainForm } from './api.ts';

/** The payment window's end as the shop's clock reads it in Hong Kong: "14:35". */
export function dueTime(paymentDueAt: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(paymentDueAt));
}

/** Whether the order still waits for its payment with its window open at `now`; otherwise nothing is offered. */
export function awaitsPayment(
  order: Pick<Order, 'orderStatus' | 'paymentDueAt'>,
  now: number,
): order is Pick<Order, 'orderStatus'> & { paymentDueAt: string } {
  if (order.orderStatus !== 'unpaid' && order.orderStatus !== 'pending') return false;
  return order.paymentDueAt !== undefined && Date.parse(order.paymentDueAt) > now;
}

/** A refusal because the order moved on (paid meanwhile, cancelled by the sweeper) says so; others as usual. */
function problemKey(error: unknown): MessageKey {
  if (isApiError(error) && (error.status === 409 || error.status === 422)) return 'orders.payAgain.refused';
  return apiErrorMessageKey(error);
}

type Step =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'confirming' }
  | { kind: 'paying'; form: PaymentForm }
  | { kind: 'problem'; key: MessageKey };

/**
 * An order the card did not pay (declined, cancelled at the gateway, a tab left open) while its payment
 * window is open: until when, "pay again" (a new signed form for the same order, posted to the gateway) and
 * "cancel order" (after a confirmation; its stock goes back at once). The server decides both: an order
 * paid in another tab or cancelled when its window ended is refused there, and said here.
 */
export function PaymentDueActions({
  order,
  owner,
  onChanged,
}: {
  order: Order;
  owner: OrderOwner;
  onChanged: (order: Order) => void;
}) {
  const t = useT();
  const headingId = useId();
  const confirmHeadingId = useId();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [now, setNow] = useState(() => Date.now());
  const [canceledHere, setCanceledHere] = useState(false);

  // Re-read the clock when the window closes, so the buttons go with it.
  useEffect(() => {
    if (!order.paymentDueAt) return;
    const left = Date.parse(order.paymentDueAt) - Date.now();
    if (left <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(left + 500, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [order.paymentDueAt]);

  if (canceledHere && order.orderStatus === 'canceled') {
    return (
      <p className="order-payment-due" role="status" data-testid="order-canceled-here">
        {t('orders.payAgain.canceled')}
      </p>
    );
  }
  if (order.orderStatus !== 'unpaid' && order.orderStatus !== 'pending') return null;
  if (!awaitsPayment(order, now)) {
    if (order.paymentDueAt === undefined) return null;
    return (
      <p className="order-payment-due" data-testid="order-payment-closed">
        {t('orders.payAgain.closed')}
      </p>
    );
  }

  const payAgain = () => {
    setStep({ kind: 'busy' });
    payAgainForm(order, owner).then(
      (form) => {
        // The payment return matches the gateway's reference against the guest's remembered order.
        if (owner.kind === 'guest') {
          rememberGuestOrder({ phone: owner.phone, orderNo: order.orderNo, orderId: order.orderId });
        }
        setStep({ kind: 'paying', form });
      },
      (error: unknown) => setStep({ kind: 'problem', key: problemKey(error) }),
    );
  };

  const cancel = () => {
    setStep({ kind: 'busy' });
    cancelOwnOrder(order, owner).then(
      (canceled) => {
        setStep({ kind: 'idle' });
        setCanceledHere(true);
        onChanged(canceled);
      },
      (error: unknown) => setStep({ kind: 'problem', key: problemKey(error) }),
    );
  };

  const busy = step.kind === 'busy' || step.kind === 'paying';
  return (
    <section
      className="order-payment-due no-print"
      aria-labelledby={headingId}
      data-testid="order-payment-due"
    >
      <h2 id={headingId}>{t('orders.payAgain.heading')}</h2>
      <p data-testid="order-payment-deadline">
        {t('orders.payAgain.due', { time: dueTime(order.paymentDueAt) })}
      </p>
      <p className="order-actions">
        <button type="button" className="button" disabled={busy} onClick={payAgain}>
          {t(step.kind === 'paying' ? 'orders.payAgain.paying' : 'orders.payAgain.pay')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => setStep({ kind: 'confirming' })}
        >
          {t('orders.payAgain.cancel')}
        </button>
      </p>
      {step.kind === 'problem' ? (
        <p role="alert" className="order-alert">
          {t(step.key)}
        </p>
      ) : null}
      {step.kind === 'paying' ? <GatewayForm form={step.form} /> : null}
      <Dialog
        open={step.kind === 'confirming'}
        onClose={() => setStep({ kind: 'idle' })}
        labelledBy={confirmHeadingId}
        className="order-confirm"
        testId="order-cancel-confirm"
      >
        <div className="order-confirm-body">
          <h2 id={confirmHeadingId}>{t('orders.payAgain.confirmTitle')}</h2>
          <p>{t('orders.payAgain.confirmBody', { orderNo: order.orderNo })}</p>
          <p className="order-actions">
            <button type="button" className="button" onClick={cancel}>
              {t('orders.payAgain.confirmYes')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              data-autofocus
              onClick={() => setStep({ kind: 'idle' })}
            >
              {t('orders.payAgain.confirmNo')}
            </button>
          </p>
        </div>
      </Dialog>
    </section>
  );
}
