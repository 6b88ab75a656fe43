import {
  type AdminOrderDetail,
  cancelOrderSchema,
  deleteOrderSchema,
  orderVersionSchema,
  refundOrderSchema,
  type StaffOrderAction,
  shipOrderSchema,
} from '@shop/domain/admin/orders';
import { useState } from 'react';
import type { z } from 'zod';
import { FormField } from '../../../components/forms/FormField.tsx';
import { useFormatMoney } from '../../../lib/intl.tsx';
import { adminApi } from '../kit/adminApi.ts';
import { FormActions, useAdminForm } from '../kit/schemaForm.tsx';
import { useStaff } from '../kit/useStaff.ts';
import { useAdminT } from '../useAdminT.ts';

type Field = 'trackingNumber' | 'reason' | 'amount';

/** What each command asks for besides the version: a tracking number, a reason, an amount and a reason. */
const FORMS: Record<StaffOrderAction, { schema: z.ZodType; fields: readonly Field[] }> = {
  process: { schema: orderVersionSchema, fields: [] },
  ship: { schema: shipOrderSchema, fields: ['trackingNumber'] },
  awaitSecondDelivery: { schema: orderVersionSchema, fields: [] },
  shipSecond: { schema: shipOrderSchema, fields: ['trackingNumber'] },
  complete: { schema: orderVersionSchema, fields: [] },
  cancel: { schema: cancelOrderSchema, fields: ['reason'] },
  delete: { schema: deleteOrderSchema, fields: ['reason'] },
  refund: { schema: refundOrderSchema, fields: ['amount', 'reason'] },
};

/**
 * The commands the order's state allows (the server's `actions`), shown only to a role that may change orders.
 * Each opens its own small form: the version the page was read at goes with it, so a change another staff
 * member made meanwhile comes back as the server's "reload" message instead of being overwritten.
 */
export function OrderActions({ order, onChanged }: { order: AdminOrderDetail; onChanged(): void }) {
  const t = useAdminT();
  const { can } = useStaff();
  const [open, setOpen] = useState<StaffOrderAction | null>(null);
  const [done, setDone] = useState<StaffOrderAction | null>(null);
  if (!can('orders', true)) return <p className="admin-order-actions">{t('admin.orders.readOnly')}</p>;
  return (
    <section className="admin-order-actions" aria-labelledby="order-actions-heading">
      <h2 id="order-actions-heading">{t('admin.orders.actions')}</h2>
      {order.actions.length === 0 ? <p>{t('admin.orders.noActions')}</p> : null}
      <div className="admin-order-buttons">
        {order.actions.map((action) => (
          <button
            key={action}
            type="button"
            aria-expanded={open === action}
            onClick={() => {
              setOpen(open === action ? null : action);
              setDone(null);
            }}
          >
            {t(`admin.orders.action.${action}`)}
          </button>
        ))}
      </div>
      {done ? (
        <p role="status">{t('admin.orders.done', { action: t(`admin.orders.action.${done}`) })}</p>
      ) : null}
      {open ? (
        <CommandForm
          key={`${open}-${order.version}`}
          order={order}
          action={open}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            setDone(open);
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}

function CommandForm({
  order,
  action,
  onClose,
  onDone,
}: {
  order: AdminOrderDetail;
  action: StaffOrderAction;
  onClose(): void;
  onDone(): void;
}) {
  const t = useAdminT();
  const formatMoney = useFormatMoney();
  const { schema, fields } = FORMS[action];
  const initial = Object.fromEntries(fields.map((field) => [field, '']));
  const form = useAdminForm(schema, initial, (values) => ({ ...values, expectedVersion: order.version }));
  const title = t(`admin.orders.action.${action}`);
  const headingId = `order-${action}-heading`;
  return (
    <div className="admin-order-dialog" role="dialog" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <form
        className="admin-form"
        noValidate
        onSubmit={form.onSubmit(async () => {
          await adminApi.request(`admin/orders/${order.orderId}/${action}`, {
            method: 'POST',
            auth: 'required',
            // The form's own text (HK$ as typed) goes: the server parses it with the same schema.
            body: { ...form.values, expectedVersion: order.version },
          });
          onDone();
        })}
      >
        {fields.length === 0 ? (
          <p>{t('admin.orders.confirm', { action: title, orderNo: order.orderNo })}</p>
        ) : null}
        {fields.includes('trackingNumber') ? (
          <FormField
            form={form}
            name="trackingNumber"
            label={t('admin.orders.trackingNumber')}
            hint={t('admin.orders.trackingHint')}
            autoComplete="off"
          />
        ) : null}
        {fields.includes('amount') ? (
          <FormField
            form={form}
            name="amount"
            label={t('admin.orders.refundAmount')}
            inputMode="decimal"
            hint={t('admin.orders.refundHint', {
              amount: formatMoney(order.payment.received - order.payment.refunded),
            })}
          />
        ) : null}
        {fields.includes('reason') ? (
          <FormField
            form={form}
            name="reason"
            label={t('admin.orders.reason')}
            hint={action === 'cancel' ? t('admin.orders.cancelHint') : undefined}
            maxLength={200}
          />
        ) : null}
        <FormActions form={form} submitLabel={fields.length === 0 ? t('admin.orders.confirmButton') : title}>
          <button type="button" onClick={onClose}>
            {t('admin.orders.close')}
          </button>
        </FormActions>
      </form>
    </div>
  );
}
