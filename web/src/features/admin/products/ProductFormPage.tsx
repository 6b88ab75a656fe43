import { type AdminProduct, type ProductFormChoices, productFormSchema } from '@shop/domain/admin/products';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { controlProps, FormField, FormFieldSet } from '../../../components/forms/FormField.tsx';
import type { SchemaForm } from '../../../components/forms/schemaForm.ts';
import { adminApi } from '../kit/adminApi.ts';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { FormActions, useAdminForm } from '../kit/schemaForm.tsx';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useAdminT } from '../useAdminT.ts';
import { ImagesField } from './ImagesField.tsx';
import { OptionsField, type OptionValues, optionInput, optionValues } from './OptionsField.tsx';

type Values = Record<string, unknown>;

const NEW_PRODUCT: Values = {
  nameChi: '',
  nameEng: '',
  urlName: '',
  status: 'onSale',
  categoryIds: [] as number[],
  images: [] as string[],
  description: '',
  hashtags: '',
  relatedIds: '',
  metatitle: '',
  metadesc: '',
  options: [optionValues()],
};

function valuesOf(product: AdminProduct): Values {
  return {
    ...product,
    hashtags: product.hashtags.map((tag) => `#${tag}`).join(', '),
    relatedIds: product.relatedIds.join(', '),
    options: product.options.map(optionValues),
  };
}

/** The form's raw values as the schema's input: lists typed as text become arrays. */
function prepare(values: Values): unknown {
  const hashtags = String(values.hashtags ?? '')
    .split(/[,，]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return { ...values, hashtags, options: (values.options as OptionValues[]).map(optionInput) };
}

export function ProductNewPage() {
  const t = useAdminT();
  const navigate = useNavigate();
  return (
    <section>
      <h1>{t('admin.products.add')}</h1>
      <p>
        <Link to="/admin/products">{t('admin.products.back')}</Link>
      </p>
      <ProductForm
        initial={NEW_PRODUCT}
        send={async (input) => {
          const saved = await adminApi.request<AdminProduct>('admin/products', {
            method: 'POST',
            auth: 'required',
            body: input,
          });
          navigate(`/admin/products/${saved.displayProductId}`, { state: { saved: saved.nameChi } });
        }}
      />
    </section>
  );
}

export function ProductEditPage() {
  const t = useAdminT();
  const { displayProductId } = useParams();
  const product = useAdminQuery<AdminProduct>(`admin/products/${displayProductId}`);
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  if (product.error) return <ErrorNotice error={product.error} onRetry={product.reload} />;
  if (!product.data) return <p>{t('admin.table.loading')}</p>;
  const current = product.data;
  return (
    <section>
      <h1>{t('admin.products.edit', { name: current.nameChi })}</h1>
      <p>
        <Link to="/admin/products">{t('admin.products.back')}</Link>{' '}
        {current.status === 'onSale' ? (
          <a href={`/product/${current.urlName}`} target="_blank" rel="noreferrer">
            {t('admin.products.viewInShop')}
          </a>
        ) : null}
      </p>
      {saved ? <p role="status">{t('admin.products.saved', { name: saved })}</p> : null}
      <ProductForm
        key={current.displayProductId}
        initial={valuesOf(current)}
        send={async (input) => {
          await adminApi.request<AdminProduct>(`admin/products/${current.displayProductId}`, {
            method: 'PUT',
            auth: 'required',
            body: input,
          });
          product.reload();
        }}
      />
    </section>
  );
}

function ProductForm({ initial, send }: { initial: Values; send: (input: unknown) => Promise<void> }) {
  const t = useAdminT();
  const choices = useAdminQuery<ProductFormChoices>('admin/products/choices');
  const form = useAdminForm(productFormSchema, initial, prepare);
  return (
    <form
      className="admin-form"
      noValidate
      // The schema's output holds cents; the server parses the same input again, so it gets the input.
      onSubmit={form.onSubmit(() => send(prepare(form.values)))}
    >
      <FormField form={form} name="nameChi" label={t('admin.products.nameChi')} />
      <FormField form={form} name="nameEng" label={t('admin.products.nameEng')} />
      <FormField
        form={form}
        name="urlName"
        label={t('admin.products.urlName')}
        hint={t('admin.products.urlNameHint')}
        autoCapitalize="none"
      />
      <StatusField form={form} />
      {choices.error ? <ErrorNotice error={choices.error} onRetry={choices.reload} /> : null}
      <CategoriesField form={form} categories={choices.data?.categories ?? []} />
      <ImagesField form={form} />
      <OptionsField form={form} />
      <FormField
        form={form}
        name="description"
        label={t('admin.products.description')}
        hint={t('admin.products.descriptionHint')}
      >
        <textarea {...controlProps(form, 'description')} rows={5} />
      </FormField>
      <FormField
        form={form}
        name="hashtags"
        label={t('admin.products.hashtags')}
        hint={t('admin.products.hashtagsHint')}
        list="product-hashtags"
      />
      <datalist id="product-hashtags">
        {choices.data?.hashtags.map((tag) => (
          <option key={tag} value={`#${tag}`} />
        ))}
      </datalist>
      <FormField
        form={form}
        name="relatedIds"
        label={t('admin.products.relatedIds')}
        hint={t('admin.products.relatedIdsHint')}
        inputMode="numeric"
      />
      <FormField form={form} name="metatitle" label={t('admin.products.metatitle')} />
      <FormField form={form} name="metadesc" label={t('admin.products.metadesc')} />
      <FormActions form={form} />
    </form>
  );
}

function StatusField({ form }: { form: SchemaForm<unknown> }) {
  const t = useAdminT();
  return (
    <fieldset className="field">
      <legend>{t('admin.products.status')}</legend>
      {(['onSale', 'offSale'] as const).map((status) => (
        <label key={status} className="admin-check">
          <input
            type="radio"
            name="status"
            value={status}
            checked={form.values.status === status}
            onChange={() => form.set('status', status)}
          />
          {t(status === 'onSale' ? 'admin.products.onSale' : 'admin.products.offSale')}
        </label>
      ))}
    </fieldset>
  );
}

function CategoriesField({
  form,
  categories,
}: {
  form: SchemaForm<unknown>;
  categories: ProductFormChoices['categories'];
}) {
  const t = useAdminT();
  const chosen = (form.values.categoryIds as number[] | undefined) ?? [];
  return (
    <FormFieldSet form={form} name="categoryIds" legend={t('admin.products.categories')}>
      <div className="admin-grants">
        {categories.map((category) => (
          <label key={category.categoryId} className="admin-check">
            <input
              type="checkbox"
              checked={chosen.includes(category.categoryId)}
              onChange={(event) =>
                form.set(
                  'categoryIds',
                  event.target.checked
                    ? [...chosen, category.categoryId]
                    : chosen.filter((id) => id !== category.categoryId),
                )
              }
            />
            {category.nameChi} {category.nameEng}
          </label>
        ))}
      </div>
    </FormFieldSet>
  );
}
