import { DomainError } from '@shop/domain/errors';

/**
 * The browsers' push services (Chrome and Edge through FCM, Firefox, Safari, legacy Edge). A subscription's
 * endpoint is a URL the shop will POST to, so it must be one of these, or the shop could be made to call an
 * address inside its own network.
 */
const KNOWN_PUSH_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

export interface PushEndpointRules {
  production: boolean;
  /** Extra origins (PUSH_SERVICE_ORIGINS), e.g. a local stand-in push service in tests. */
  serviceOrigins: readonly string[];
}

/** Why an endpoint is refused, or null when the shop may POST to it. The one place that decides. */
export function pushEndpointProblem(endpoint: string, rules: PushEndpointRules): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.username !== '' || url.password !== '') return 'carries credentials';
  const listed = rules.serviceOrigins.some((origin) => originOf(origin) === url.origin);
  if (url.protocol === 'http:') {
    if (!listed) return 'not https';
    if (rules.production || !LOOPBACK_HOSTS.has(url.hostname)) return 'plain http outside a local test';
    return null;
  }
  if (url.protocol !== 'https:') return 'not https';
  if (listed) return null;
  if (url.port !== '') return 'not a push service';
  return KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname)) ? null : 'not a push service';
}

/** Refuses an endpoint the shop will not call with PUSH_ENDPOINT_REFUSED. */
export function checkPushEndpoint(endpoint: string, rules: PushEndpointRules): void {
  const problem = pushEndpointProblem(endpoint, rules);
  if (problem !== null) {
    throw new DomainError(
      'PUSH_ENDPOINT_REFUSED',
      `此瀏覽器的推送地址不受支援 This browser's push address is not accepted (${problem}).`,
    );
  }
}

function originOf(origin: string): string | null {
  try {
    return new URL(origin).origin;
  } catch {
    return null;
  }
}
