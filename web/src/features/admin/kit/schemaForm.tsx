import { ZH_HK_FIELD_MESSAGES } from '@shop/domain/admin/fieldMessages';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import zhTW from 'zod/v4/locales/zh-TW.js';
import { isApiError } from '../../../lib/api.ts';
import { type Locale, useLocale } from '../../../lib/intl.tsx';
import { useAdminT } from '../useAdminT.ts';
import { ErrorNotice } from './ErrorNotice.tsx';

type Values = Record<string, unknown>;

export interface SchemaForm<Parsed> {
  values: Values;
  errors: Record<string, string>;
  /** A failure that is not one field's (a rule, a conflict, no connection). */
  failure: unknown;
  status: 'idle' | 'saving' | 'saved';
  set(name: string, value: unknown): void;
  reset(values: Values): void;
  /** An onSubmit handler: validates with the schema (the server's own), then sends, then maps its refusals. */
  onSubmit(send: (parsed: Parsed) => Promise<unknown>): (event: FormEvent) => void;
}

/**
 * A back-office form validated by the same zod schema the server parses with (domain/src/admin/), so the
 * staff see the server's rules before sending; a refusal the server still makes (VALIDATION_FAILED with
 * `fields`, or a rule such as USERNAME_TAKEN) lands on the field or above the form. Values are the form's
 * raw ones (strings from inputs); the schema coerces them as the server does.
 */
export function useSchemaForm<Schema extends z.ZodType>(
  schema: Schema,
  initial: Values,
  /** Turns the raw values into the schema's input (e.g. '' → undefined, comma lists → arrays). */
  prepare: (values: Values) => unknown = (values) => values,
): SchemaForm<z.infer<Schema>> {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const locale = useLocale();

  return {
    values,
    errors,
    failure,
    status,
    set(name, value) {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
      setStatus('idle');
    },
    reset(next) {
      setValues(next);
      setErrors({});
      setFailure(null);
      setStatus('idle');
    },
    onSubmit(send) {
      return (event) => {
        event.preventDefault();
        setFailure(null);
        const parsed = schema.safeParse(prepare(values), parseOptions(locale));
        if (!parsed.success) {
          setErrors(
            fieldErrors(
              parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
              locale,
            ),
          );
          return;
        }
        setStatus('saving');
        send(parsed.data).then(
          () => setStatus('saved'),
          (error: unknown) => {
            setStatus('idle');
            const fields = isApiError(error, 'VALIDATION_FAILED') ? error.details?.fields : undefined;
            if (Array.isArray(fields) && fields.length > 0)
              setErrors(fieldErrors(fields as FieldIssue[], locale));
            else setFailure(error);
          },
        );
      };
    },
  };
}

interface FieldIssue {
  field: string;
  message: string;
}

/**
 * In Chinese, zod's own messages (a number too large, a field missing) come from its Traditional Chinese
 * locale, loaded with the back office's chunk; the schemas' own messages are in English and are read in
 * ZH_HK_FIELD_MESSAGES, which also turns the server's English field refusals into Chinese.
 */
const zhHKErrors = zhTW().localeError;
const parseOptions = (locale: Locale) => (locale === 'zh-HK' ? { error: zhHKErrors } : undefined);

function fieldErrors(issues: readonly FieldIssue[], locale: Locale): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const message =
      locale === 'zh-HK' ? (ZH_HK_FIELD_MESSAGES[issue.message] ?? issue.message) : issue.message;
    errors[issue.field.split('.')[0] ?? ''] ??= message;
  }
  return errors;
}

/** One labelled control of a schema form, with its error under it (announced and tied to the control). */
export function FormField({
  form,
  name,
  label,
  type = 'text',
  hint,
  children,
  ...input
}: {
  form: SchemaForm<unknown>;
  name: string;
  label: ReactNode;
  type?: string;
  hint?: ReactNode;
  /** A control of its own (select, textarea, checkboxes) instead of the input; it should use id `f-<name>`. */
  children?: ReactNode;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'type' | 'children'>) {
  const id = `f-${name}`;
  const error = form.errors[name];
  const value = form.values[name];
  return (
    <div className={error ? 'admin-field invalid' : 'admin-field'}>
      <label htmlFor={id}>{label}</label>
      {children ?? (
        <input
          id={id}
          name={name}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...(type === 'checkbox'
            ? { checked: value === true, onChange: (event) => form.set(name, event.target.checked) }
            : {
                value: value === undefined || value === null ? '' : String(value),
                onChange: (event) => form.set(name, event.target.value),
              })}
          {...input}
        />
      )}
      {hint ? <small>{hint}</small> : null}
      <FieldError error={error} id={`${id}-error`} />
    </div>
  );
}

/** A field's error, announced; `id` lets its control point at it (aria-describedby). */
export function FieldError({ error, id }: { error: string | undefined; id?: string }) {
  return error ? (
    <p id={id} className="admin-field-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** One value of a schema form made of several controls (checkboxes, pictures, options), with its error. */
export function FormFieldSet({
  form,
  name,
  legend,
  children,
}: {
  form: SchemaForm<unknown>;
  name: string;
  legend: ReactNode;
  children: ReactNode;
}) {
  const error = form.errors[name];
  return (
    <fieldset className={error ? 'admin-field invalid' : 'admin-field'}>
      <legend>{legend}</legend>
      {children}
      <FieldError error={error} />
    </fieldset>
  );
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
