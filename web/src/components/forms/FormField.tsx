import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field.tsx';
import type { FormValues, SchemaForm } from './schemaForm.ts';

/** What the field pieces read of a form, whatever it parses to and however it words its problems. */
type BoundForm<Values extends FormValues> = SchemaForm<unknown, string, Values>;
type FieldName<Values> = keyof Values & string;

/** Where a control's problem is told: under it, or in the form's one alert. */
function describedBy<Values extends FormValues>(form: BoundForm<Values>, name: FieldName<Values>) {
  if (form.errors[name] === undefined) return undefined;
  return form.alertId ?? `${form.id(name)}-error`;
}

/** Binds a text input, select or textarea to a field: its id, text value, changes and error state. */
export function controlProps<Values extends FormValues>(form: BoundForm<Values>, name: FieldName<Values>) {
  const value = form.values[name];
  return {
    id: form.id(name),
    name,
    value: value === undefined || value === null ? '' : String(value),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      form.set(name, event.target.value as Values[typeof name]),
    'aria-invalid': form.errors[name] === undefined ? undefined : true,
    'aria-describedby': describedBy(form, name),
  };
}

/**
 * One labelled control of a form: a text input (or a checkbox) by default, or a control of its own given
 * as children (bound with `controlProps`). Its problem is told under it, unless the form has one alert.
 */
export function FormField<Values extends FormValues>({
  form,
  name,
  label,
  type = 'text',
  hint,
  className,
  children,
  ...input
}: {
  form: BoundForm<Values>;
  name: FieldName<Values>;
  label: ReactNode;
  type?: string;
  hint?: ReactNode;
  className?: string;
  children?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'type' | 'children' | 'className'>) {
  const id = form.id(name);
  const error = form.errors[name];
  const bound = controlProps(form, name);
  return (
    <Field id={id} label={label} className={[className, error ? 'invalid' : null].filter(Boolean).join(' ')}>
      {children ?? (
        <input
          type={type}
          {...(type === 'checkbox'
            ? {
                ...bound,
                value: undefined,
                checked: form.values[name] === true,
                onChange: (event: ChangeEvent<HTMLInputElement>) =>
                  form.set(name, event.target.checked as Values[typeof name]),
              }
            : bound)}
          {...input}
        />
      )}
      {hint ? <small>{hint}</small> : null}
      {form.alertId ? null : <FieldError error={error} id={`${id}-error`} />}
    </Field>
  );
}

/** A field's problem, announced; `id` lets its control point at it (aria-describedby). */
export function FieldError({ error, id }: { error: string | undefined; id?: string }) {
  return error ? (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** One value of a form made of several controls (checkboxes, pictures, options), with its problem. */
export function FormFieldSet<Values extends FormValues>({
  form,
  name,
  legend,
  children,
}: {
  form: BoundForm<Values>;
  name: FieldName<Values>;
  legend: ReactNode;
  children: ReactNode;
}) {
  const error = form.errors[name];
  return (
    <fieldset className={error ? 'field invalid' : 'field'}>
      <legend>{legend}</legend>
      {children}
      {form.alertId ? null : <FieldError error={error} />}
    </fieldset>
  );
}
