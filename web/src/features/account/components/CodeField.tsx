import { FormField } from '../../../components/forms/FormField.tsx';
import type { SchemaForm } from '../../../components/forms/schemaForm.ts';
import { useT } from '../../../lib/intl.tsx';

/** The SMS verification code, as sign-up and the password reset both ask for it. */
export function CodeField({ form }: { form: SchemaForm<unknown, string, { verificationCode: string }> }) {
  const t = useT();
  return (
    <FormField
      form={form}
      name="verificationCode"
      label={t('account.code.label')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
    />
  );
}
