import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { isOrderStatus, ORDER_STATUSES } from './order.ts';
import { ORDER_TRANSITIONS } from './orderTransitions.ts';

it('docs/orders.md shows the transition table the decider uses', () => {
  const page = readFileSync(new URL('../../../docs/orders.md', import.meta.url), 'utf8');
  const documented = page
    .split('\n')
    .filter((line) => /^\| [A-Z][A-Za-z]+(Order|Payment|Processing|Delivery|Refund) \|/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const expected = Object.keys(ORDER_TRANSITIONS.notPlaced).map((command) => [
    command,
    ...ORDER_STATUSES.map((status) => {
      const cell = ORDER_TRANSITIONS[status][command as keyof typeof ORDER_TRANSITIONS.notPlaced];
      return isOrderStatus(cell) ? `→ ${cell}` : cell;
    }),
  ]);
  expect(documented).toEqual(expected);
});
