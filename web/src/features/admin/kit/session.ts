import type { StaffProfile } from '@shop/domain/admin/staff';
import { useSyncExternalStore } from 'react';

/**
 * The staff session: token and profile in sessionStorage, so closing the browser on a shared shop computer
 * ends it (the token itself expires after 8 hours). Kept apart from the member session: a staff member may be
 * a member too, and the two never mix.
 */
export interface StaffSession {
  token: string;
  staff: StaffProfile;
}

const KEY = 'shop.admin.session';
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: StaffSession | null } = { raw: null, session: null };

function read(): StaffSession | null {
  const raw = sessionStorage.getItem(KEY);
  if (raw !== cached.raw) {
    let session: StaffSession | null = null;
    try {
      session = raw ? (JSON.parse(raw) as StaffSession) : null;
    } catch {
      session = null;
    }
    cached = { raw, session };
  }
  return cached.session;
}

export const staffSession = {
  current: read,
  start(session: StaffSession): void {
    sessionStorage.setItem(KEY, JSON.stringify(session));
    for (const listener of listeners) listener();
  },
  end(): void {
    sessionStorage.removeItem(KEY);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(staffSession.subscribe, read, () => null);
}
