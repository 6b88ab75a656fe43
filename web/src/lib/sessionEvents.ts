/**
 * What happens to the member session, for the features that must react without importing the account
 * feature (the cart merges the guest cart after a login and empties itself after a logout).
 *
 *   sessionEvents.on('loggedIn', ({ source }) => { if (source !== 'otherTab') mergeGuestCart(); });
 *   sessionEvents.on('loggedOut', () => clearCart());
 *
 * Only the account feature emits.
 */
export type SessionEvent =
  /** A token was accepted: this tab logged in, signed up, or another tab logged in. */
  | { type: 'loggedIn'; memberId: string; source: 'login' | 'registration' | 'otherTab' }
  /**
   * The session ended and member information is gone: the member logged out, the token expired or was
   * unusable or refused, or another tab logged out. The cart must be cleared.
   */
  | { type: 'loggedOut'; reason: 'logout' | 'expired' | 'invalidToken' | 'otherTab' }
  /** The token was replaced by a fresh one (same member). */
  | { type: 'refreshed'; memberId: string };

export type SessionEventType = SessionEvent['type'];
type EventOf<Type extends SessionEventType> = Extract<SessionEvent, { type: Type }>;
type Listener<Type extends SessionEventType> = (event: EventOf<Type>) => void;

export interface SessionEvents {
  /** Returns the unsubscribe function. */
  on<Type extends SessionEventType>(type: Type, listener: Listener<Type>): () => void;
  emit(event: SessionEvent): void;
}

export function createSessionEvents(): SessionEvents {
  const listeners = new Map<SessionEventType, Set<(event: SessionEvent) => void>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      const wrapped = listener as (event: SessionEvent) => void;
      set.add(wrapped);
      return () => {
        set.delete(wrapped);
      };
    },
    emit(event) {
      for (const listener of [...(listeners.get(event.type) ?? [])]) {
        try {
          listener(event);
        } catch (error) {
          // One failing listener (say, the cart's) must not stop the others or the session change.
          console.error('session listener failed', error);
        }
      }
    },
  };
}

export const sessionEvents: SessionEvents = createSessionEvents();
