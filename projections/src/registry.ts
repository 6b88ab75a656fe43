import { memberPointsReadModel } from './memberPoints/memberPoints.ts';
import { orderPaymentsReadModel } from './orderPayments/orderPayments.ts';
import { ordersReadModel } from './orders/orders.ts';
import type { ReadModelDefinition } from './runner/readModel.ts';

/** Every read model the shop keeps: the bff runs them all and `npm run projections:rebuild` rebuilds them. */
export const allProjections: readonly ReadModelDefinition[] = [
  memberPointsReadModel,
  ordersReadModel,
  orderPaymentsReadModel,
];
