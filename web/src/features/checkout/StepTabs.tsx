import type { ActorRefFrom } from 'xstate';
import { type MessageKey, useT } from '../../lib/intl.tsx';
import { type CheckoutMachine, type Step, stepFlags } from './checkoutMachine.ts';

const STEPS: ReadonlyArray<{ step: Step; label: MessageKey }> = [
  { step: 'shipping', label: 'checkout.step.shipping' },
  { step: 'confirmation', label: 'checkout.step.confirmation' },
  { step: 'payment', label: 'checkout.step.payment' },
];

/**
 * The three steps as buttons with seed 001 §4's flags: a disabled step cannot be chosen. Choosing the
 * shipping step from confirmation is "previous"; the later steps are reached with "next" and "confirm".
 */
export function StepTabs({ actor, step }: { actor: ActorRefFrom<CheckoutMachine>; step: Step }) {
  const t = useT();
  const disabled = stepFlags(step);
  return (
    <nav aria-label={t('checkout.steps')}>
      <ol className="checkout-steps">
        {STEPS.map((entry) => (
          <li key={entry.step}>
            <button
              type="button"
              className="checkout-step"
              aria-current={entry.step === step ? 'step' : undefined}
              disabled={disabled[entry.step] || entry.step === step}
              data-testid={`checkout-step-${entry.step}`}
              data-enabled={!disabled[entry.step]}
              onClick={() => {
                if (entry.step === 'shipping') actor.send({ type: 'PREVIOUS' });
              }}
            >
              {t(entry.label)}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
