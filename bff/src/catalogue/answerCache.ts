import { createHash } from 'node:crypto';

/** An answer kept as the bytes sent, with the entity tag of those bytes. */
export interface KeptAnswer {
  body: Buffer;
  etag: string;
}

export interface AnswerCacheOptions {
  /** How long an answer is served after it was computed, whatever else happens (0 keeps nothing). */
  maxAgeMs: number;
  /** The most bytes of answers kept; the least recently computed go first. */
  maxBytes: number;
  /** Milliseconds of the shop's clock (tests move it). */
  now: () => number;
}

export interface AnswerCache {
  /**
   * The answer of `key`: the kept one while it is fresh, else `compute`'s (null: nothing to answer, not
   * kept). Concurrent callers of the same key share one computation.
   */
  get(key: string, compute: () => Promise<Buffer | null>): Promise<KeptAnswer | null>;
  /** Forgets every answer, and any computation under way: it may have read what just changed. */
  clear(): void;
}

interface Entry {
  answer: KeptAnswer;
  computedAt: number;
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<KeptAnswer | null>>();
  let generation = 0;
  let bytes = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.answer.body.length;
    entries.delete(key);
  };

  const keep = (key: string, entry: Entry) => {
    forget(key);
    if (options.maxAgeMs <= 0 || entry.answer.body.length > options.maxBytes) return;
    entries.set(key, entry);
    bytes += entry.answer.body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      forget(oldest);
    }
  };

  return {
    get(key, compute) {
      const now = options.now();
      const entry = entries.get(key);
      if (entry && Math.abs(now - entry.computedAt) < options.maxAgeMs) return Promise.resolve(entry.answer);
      const running = pending.get(key);
      if (running) return running;
      const startedIn = generation;
      const computing = compute().then(
        (body) => {
          const answer = body === null ? null : { body, etag: etagOf(body) };
          if (generation === startedIn) {
            pending.delete(key);
            if (answer) keep(key, { answer, computedAt: now });
          }
          return answer;
        },
        (error: unknown) => {
          if (generation === startedIn) pending.delete(key);
          throw error;
        },
      );
      pending.set(key, computing);
      return computing;
    },
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
      bytes = 0;
    },
  };
}
