import { type ReactNode, useId, useState } from 'react';
import { controlProps, FieldError, FormField } from '../../../components/forms/FormField.tsx';
import type { SchemaForm } from '../../../components/forms/schemaForm.ts';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { uploadPicture } from '../kit/uploadPicture.ts';
import { useAdminT } from '../useAdminT.ts';

/** A picture of a form: its preview, and a file input that uploads at once and puts the stored name in the form. */
export function PictureField({
  form,
  name,
  label,
  uploadPath,
  optional = false,
}: {
  form: SchemaForm<unknown>;
  name: string;
  label: ReactNode;
  uploadPath: string;
  optional?: boolean;
}) {
  const t = useAdminT();
  const id = form.id(name);
  const hintId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  const value = typeof form.values[name] === 'string' ? (form.values[name] as string) : '';
  const error = form.errors[name];
  return (
    <div className={error ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {value ? <img className="admin-picture" src={`/api/file/${encodeURIComponent(value)}`} alt="" /> : null}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-describedby={[`${hintId} ${hintId}-rule`, error ? `${id}-error` : null]
          .filter(Boolean)
          .join(' ')}
        aria-invalid={error ? true : undefined}
        disabled={uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setFailure(null);
          setUploading(true);
          uploadPicture(uploadPath, file)
            .then((stored) => form.set(name, stored), setFailure)
            .finally(() => setUploading(false));
        }}
      />
      <small id={hintId}>
        {uploading ? t('admin.content.uploading') : value || t('admin.content.noPicture')}
      </small>
      <small id={`${hintId}-rule`}>{t('admin.content.pictureHint')}</small>
      {optional && value ? (
        <button type="button" onClick={() => form.set(name, '')}>
          {t('admin.content.removePicture')}
        </button>
      ) : null}
      {failure ? <ErrorNotice error={failure} /> : null}
      <FieldError error={error} id={`${id}-error`} />
    </div>
  );
}

/** A select of a schema form (the control FormField wraps). */
export function SelectControl({
  form,
  name,
  options,
}: {
  form: SchemaForm<unknown>;
  name: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <select {...controlProps(form, name)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A textarea of a schema form, for HTML and long text. */
export function TextAreaControl({
  form,
  name,
  rows = 6,
}: {
  form: SchemaForm<unknown>;
  name: string;
  rows?: number;
}) {
  return <textarea {...controlProps(form, name)} rows={rows} />;
}

/** The `linkTo` field: where a banner, event or message leads in the shop, or out of it. */
export function LinkField({ form }: { form: SchemaForm<unknown> }) {
  const t = useAdminT();
  return (
    <FormField form={form} name="linkTo" label={t('admin.content.link')} hint={t('admin.content.linkHint')} />
  );
}

/** A time of a record, entered as Hong Kong wall time (see formValues.ts). */
export function TimeField({
  form,
  name,
  label,
  hint,
}: {
  form: SchemaForm<unknown>;
  name: string;
  label: string;
  /** Defaults to saying it is Hong Kong time and may stay empty. */
  hint?: string;
}) {
  const t = useAdminT();
  return (
    <FormField
      form={form}
      name={name}
      type="datetime-local"
      label={label}
      hint={hint ?? t('admin.content.timeHint')}
    />
  );
}
