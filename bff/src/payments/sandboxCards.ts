import type { GatewayDecision } from './globalPay.ts';

/**
 * The sandbox gateway's test cards (outside production only). Like a real acquirer's test cards, the
 * number decides the outcome: two cards that pay, one per bank rejection code of seed 001 §8, one generic
 * failure; any other number is declined as an invalid account (231).
 */
export interface SandboxCard {
  number: string;
  decision: GatewayDecision;
  reasonCode: string;
  label: string;
}

const rejection = (code: string, label: string): SandboxCard => ({
  number: `4000000000000${code}`,
  decision: 'DECLINE',
  reasonCode: code,
  label,
});

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '4111111111111111', decision: 'ACCEPT', reasonCode: '100', label: 'Visa, paid' },
  { number: '5555555555554444', decision: 'ACCEPT', reasonCode: '100', label: 'Mastercard, paid' },
  rejection('201', 'issuing bank has questions'),
  rejection('203', 'general decline'),
  rejection('204', 'insufficient funds'),
  rejection('205', 'lost or stolen card'),
  rejection('208', 'inactive card'),
  rejection('210', 'credit limit reached'),
  rejection('211', 'invalid CVN'),
  rejection('102', 'processing error (retry)'),
];

export function sandboxOutcome(cardNumber: string): { decision: GatewayDecision; reasonCode: string } {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const card = SANDBOX_CARDS.find((candidate) => candidate.number === digits);
  return card
    ? { decision: card.decision, reasonCode: card.reasonCode }
    : { decision: 'DECLINE', reasonCode: '231' };
}
