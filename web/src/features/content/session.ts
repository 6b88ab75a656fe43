/**
 * Whether a member is signed in, for the club page's register button. The account feature owns the session
 * (lib/session.ts, SESSION_STORAGE_KEY: the Session of spec 000 §3 as JSON, with token and exp in seconds);
 * this is a read of its stored copy, so the club page needs none of the account code.
 */
export const SESSION_KEY = 'member_session';

export function hasStoredSession(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): boolean {
  try {
    const raw = storage?.getItem(SESSION_KEY);
    if (!raw) return false;
    const session = JSON.parse(raw) as { token?: unknown; exp?: unknown } | null;
    if (!session || typeof session.token !== 'string' || session.token === '') return false;
    // exp is in seconds (spec 000 §4); a session at or past its exp is over.
    return typeof session.exp !== 'number' || session.exp * 1000 > Date.now();
  } catch {
    return false;
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
