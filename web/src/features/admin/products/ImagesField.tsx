import { useId, useState } from 'react';
import { FormFieldSet } from '../../../components/forms/FormField.tsx';
import type { SchemaForm } from '../../../components/forms/schemaForm.ts';
import { fileUrl } from '../../../components/product/images.ts';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { uploadPicture } from '../kit/uploadPicture.ts';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useAdminT } from '../useAdminT.ts';

/**
 * The product's pictures (form value `images`: stored file names, the first is the main one): upload a new
 * picture, or pick a stored one by name (the list suggests names as they are typed).
 */
export function ImagesField({ form }: { form: SchemaForm<unknown> }) {
  const t = useAdminT();
  const id = useId();
  const images = (form.values.images as string[] | undefined) ?? [];
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [typed, setTyped] = useState('');
  const stored = useAdminQuery<{ items: { name: string }[] }>('admin/products/images', {
    q: typed.trim() || undefined,
    pageSize: 20,
    sort: 'createdAt',
  });
  const add = (name: string) => {
    if (name !== '' && !images.includes(name)) form.set('images', [...images, name]);
  };
  return (
    <FormFieldSet form={form} name="images" legend={t('admin.products.images')}>
      <ul className="admin-product-images">
        {images.map((name) => (
          <li key={name}>
            <img src={fileUrl(name)} alt="" width={80} height={80} />
            <span>{name}</span>
            <button
              type="button"
              onClick={() =>
                form.set(
                  'images',
                  images.filter((image) => image !== name),
                )
              }
            >
              {t('admin.products.removeImage', { name })}
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={`${id}-upload`}>
        {uploading ? t('admin.products.uploading') : t('admin.products.upload')}
      </label>
      <input
        id={`${id}-upload`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        disabled={uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setUploading(true);
          setFailure(null);
          uploadPicture('admin/products/images', file).then(
            (name) => {
              setUploading(false);
              add(name);
            },
            (reason: unknown) => {
              setUploading(false);
              setFailure(reason);
            },
          );
        }}
      />
      {failure ? <ErrorNotice error={failure} /> : null}
      <label htmlFor={`${id}-stored`}>{t('admin.products.chooseImage')}</label>
      <div className="admin-inline">
        <input
          id={`${id}-stored`}
          list={`${id}-names`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-label={t('admin.products.imageName')}
        />
        <datalist id={`${id}-names`}>
          {stored.data?.items.map((item) => (
            <option key={item.name} value={item.name} />
          ))}
        </datalist>
        <button
          type="button"
          onClick={() => {
            add(typed.trim());
            setTyped('');
          }}
        >
          {t('admin.products.addImage')}
        </button>
      </div>
    </FormFieldSet>
  );
}
