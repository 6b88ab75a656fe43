import type { AdminOrderDetail } from '@shop/domain/admin/orders';
import { Link, useParams } from 'react-router';
import { useFormatMoney } from '../../../lib/intl.tsx';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { FigureTable } from '../kit/FigureTable.tsx';
import { useFormatDateTime } from '../kit/format.ts';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useAdminT } from '../useAdminT.ts';
import { OrderActions } from './OrderActions.tsx';
import { useOrderLabels } from './useOrderLabels.ts';

/** One order: what staff may do to it now, then who bought what, where it goes, the money and its history. */
export function OrderDetailPage() {
  const t = useAdminT();
  const { orderId } = useParams();
  const order = useAdminQuery<AdminOrderDetail>(`admin/orders/${orderId}`);
  const back = (
    <p>
      <Link to="/admin/orders">{t('admin.orders.back')}</Link>
    </p>
  );
  if (order.error)
    return (
      <section>
        {back}
        <ErrorNotice error={order.error} onRetry={order.reload} />
      </section>
    );
  if (!order.data) return <p>{t('admin.table.loading')}</p>;
  return (
    <section>
      {back}
      <OrderDetail order={order.data} onChanged={order.reload} />
    </section>
  );
}

function OrderDetail({ order, onChanged }: { order: AdminOrderDetail; onChanged(): void }) {
  const t = useAdminT();
  const labels = useOrderLabels();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const { placed, payment, customer } = order;
  const { shipping, totals } = placed;
  return (
    <>
      <h1>{t('admin.orders.heading', { orderNo: order.orderNo })}</h1>
      <p data-testid="admin-order-status">
        {t('admin.orders.statusNow', { status: labels.status(order.status) })}
      </p>
      <OrderActions order={order} onChanged={onChanged} />
      <div className="admin-order-grid">
        <section>
          <h2>{t('admin.orders.customer')}</h2>
          <dl>
            <dt>{t('admin.orders.buyer')}</dt>
            <dd>{labels.buyer(customer)}</dd>
            <dt>{t('admin.orders.phone')}</dt>
            <dd>{customer.phone}</dd>
            {customer.kind === 'member' && customer.email ? (
              <>
                <dt>{t('admin.orders.email')}</dt>
                <dd>{customer.email}</dd>
              </>
            ) : null}
            <dt>{t('admin.orders.placedAt')}</dt>
            <dd>{formatDateTime(placed.placedAt)}</dd>
          </dl>
        </section>
        <section>
          <h2>{t('admin.orders.delivery')}</h2>
          <dl>
            <dt>{t('admin.orders.method')}</dt>
            <dd>{t(`admin.orders.method.${shipping.method}`)}</dd>
            <dt>{t('admin.orders.recipient')}</dt>
            <dd>
              {shipping.recipient} {shipping.phone}
            </dd>
            <dt>{t('admin.orders.address')}</dt>
            <dd>
              {shipping.method === 'HOME_DELIVERY'
                ? [shipping.zone, ...shipping.rows].filter((part) => part !== '').join(' ')
                : shipping.method === 'SF_LOCKER'
                  ? `${shipping.sfLockerId} ${shipping.address}`
                  : `${shipping.sfStationCode} ${shipping.sfStationName}`}
            </dd>
            <dt>{t('admin.orders.tracking')}</dt>
            <dd data-testid="admin-order-tracking">
              {order.trackingNumbers.length > 0
                ? order.trackingNumbers.join(', ')
                : t('admin.orders.noTracking')}
            </dd>
          </dl>
        </section>
        <section>
          <h2>{t('admin.orders.payment')}</h2>
          <dl>
            <dt>{t('admin.orders.orderTotal')}</dt>
            <dd className="numeric">{formatMoney(totals.orderTotal)}</dd>
            <dt>{t('admin.orders.paidAt')}</dt>
            <dd>{payment.paidAt ? formatDateTime(payment.paidAt) : t('admin.orders.unpaid')}</dd>
            {payment.gatewayReference ? (
              <>
                <dt>{t('admin.orders.gatewayReference')}</dt>
                <dd>{payment.gatewayReference}</dd>
              </>
            ) : null}
            <dt>{t('admin.orders.received')}</dt>
            <dd className="numeric">{formatMoney(payment.received)}</dd>
            <dt>{t('admin.orders.refunded')}</dt>
            <dd className="numeric">{formatMoney(payment.refunded)}</dd>
            <dt>{t('admin.orders.refundDue')}</dt>
            <dd className="numeric" data-testid="admin-order-refund-due">
              {formatMoney(payment.refundDue)}
            </dd>
          </dl>
        </section>
      </div>
      <div className="admin-table">
        <FigureTable
          caption={t('admin.orders.lines')}
          rows={placed.lines}
          // Lines have no id of their own: their place in the order is theirs for ever.
          rowKey={(_line, index) => index}
          columns={[
            {
              label: t('admin.orders.product'),
              render: (line) => `${line.productNameChi} ${line.productVolume ?? ''}`,
            },
            { label: t('admin.orders.sku'), render: (line) => line.sku },
            { label: t('admin.orders.quantity'), numeric: true, render: (line) => line.quantity },
            {
              label: t('admin.orders.unitPrice'),
              numeric: true,
              render: (line) => formatMoney(line.chargedUnitPrice),
            },
            {
              label: t('admin.orders.lineTotal'),
              numeric: true,
              render: (line) => formatMoney(line.finalPrice),
            },
            { label: t('admin.orders.deliveries'), numeric: true, render: (line) => line.deliveryTimes },
          ]}
        />
        <dl className="admin-order-totals">
          <dt>{t('admin.orders.productTotal')}</dt>
          <dd className="numeric">{formatMoney(totals.productTotalBeforeDiscount)}</dd>
          <dt>{t('admin.orders.couponDiscount')}</dt>
          <dd className="numeric">
            {t('admin.orders.deduction', { amount: formatMoney(totals.couponDiscount) })}
          </dd>
          <dt>{t('admin.orders.pointsCash')}</dt>
          <dd className="numeric">
            {t('admin.orders.deduction', { amount: formatMoney(totals.pointsCash) })}
          </dd>
          <dt>{t('admin.orders.shippingFee')}</dt>
          <dd className="numeric">{formatMoney(totals.shippingFee)}</dd>
          <dt>{t('admin.orders.orderTotal')}</dt>
          <dd className="numeric">{formatMoney(totals.orderTotal)}</dd>
        </dl>
      </div>
      <p>
        <Link to="history">{t('admin.orders.replay')}</Link>
      </p>
      <div className="admin-table">
        <FigureTable
          caption={t('admin.orders.history')}
          rows={order.history}
          rowKey={(step) => step.version}
          columns={[
            { label: t('admin.orders.historyAt'), render: (step) => formatDateTime(step.at) },
            { label: t('admin.orders.historyEvent'), render: (step) => t(`admin.orders.event.${step.type}`) },
            {
              label: t('admin.orders.historyBy'),
              render: (step) => labels.actor(step.actor, step.actorName),
            },
            {
              label: t('admin.orders.historyDetails'),
              render: (step) =>
                [
                  step.trackingNumber,
                  step.amount === undefined ? undefined : formatMoney(step.amount),
                  step.reason,
                ]
                  .filter((part) => part !== undefined)
                  .join(' · '),
            },
          ]}
        />
      </div>
    </>
  );
}
