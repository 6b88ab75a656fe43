import * as content from './content/messages.ts';
import * as discounts from './discounts/messages.ts';
import * as history from './history/messages.ts';
import * as inventory from './inventory/messages.ts';
import * as members from './members/messages.ts';
import * as memberships from './memberships/messages.ts';
import * as orders from './orders/messages.ts';
import * as permissions from './permissions/messages.ts';
import * as points from './points/messages.ts';
import * as prices from './prices/messages.ts';
import * as products from './products/messages.ts';
import * as refunds from './refunds/messages.ts';
import * as reports from './reports/messages.ts';
import * as shell from './shellMessages.ts';

/**
 * The back office's catalogue: each section's messages.ts adds one line to `parts`. It loads with the back
 * office's chunk and never enters the storefront's catalogue. The production build replaces this module
 * with the precompiled form of the two exports below (vite.config.ts), so it must export only them.
 */
const parts = [
  shell,
  content,
  discounts,
  history,
  inventory,
  members,
  memberships,
  orders,
  permissions,
  points,
  prices,
  products,
  refunds,
  reports,
] as const;

type Part = (typeof parts)[number];
export type AdminMessageKey = Part extends infer P
  ? P extends { zhHK: infer M }
    ? keyof M & string
    : never
  : never;

export const adminZhHK = Object.assign({}, ...parts.map((part) => part.zhHK)) as Record<
  AdminMessageKey,
  string
>;
export const adminEn = Object.assign({}, ...parts.map((part) => part.en)) as Record<AdminMessageKey, string>;
