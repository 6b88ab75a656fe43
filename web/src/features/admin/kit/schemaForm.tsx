import { ZH_HK_FIELD_MESSAGES } from '@shop/domain/admin/fieldMessages';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import zhTW from 'zod/v4/locales/zh-TW.js';
import {
  type FormMessages,
  type FormValues,
  type SchemaForm,
  useSchemaForm,
} from '../../../components/forms/schemaForm.ts';
import { type Locale, useLocale } from '../../../lib/intl.tsx';
import { useAdminT } from '../useAdminT.ts';
import { ErrorNotice } from './ErrorNotice.tsx';

/**
 * In Chinese, zod's own messages (a number too large, a field missing) come from its Traditional Chinese
 * locale, loaded with the back office's chunk; the schemas' own messages are in English and are read in
 * ZH_HK_FIELD_MESSAGES, which also turns the server's English field refusals into Chinese.
 */
const zhHKErrors = zhTW().localeError;
const ZH_HK: FormMessages<string> = {
  parseOptions: { error: zhHKErrors },
  field: (issue) => ZH_HK_FIELD_MESSAGES[issue.message] ?? issue.message,
};
const EN: FormMessages<string> = { field: (issue) => issue.message };
const messagesOf = (locale: Locale) => (locale === 'zh-HK' ? ZH_HK : EN);

/**
 * A back-office form (components/forms/schemaForm.ts) validated by the schema the server parses with
 * (domain/src/admin/), its problems in the staff's language under each field; controls are `f-<name>`.
 */
export function useAdminForm<Parsed>(
  schema: z.ZodType<Parsed>,
  initial: FormValues,
  prepare?: (values: FormValues) => unknown,
): SchemaForm<Parsed> {
  return useSchemaForm(schema, initial, { messages: messagesOf(useLocale()), prepare, idPrefix: 'f' });
}

/** The save button with the form's state, and what went wrong when it is no single field's. */
export function FormActions({
  form,
  submitLabel,
  children,
}: {
  form: SchemaForm<unknown>;
  submitLabel?: string;
  children?: ReactNode;
}) {
  const t = useAdminT();
  const invalid = Object.keys(form.errors).length > 0;
  return (
    <div className="admin-form-actions">
      {form.failure ? <ErrorNotice error={form.failure} /> : null}
      {invalid ? <p role="alert">{t('admin.form.invalid')}</p> : null}
      <button type="submit" disabled={form.status === 'saving'}>
        {form.status === 'saving' ? t('admin.form.saving') : (submitLabel ?? t('admin.form.save'))}
      </button>
      {children}
      {form.status === 'saved' ? <span role="status">{t('admin.form.saved')}</span> : null}
    </div>
  );
}
