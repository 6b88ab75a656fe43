import type { AdminProduct } from '@shop/domain/admin/products';
import { FormFieldSet } from '../../../components/forms/FormField.tsx';
import type { SchemaForm } from '../../../components/forms/schemaForm.ts';
import { centsAsInput } from '../kit/format.ts';
import { useAdminT } from '../useAdminT.ts';

/** One option as the form holds it: what the inputs show (prices in dollars as typed). */
export interface OptionValues {
  productId?: number;
  /** Stock of a saved option: shown, changed only in the inventory section. */
  stock?: number;
  volume: string;
  sku: string;
  price: string;
  discountPrice: string;
  initialStock: string;
  isGroup: boolean;
  /** "101x2, 102": option numbers, a quantity after x. */
  groupItems: string;
}

export function optionValues(option?: AdminProduct['options'][number]): OptionValues {
  if (!option) {
    return {
      volume: '',
      sku: '',
      price: '',
      discountPrice: '',
      initialStock: '0',
      isGroup: false,
      groupItems: '',
    };
  }
  return {
    productId: option.productId,
    stock: option.inventory,
    volume: option.volume,
    sku: option.sku,
    price: centsAsInput(option.priceCents),
    discountPrice: centsAsInput(option.discountPriceCents),
    initialStock: '0',
    isGroup: option.isGroup,
    groupItems: option.groupItems
      .map((item) => (item.quantity === 1 ? `${item.productId}` : `${item.productId}x${item.quantity}`))
      .join(', '),
  };
}

/** The schema's input for one option; a malformed set item goes through as typed, for the schema to refuse. */
export function optionInput({ stock: _stock, groupItems, ...option }: OptionValues): unknown {
  const items = groupItems
    .split(/[,，]/)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const [productId = '', quantity = '1'] = item.split(/\s*[x×*]\s*/i);
      return { productId, quantity };
    });
  return { ...option, groupItems: items };
}

/** The product's options (variants): label, SKU, prices, opening stock, and the products a set holds. */
export function OptionsField({ form }: { form: SchemaForm<unknown> }) {
  const t = useAdminT();
  const options = (form.values.options as OptionValues[] | undefined) ?? [];
  const change = (index: number, patch: Partial<OptionValues>) =>
    form.set(
      'options',
      options.map((option, i) => (i === index ? { ...option, ...patch } : option)),
    );
  return (
    <FormFieldSet form={form} name="options" legend={t('admin.products.options')}>
      {options.map((option, index) => {
        const id = `f-option-${index}`;
        const text = (
          name: 'volume' | 'sku' | 'price' | 'discountPrice' | 'initialStock' | 'groupItems',
          label: string,
          mode?: 'decimal' | 'numeric',
        ) => (
          <label htmlFor={`${id}-${name}`}>
            {label}
            <input
              id={`${id}-${name}`}
              value={option[name]}
              inputMode={mode}
              onChange={(event) => change(index, { [name]: event.target.value })}
            />
          </label>
        );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a new option has no id yet; options are only appended or removed before saving.
          <fieldset key={index} className="admin-option">
            <legend>{t('admin.products.option', { n: index + 1 })}</legend>
            {text('volume', t('admin.products.volume'))}
            {text('sku', t('admin.products.sku'))}
            {text('price', t('admin.products.optionPrice'), 'decimal')}
            {text('discountPrice', t('admin.products.discountPrice'), 'decimal')}
            {option.productId === undefined ? (
              text('initialStock', t('admin.products.initialStock'), 'numeric')
            ) : (
              <p>{t('admin.products.stockNote', { stock: option.stock ?? 0 })}</p>
            )}
            <label className="admin-check">
              <input
                type="checkbox"
                checked={option.isGroup}
                onChange={(event) => change(index, { isGroup: event.target.checked })}
              />
              {t('admin.products.isGroup')}
            </label>
            {option.isGroup ? (
              <>
                {text('groupItems', t('admin.products.groupItems'))}
                <small>{t('admin.products.groupItemsHint')}</small>
              </>
            ) : null}
            {option.productId === undefined && options.length > 1 ? (
              <button
                type="button"
                onClick={() =>
                  form.set(
                    'options',
                    options.filter((_, i) => i !== index),
                  )
                }
              >
                {t('admin.products.removeOption')}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <button type="button" onClick={() => form.set('options', [...options, optionValues()])}>
        {t('admin.products.addOption')}
      </button>
    </FormFieldSet>
  );
}
