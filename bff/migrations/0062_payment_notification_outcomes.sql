-- What each gateway message was for and what the shop made of it, so the reconciliation export can match
-- the gateway's statement line by line: the amount and currency the gateway named, and the outcome the
-- notify answered (paid, refundDue, failed, canceled, repeated, ignored). Rows from before stay null.
alter table payment_notifications
  add column amount bigint,
  add column currency text,
  add column outcome text;
