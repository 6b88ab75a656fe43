-- Back office, members section: staff may disable a member. A disabled member cannot log in, and every token
-- they hold stops working (the token check reads this column; disabling also moves tokens_valid_after).
alter table members add column disabled_at timestamptz;

-- Staff search members by the start of a phone number; a pattern index serves `phone like '9123%'`.
create index members_phone_pattern on members (phone text_pattern_ops);
