import { isIP } from 'node:net';

/**
 * Fastify's trustProxy from TRUST_PROXY. `true` is refused: it takes the leftmost X-Forwarded-For entry,
 * which the client writes itself, so anyone could pick the address the per-address limits count. A number
 * trusts that many proxies in front of the shop (the address the outermost one saw is the shopper's); a
 * list trusts only those addresses or CIDRs (or proxy-addr's names: loopback, linklocal, uniquelocal).
 * A number fits when the shop is reachable only through its proxies (a client connecting directly could
 * write the entries the proxies would have added); otherwise list the proxies.
 */
export type TrustProxy = false | number | string[];

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true')
    throw new Error(
      'Invalid configuration: TRUST_PROXY=true would let any client choose its address through X-Forwarded-For; ' +
        'set the number of proxies in front of the shop (e.g. TRUST_PROXY=1) or their addresses',
    );
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    throw new Error(
      `Invalid configuration: TRUST_PROXY entries that are no address or CIDR: ${wrong.join(', ')}`,
    );
  return entries;
}

/**
 * The form Fastify takes. Fastify reads a bare number as "trust nothing", so hops become a function:
 * proxy-addr asks about the socket's peer (hop 0), then each X-Forwarded-For entry from the right.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
