-- A coupon whose discount is for a shopper's first purchase only (NEW10): refused once the member (or the
-- phone a guest orders with) has a paid order that was not cancelled.
alter table discounts add column first_purchase_only boolean not null default false;
