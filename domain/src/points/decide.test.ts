import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { DomainError } from '../errors.ts';
import { specFor, TEST_NOW } from '../testing/givenWhenThen.ts';
import { type PointsCommand, pointsDecider } from './decide.ts';
import type { PointsEvent } from './pointsEvents.ts';

const { given } = specFor(pointsDecider);
const memberId = 42;
const order = (orderId: number) => ({ memberId, orderId, orderNo: `JH${orderId}` });
// TEST_NOW is in November in Hong Kong.
const NOVEMBER = 11;

const vip: PointsEvent = {
  type: 'VipUpgraded',
  data: { memberId, reason: 'GRANTED', paidSpend: 0, orderId: null },
};
const earned = (points: number, orderId: number | null = null): PointsEvent => ({
  type: 'PointsEarned',
  data: {
    memberId,
    points,
    orderId,
    orderNo: orderId === null ? null : `JH${orderId}`,
    reason: 'ORDER_PAID',
  },
});
const purchase = (orderId: number, spend: number, birthdayMonth: number | null = null): PointsCommand => ({
  type: 'RecordPurchase',
  data: { ...order(orderId), spend, birthdayMonth },
});
const redeem = (orderId: number, pointsForCash: number, redemptionPoints = 0, productTotal = 100_000) =>
  ({
    type: 'RedeemPoints',
    data: { ...order(orderId), pointsForCash, redemptionPoints, productTotal },
  }) as const;

describe('earning on payment', () => {
  it('gives a VIP 1 point per HK$1 paid, twice in the birthday month', () => {
    given([vip])
      .when(purchase(1, 55_650))
      .then([
        { type: 'PurchaseRecorded', data: { ...order(1), spend: 55_650 } },
        { type: 'PointsEarned', data: { ...order(1), points: 556, reason: 'ORDER_PAID' } },
      ]);
    given([vip])
      .when(purchase(1, 55_650, NOVEMBER))
      .then([
        { type: 'PurchaseRecorded', data: { ...order(1), spend: 55_650 } },
        { type: 'PointsEarned', data: { ...order(1), points: 1112, reason: 'ORDER_PAID_BIRTHDAY_MONTH' } },
      ]);
  });

  it('counts an ordinary member’s spend and upgrades past HK$1000, earning nothing on that order', () => {
    const first = { type: 'PurchaseRecorded', data: { ...order(1), spend: 60_000 } } as const;
    given([]).when(purchase(1, 60_000)).then([first]);
    // 600.00 + 400.00 is exactly HK$1000: not over it.
    given([first])
      .when(purchase(2, 40_000))
      .then([{ type: 'PurchaseRecorded', data: { ...order(2), spend: 40_000 } }]);
    const state = given([first])
      .when(purchase(2, 40_001))
      .then([
        { type: 'PurchaseRecorded', data: { ...order(2), spend: 40_001 } },
        {
          type: 'VipUpgraded',
          data: { memberId, reason: 'SPEND_THRESHOLD', paidSpend: 100_001, orderId: 2 },
        },
      ]);
    expect(state).toMatchObject({ status: 'vip', balance: 0 });
  });

  it('records a payment once, however often it is reported', () => {
    const history = [
      vip,
      { type: 'PurchaseRecorded', data: { ...order(1), spend: 100 } } as const,
      earned(1, 1),
    ];
    given(history).when(purchase(1, 100)).then([]);
  });
});

describe('redeeming at placement', () => {
  it('takes points as cash and for redemption lines together', () => {
    given([vip, earned(30_000)])
      .when(redeem(5, 20_000, 3000))
      .then([{ type: 'PointsRedeemed', data: { ...order(5), points: 23_000 } }]);
  });

  it('refuses an ordinary member, more than the balance, and more than the order’s caps', () => {
    given([earned(5000)])
      .when(redeem(5, 200))
      .then('POINTS_VIP_ONLY');
    given([vip, earned(1000)])
      .when(redeem(5, 1200))
      .then('INSUFFICIENT_POINTS');
    // 20000 points (HK$100) is the most one order may turn into cash.
    given([vip, earned(50_000)])
      .when(redeem(5, 20_002))
      .then('POINTS_OVER_LIMIT');
    // Goods of HK$10.00 allow 2000 points.
    given([vip, earned(50_000)])
      .when(redeem(5, 2002, 0, 1000))
      .then('POINTS_OVER_LIMIT');
    // Points buy whole cents: an odd number cannot be cash.
    given([vip, earned(50_000)])
      .when(redeem(5, 201))
      .then('POINTS_OVER_LIMIT');
  });

  it('decides nothing for a retried placement, refuses a different redemption for the same order', () => {
    const redeemed = { type: 'PointsRedeemed', data: { ...order(5), points: 400 } } as const;
    given([vip, earned(1000), redeemed])
      .when(redeem(5, 400))
      .then([]);
    given([vip, earned(1000), redeemed])
      .when(redeem(5, 600))
      .then('POINTS_ALREADY_REDEEMED');
  });
});

describe('reversing on cancellation', () => {
  it('gives back what the order redeemed, takes back what it earned, uncounts its spend', () => {
    const history: PointsEvent[] = [
      vip,
      earned(1000),
      { type: 'PointsRedeemed', data: { ...order(5), points: 400 } },
      { type: 'PurchaseRecorded', data: { ...order(5), spend: 50_000 } },
      earned(500, 5),
    ];
    const reversal: PointsEvent[] = [
      { type: 'PointsRefunded', data: { ...order(5), points: 400 } },
      { type: 'PointsReversed', data: { ...order(5), points: 500 } },
      { type: 'PurchaseCanceled', data: { ...order(5), spend: 50_000 } },
    ];
    const state = given(history)
      .when({ type: 'ReverseOrderPoints', data: order(5) })
      .then(reversal);
    expect(state).toMatchObject({ balance: 1000, paidSpend: 0 });
    given([...history, ...reversal])
      .when({ type: 'ReverseOrderPoints', data: order(5) })
      .then([]);
  });

  it('never takes back more than the balance', () => {
    const history: PointsEvent[] = [
      vip,
      { type: 'PurchaseRecorded', data: { ...order(5), spend: 50_000 } },
      earned(500, 5),
      { type: 'PointsRedeemed', data: { ...order(6), points: 400 } },
    ];
    given(history)
      .when({ type: 'ReverseOrderPoints', data: order(5) })
      .then([
        { type: 'PointsReversed', data: { ...order(5), points: 100 } },
        { type: 'PurchaseCanceled', data: { ...order(5), spend: 50_000 } },
      ]);
  });
});

describe('VIP lapse', () => {
  it('makes the member ordinary and forfeits the points', () => {
    const state = given([vip, earned(1234)])
      .when({ type: 'LapseVip', data: { memberId, reason: 'MEMBERSHIP_EXPIRED' } })
      .then([
        { type: 'VipLapsed', data: { memberId, reason: 'MEMBERSHIP_EXPIRED' } },
        { type: 'PointsExpired', data: { memberId, points: 1234, reason: 'VIP_LAPSED' } },
      ]);
    expect(state).toMatchObject({ status: 'ordinary', balance: 0, paidSpend: 0 });
  });

  it('refuses a lapse for an ordinary member; a second grant decides nothing', () => {
    given([])
      .when({ type: 'LapseVip', data: { memberId, reason: 'x' } })
      .then('VIP_NOT_ACTIVE');
    given([vip]).when({ type: 'GrantVip', data: { memberId } }).then([]);
  });
});

describe('properties', () => {
  const orderId = fc.integer({ min: 1, max: 4 });
  const command: fc.Arbitrary<PointsCommand> = fc.oneof(
    fc
      .record({
        orderId,
        pointsForCash: fc.integer({ min: 0, max: 25_000 }),
        redemptionPoints: fc.integer({ min: 0, max: 5000 }),
        productTotal: fc.integer({ min: 0, max: 200_000 }),
      })
      .map(
        ({ orderId, ...rest }): PointsCommand => ({
          type: 'RedeemPoints',
          data: { ...order(orderId), ...rest },
        }),
      ),
    fc
      .record({
        orderId,
        spend: fc.integer({ min: 0, max: 120_000 }),
        birthdayMonth: fc.option(fc.integer({ min: 1, max: 12 })),
      })
      .map(
        ({ orderId, ...rest }): PointsCommand => ({
          type: 'RecordPurchase',
          data: { ...order(orderId), ...rest },
        }),
      ),
    orderId.map((id): PointsCommand => ({ type: 'ReverseOrderPoints', data: order(id) })),
    fc.constant<PointsCommand>({ type: 'GrantVip', data: { memberId } }),
    fc.constant<PointsCommand>({ type: 'LapseVip', data: { memberId, reason: 'expired' } }),
    fc
      .integer({ min: -3000, max: 3000 })
      .filter((points) => points !== 0)
      .map(
        (points): PointsCommand => ({ type: 'AdjustPoints', data: { memberId, points, reason: 'staff' } }),
      ),
  );

  it('no sequence of commands drives the balance below zero', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (commands) => {
        const history: PointsEvent[] = [];
        for (const next of commands) {
          try {
            history.push(...pointsDecider.decide(next, foldEvents(pointsDecider, history), TEST_NOW));
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
          expect(foldEvents(pointsDecider, history).balance).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('staff adjustments', () => {
  const adjust = (points: number): PointsCommand => ({
    type: 'AdjustPoints',
    data: { memberId, points, reason: 'Goodwill for a late delivery' },
  });

  it('adds or takes points with the reason, down to exactly zero', () => {
    const state = given([vip, earned(500)])
      .when(adjust(-500))
      .then([
        { type: 'PointsAdjusted', data: { memberId, points: -500, reason: 'Goodwill for a late delivery' } },
      ]);
    expect(state).toMatchObject({ balance: 0 });
    expect(
      given([vip])
        .when(adjust(120))
        .then([
          { type: 'PointsAdjusted', data: { memberId, points: 120, reason: 'Goodwill for a late delivery' } },
        ]),
    ).toMatchObject({ balance: 120 });
  });

  it('refuses to take the balance below zero, and gives an ordinary member no points', () => {
    given([vip, earned(500)])
      .when(adjust(-501))
      .then('INSUFFICIENT_POINTS');
    given([]).when(adjust(10)).then('POINTS_VIP_ONLY');
  });
});
