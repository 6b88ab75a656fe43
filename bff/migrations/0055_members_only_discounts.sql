-- A coupon the back office limits to members (a cash or discount coupon guests could otherwise use).
-- Gift and free-delivery coupons are members-only whatever this says (bff/src/cart/discounts.ts).
alter table discounts add column members_only boolean not null default false;
