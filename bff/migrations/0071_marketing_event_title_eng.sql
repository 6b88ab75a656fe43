-- A marketing event's English title (the countdown and the back office): shopping in English, it leads where
-- staff wrote one (web/src/lib/localName.ts). Null for an event with none, the Chinese `title` shows instead.
alter table marketing_events add column title_eng text;
