import { FormField } from '../../../components/forms/FormField.tsx';
import type { FormValues, SchemaForm } from '../../../components/forms/schemaForm.ts';
import { useT } from '../../../lib/intl.tsx';

/** The member's surname and given name side by side, as sign-up and the member's info both ask for them. */
export function NameFields<Values extends FormValues>({
  form,
  lastName,
  firstName,
}: {
  form: SchemaForm<unknown, string, Values>;
  lastName: keyof Values & string;
  firstName: keyof Values & string;
}) {
  const t = useT();
  return (
    <div className="field-row">
      <FormField
        form={form}
        name={lastName}
        label={t('account.registration.lastname')}
        autoComplete="family-name"
        maxLength={50}
      />
      <FormField
        form={form}
        name={firstName}
        label={t('account.registration.firstname')}
        autoComplete="given-name"
        maxLength={50}
      />
    </div>
  );
}
