import { useSyncExternalStore } from 'react';

/**
 * The member session as every part of the app reads it (spec 000 §3 "Session"). The account feature's
 * auth machine is the only writer; the header, member pages, the cart and the API client read it here.
 * Kept tiny and free of xstate: it ships in the first view, the machine arrives a moment later.
 */
export interface Session {
  /** Token claim `sub`. */
  member_id: string;
  member_first_name: string;
  member_last_name: string;
  /** Token claim `authority`: ROLE_MEMBER or ROLE_VIP. */
  member_level: string;
  member_email: string;
  token: string;
  /** Token claim `exp`, seconds since the epoch. */
  exp: number;
}

export const SESSION_STORAGE_KEY = 'member_session';

/** Spec 000 §9: the near-expiry window, in seconds (7 days). */
export const NEAR_EXPIRY_SECONDS = 604_800;

export const VIP_AUTHORITY = 'ROLE_VIP';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // Names are Chinese: the payload is UTF-8, not Latin-1.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * The session a token stands for, or null when the token is unusable: not a JWT, a payload that is not
 * JSON, no `sub`, or no numeric `exp` (spec 000 §4: a token without exp is cleared). The signature is the
 * server's business; the browser only reads the claims.
 */
export function decodeSessionToken(token: string): Session | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(base64UrlDecode(parts[1]));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const record = claims as Record<string, unknown>;
  const exp = record.exp;
  const memberId = text(record.sub);
  if (typeof exp !== 'number' || !Number.isFinite(exp) || memberId === '') return null;
  return {
    member_id: memberId,
    member_first_name: text(record.firstname),
    member_last_name: text(record.lastname),
    member_level: text(record.authority),
    member_email: text(record.email),
    token,
    exp,
  };
}

/** Expired means exp at or before now (spec 000 §4); times in milliseconds, exp in seconds. */
export function isExpired(session: Pick<Session, 'exp'>, nowMs: number): boolean {
  return session.exp * 1000 <= nowMs;
}

/**
 * Near expiry: unexpired and within 7 days of exp. The specification writes "exp at or before now minus
 * 7 days", which can never hold for an unexpired token; this is the evident intent (web/README.md).
 */
export function isNearExpiry(session: Pick<Session, 'exp'>, nowMs: number): boolean {
  return !isExpired(session, nowMs) && session.exp * 1000 - nowMs <= NEAR_EXPIRY_SECONDS * 1000;
}

export function isVip(session: Pick<Session, 'member_level'> | null): boolean {
  return session?.member_level === VIP_AUTHORITY;
}

/** Full name as Hong Kong writes it: family name first. */
export function memberName(session: Pick<Session, 'member_first_name' | 'member_last_name'>): string {
  return `${session.member_last_name}${session.member_first_name}`.trim();
}

/** The part of Web Storage the session uses (localStorage in the browser, a Map in tests). */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The stored token: null when nothing is stored, '' when something unreadable is (so the machine clears
 * it like any other unusable token).
 */
export function parseStoredToken(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored === 'object' && stored !== null) {
      const token = (stored as { token?: unknown }).token;
      if (typeof token === 'string') return token;
    }
  } catch {
    // Falls through: unreadable.
  }
  return '';
}

export function readStoredToken(storage: SessionStorageLike): string | null {
  try {
    return parseStoredToken(storage.getItem(SESSION_STORAGE_KEY));
  } catch {
    // Storage can be blocked (privacy settings): behave as logged out.
    return null;
  }
}

export function writeStoredSession(storage: SessionStorageLike, session: Session | null): void {
  try {
    if (session) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else storage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // A full or blocked storage only costs the session across reloads.
  }
}

let current: Session | null = null;
const listeners = new Set<() => void>();

/** The logged-in member, or null. */
export function currentSession(): Session | null {
  return current;
}

/** For the account feature's session service only. */
export function publishSession(session: Session | null): void {
  if (session === current) return;
  current = session;
  for (const listener of [...listeners]) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The logged-in member for React: re-renders on login, logout, refresh and changes made in other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, currentSession, () => null);
}

/**
 * The bearer token to send now, or null. Asked by the API client on every member call, so an expired token
 * is never sent, even in the minute before the machine's next check notices the expiry.
 */
export function currentAuthToken(nowMs: number = Date.now()): string | null {
  return current && !isExpired(current, nowMs) ? current.token : null;
}

/**
 * At boot, before the auth machine has loaded: show the stored session at once when it is still usable
 * (no flash of "logged out" in the header). The machine then evaluates it properly.
 */
export function restoreSession(storage: SessionStorageLike | undefined, nowMs: number = Date.now()): void {
  const token = storage ? readStoredToken(storage) : null;
  const session = token ? decodeSessionToken(token) : null;
  publishSession(session && !isExpired(session, nowMs) ? session : null);
}
