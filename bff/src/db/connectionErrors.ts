/**
 * Whether an error means "the database cannot be reached right now" (down, restarting, failing over, our
 * connection killed) rather than "this request is wrong" or "our code is wrong". The error handler answers
 * these with a 503 the client may retry; the pool reconnects by itself once the database is back.
 */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or refusing connections, and of one out of resources (class 53: disk full,
 * out of memory, too many connections), which passes once an operator acts. Class 08 is matched by prefix.
 */
const serverGoneCodes = new Set(['57P01', '57P02', '57P03', '53000', '53100', '53200', '53300', '53400']);

/** node-postgres reports these without a code. */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  // A new connection's own connect timeout (postgres.ts gives the client class its connectTimeoutMs).
  'timeout expired',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Query read timeout',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (networkCodes.has(code) || serverGoneCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (driverMessages.some((message) => current instanceof Error && current.message.includes(message)))
      return true;
    current = current.cause;
  }
  return false;
}
