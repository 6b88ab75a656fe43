/**
 * Every transaction the shop opens on Postgres registers as a writer of its schema first, with a shared
 * transaction-level advisory lock, before it can have a transaction id. The event store's readers use it
 * (eventStore/readHorizon.ts): events are final below the oldest transaction holding this lock, so a
 * reader waits for the shop's own transactions only, not for every transaction on the server.
 * The key is (class, schema): two shops on one server (staging and live, the test suites) never mix.
 */
export const WRITER_LOCK_CLASS = 727_275;

/** Sent with BEGIN, in the same round trip. */
export const REGISTER_WRITER = `select pg_advisory_xact_lock_shared(${WRITER_LOCK_CLASS}, hashtext(current_schema()))`;
