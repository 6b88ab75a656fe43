import type { Order } from '@shop/domain/orders/apiSchemas';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PushOffer } from '../../components/push/PushOffer.tsx';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { apiErrorMessageKey } from '../../lib/api.ts';
import { type MessageKey, useT } from '../../lib/intl.tsx';
import { useSession } from '../../lib/session.ts';
import { findGuestOrder } from './api.ts';
import { DeclinedPaymentNotice } from './DeclinedPaymentNotice.tsx';
import { GenericScreen } from './OrderNotices.tsx';
import { OrderProducts, OrderSummary } from './OrderView.tsx';
import { hasNewsToCome } from './orderFollowing.ts';
import { PaymentDueActions } from './PaymentDueActions.tsx';
import './orders.css';

type Lookup =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'problem'; key: MessageKey }
  | { state: 'found'; order: Order; phone: string };

/** Seed 001 §5: both fields trimmed and non-empty, else the alert; null means "ask". */
export function enquiryFields(orderNo: string, phone: string): { orderNo: string; phone: string } | null {
  const fields = { orderNo: orderNo.trim(), phone: phone.trim() };
  return fields.orderNo === '' || fields.phone === '' ? null : fields;
}

/**
 * /order_enquiry (seed 001 §2): guests find an order by number and phone. The query's o and p (with g)
 * run the look-up at once (the payment return and the guest success page send them here). Members get
 * the generic screen: their orders are in the member area.
 */
export function OrderEnquiryRoute() {
  const session = useSession();
  if (session) return <GenericScreen />;
  return <OrderEnquiry />;
}

function OrderEnquiry() {
  const t = useT();
  usePageTitle(t('orders.enquiry.title'));
  const [params] = useSearchParams();
  const [orderNo, setOrderNo] = useState(params.get('o') ?? '');
  const [phone, setPhone] = useState(params.get('p') ?? '');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const current = useRef<AbortController | null>(null);
  const orderNoId = useId();
  const phoneId = useId();

  const search = (rawOrderNo: string, rawPhone: string) => {
    const fields = enquiryFields(rawOrderNo, rawPhone);
    if (!fields) {
      setLookup({ state: 'problem', key: 'orders.enquiry.missing' });
      return;
    }
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setLookup({ state: 'searching' });
    findGuestOrder(fields.orderNo, fields.phone, controller.signal).then(
      (order) =>
        setLookup(
          order
            ? { state: 'found', order, phone: fields.phone }
            : { state: 'problem', key: 'orders.enquiry.notFound' },
        ),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Seed 001 §4: a failed look-up counts as not found, except that a dead connection says so.
        const key = apiErrorMessageKey(error);
        setLookup({ state: 'problem', key: key === 'error.network' ? key : 'orders.enquiry.notFound' });
      },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query runs the look-up once, on arrival
  useEffect(() => {
    if (params.has('o') || params.has('p')) search(params.get('o') ?? '', params.get('p') ?? '');
    return () => current.current?.abort();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(orderNo, phone);
  };

  return (
    <div className="page order-page">
      <h1>{t('orders.enquiry.heading')}</h1>
      <form className="order-enquiry-form no-print" onSubmit={submit} noValidate>
        <p>{t('orders.enquiry.intro')}</p>
        <div className="order-field">
          <label htmlFor={orderNoId}>{t('orders.enquiry.orderNo')}</label>
          <input
            id={orderNoId}
            name="orderNo"
            value={orderNo}
            autoComplete="off"
            onChange={(event) => setOrderNo(event.target.value)}
          />
        </div>
        <div className="order-field">
          <label htmlFor={phoneId}>{t('orders.enquiry.phone')}</label>
          <input
            id={phoneId}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={lookup.state === 'searching'}>
          {t(lookup.state === 'searching' ? 'orders.enquiry.searching' : 'orders.enquiry.submit')}
        </button>
        {lookup.state === 'problem' ? (
          <p role="alert" className="order-alert">
            {t(lookup.key)}
          </p>
        ) : null}
      </form>
      {lookup.state === 'found' ? (
        <>
          <DeclinedPaymentNotice order={lookup.order} />
          <PaymentDueActions
            order={lookup.order}
            owner={{ kind: 'guest', orderNo: lookup.order.orderNo, phone: lookup.phone }}
            onChanged={(order) => setLookup({ state: 'found', order, phone: lookup.phone })}
          />
          {hasNewsToCome(lookup.order) ? (
            <div className="no-print">
              <PushOffer target={{ orderNo: lookup.order.orderNo, phone: lookup.phone }} />
            </div>
          ) : null}
          <div className="order-layout">
            <OrderSummary order={lookup.order} />
            <OrderProducts order={lookup.order} />
          </div>
        </>
      ) : null}
    </div>
  );
}
