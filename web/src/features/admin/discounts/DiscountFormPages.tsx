import { type DiscountDetail, discountFormSchema, toHongKongInput } from '@shop/domain/admin/discounts';
import { DISCOUNT_TYPES } from '@shop/domain/coupons/discountTypes';
import { Link, useNavigate, useParams } from 'react-router';
import { controlProps, FormField } from '../../../components/forms/FormField.tsx';
import type { SchemaForm } from '../../../components/forms/schemaForm.ts';
import { adminApi } from '../kit/adminApi.ts';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { centsAsInput } from '../kit/format.ts';
import { FormActions, useAdminForm } from '../kit/schemaForm.tsx';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useStaff } from '../kit/useStaff.ts';
import { useAdminT } from '../useAdminT.ts';

type Values = Record<string, unknown>;

const EMPTY: Values = {
  discountType: 'DISCOUNT_COUPON',
  titleChi: '',
  titleEng: '',
  couponCode: '',
  rate: '',
  amount: '',
  minSpend: '',
  membersOnly: false,
  firstPurchaseOnly: false,
  regularPriceOnly: false,
  validFrom: '',
  validTo: '',
  displayProductIds: '',
  items: '',
  addOnPrice: '',
  triggerProductIds: '',
  active: true,
};

function valuesOf(discount: DiscountDetail): Values {
  return {
    discountType: discount.discountType,
    titleChi: discount.titleChi,
    titleEng: discount.titleEng,
    couponCode: discount.couponCode ?? '',
    rate: discount.rate === null ? '' : String(discount.rate),
    amount: centsAsInput(discount.amountCents),
    minSpend: discount.minSpendCents > 0 ? centsAsInput(discount.minSpendCents) : '',
    membersOnly: discount.membersOnly,
    firstPurchaseOnly: discount.firstPurchaseOnly,
    regularPriceOnly: discount.regularPriceOnly,
    validFrom: toHongKongInput(discount.validFrom),
    validTo: toHongKongInput(discount.validTo),
    displayProductIds: discount.displayProductIds.join(', '),
    items: discount.items.map((item) => item.productId).join(', '),
    addOnPrice:
      discount.items[0] && discount.items[0].priceCents > 0 ? centsAsInput(discount.items[0].priceCents) : '',
    triggerProductIds: discount.triggerProductIds.join(', '),
    active: discount.active,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** '1, 2 ,3' → ['1', '2', '3'] (the schema turns them into ids and names a bad one). */
const list = (value: unknown) =>
  text(value)
    .split(/[,\s]+/)
    .filter(Boolean);
const orNull = (value: unknown) => (text(value) === '' ? null : text(value));
const orUndefined = (value: unknown) => (text(value) === '' ? undefined : text(value));

/** The form's raw strings as the schema's input: empty optional fields absent, id lists as arrays. */
function prepare({ addOnPrice, ...values }: Values): unknown {
  return {
    ...values,
    couponCode: orNull(values.couponCode),
    rate: orUndefined(values.rate),
    amount: orUndefined(values.amount),
    minSpend: orUndefined(values.minSpend),
    validFrom: orNull(values.validFrom),
    validTo: orNull(values.validTo),
    displayProductIds: list(values.displayProductIds),
    items: list(values.items).map((productId) => ({ productId, price: orUndefined(addOnPrice) })),
    triggerProductIds: list(values.triggerProductIds),
  };
}

export function DiscountNewPage() {
  const t = useAdminT();
  const navigate = useNavigate();
  const form = useAdminForm(discountFormSchema, EMPTY, prepare);
  return (
    <section>
      <h1>{t('admin.discounts.add')}</h1>
      <p>
        <Link to="/admin/discounts">{t('admin.discounts.back')}</Link>
      </p>
      <DiscountFormFields
        form={form}
        onSubmit={form.onSubmit(async (input) => {
          await adminApi.request<DiscountDetail>('admin/discounts', {
            method: 'POST',
            auth: 'required',
            body: input,
          });
          navigate('/admin/discounts');
        })}
      />
    </section>
  );
}

export function DiscountEditPage() {
  const t = useAdminT();
  const { discountId } = useParams();
  const detail = useAdminQuery<DiscountDetail>(`admin/discounts/${discountId}`);
  if (detail.error) return <ErrorNotice error={detail.error} onRetry={detail.reload} />;
  if (!detail.data) return <p>{t('admin.table.loading')}</p>;
  return <DiscountEditForm discount={detail.data} />;
}

function DiscountEditForm({ discount }: { discount: DiscountDetail }) {
  const t = useAdminT();
  const form = useAdminForm(discountFormSchema, valuesOf(discount), prepare);
  return (
    <section>
      <h1>{t('admin.discounts.edit', { title: discount.titleChi })}</h1>
      <p>
        <Link to="/admin/discounts">{t('admin.discounts.back')}</Link>
      </p>
      <DiscountFormFields
        form={form}
        typeFixed
        onSubmit={form.onSubmit((input) =>
          adminApi.request(`admin/discounts/${discount.discountId}`, {
            method: 'PATCH',
            auth: 'required',
            body: input,
          }),
        )}
      />
    </section>
  );
}

/** The fields of one discount; those a type does not use are hidden (the schema ignores them). */
function DiscountFormFields({
  form,
  onSubmit,
  typeFixed = false,
}: {
  form: SchemaForm<unknown>;
  onSubmit: (event: React.FormEvent) => void;
  typeFixed?: boolean;
}) {
  const t = useAdminT();
  const { can } = useStaff();
  const type = form.values.discountType as string;
  const takesCode = type !== 'GWP' && type !== 'PWP';
  return (
    <form className="admin-form" noValidate onSubmit={onSubmit}>
      <fieldset disabled={!can('discounts', true)}>
        <FormField form={form} name="discountType" label={t('admin.discounts.type')}>
          <select {...controlProps(form, 'discountType')} disabled={typeFixed}>
            {DISCOUNT_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`admin.discounts.type.${option}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField form={form} name="titleChi" label={t('admin.discounts.titleChi')} />
        <FormField form={form} name="titleEng" label={t('admin.discounts.titleEng')} />
        {takesCode ? (
          <FormField
            form={form}
            name="couponCode"
            label={t('admin.discounts.code')}
            hint={t('admin.discounts.codeHint')}
            autoComplete="off"
          />
        ) : null}
        {type === 'DISCOUNT_COUPON' ? (
          <FormField
            form={form}
            name="rate"
            label={t('admin.discounts.rate')}
            hint={t('admin.discounts.rateHint')}
            inputMode="decimal"
          />
        ) : null}
        {type === 'CASH_COUPON' ? (
          <FormField form={form} name="amount" label={t('admin.discounts.amount')} inputMode="decimal" />
        ) : null}
        <FormField
          form={form}
          name="minSpend"
          label={t('admin.discounts.minSpend')}
          hint={type === 'GWP' ? t('admin.discounts.minSpendHint') : undefined}
          inputMode="decimal"
        />
        <FormField
          form={form}
          name="validFrom"
          type="datetime-local"
          label={t('admin.discounts.validFrom')}
        />
        <FormField form={form} name="validTo" type="datetime-local" label={t('admin.discounts.validTo')} />
        {type === 'GIFT_COUPON' || type === 'GWP' || type === 'PWP' ? (
          <FormField form={form} name="items" label={t('admin.discounts.items')} />
        ) : null}
        {type === 'PWP' ? (
          <>
            <FormField
              form={form}
              name="addOnPrice"
              label={t('admin.discounts.addOnPrice')}
              inputMode="decimal"
            />
            <FormField form={form} name="triggerProductIds" label={t('admin.discounts.triggers')} />
          </>
        ) : null}
        {takesCode ? (
          <>
            <FormField form={form} name="displayProductIds" label={t('admin.discounts.displayProducts')} />
            <FormField
              form={form}
              name="membersOnly"
              type="checkbox"
              label={t('admin.discounts.membersOnly')}
            />
            <FormField
              form={form}
              name="firstPurchaseOnly"
              type="checkbox"
              label={t('admin.discounts.firstPurchaseOnly')}
            />
            <FormField
              form={form}
              name="regularPriceOnly"
              type="checkbox"
              label={t('admin.discounts.regularPriceOnly')}
            />
          </>
        ) : null}
        <FormField form={form} name="active" type="checkbox" label={t('admin.discounts.active')} />
        <FormActions form={form} />
      </fieldset>
    </form>
  );
}
