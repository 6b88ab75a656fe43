import type { PaymentForm } from '@shop/domain/orders/apiSchemas';
import { useEffect, useRef } from 'react';

/** Forms already posted in this tab: a remount (StrictMode, a re-render after an error) must not post again. */
const posted = new WeakSet<PaymentForm>();

/** Submits the gateway's form unless this very form was submitted already; says whether it did. */
export function submitOnce(form: PaymentForm, element: Pick<HTMLFormElement, 'submit'>): boolean {
  if (posted.has(form)) return false;
  posted.add(form);
  element.submit();
  return true;
}

/**
 * Seed 001 §7's card payment: a hidden form with the gateway's fields, submitted once. The browser then
 * leaves for the gateway (or the sandbox outside production). Checkout's payment step and the order pages'
 * "pay again" both post through it.
 */
export function GatewayForm({ form }: { form: PaymentForm }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (ref.current) submitOnce(form, ref.current);
  }, [form]);
  return (
    <form
      ref={ref}
      method="post"
      action={form.action}
      hidden
      data-testid="gateway-form"
      data-channel={form.channel}
    >
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
