import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answerCache.ts';

function counted(body: string) {
  let calls = 0;
  let release: () => void = () => undefined;
  const compute = () => {
    calls += 1;
    return new Promise<Buffer>((resolve) => {
      release = () => resolve(Buffer.from(body));
    });
  };
  return { compute, calls: () => calls, release: () => release() };
}

describe('createAnswerCache', () => {
  it('computes once for concurrent callers and serves that answer until it is maxAge old', async () => {
    let now = 0;
    const cache = createAnswerCache({ maxAgeMs: 1000, maxBytes: 1000, now: () => now });
    const answer = counted('{"a":1}');
    const both = Promise.all([cache.get('k', answer.compute), cache.get('k', answer.compute)]);
    answer.release();
    const [first, second] = await both;
    expect(answer.calls()).toBe(1);
    expect(second).toBe(first);
    expect(first?.body.toString()).toBe('{"a":1}');

    now = 999;
    await cache.get('k', answer.compute);
    expect(answer.calls()).toBe(1);
    now = 1000;
    const again = cache.get('k', answer.compute);
    answer.release();
    await again;
    expect(answer.calls()).toBe(2);
  });

  it('keeps nothing computed before a clear: it may have read what just changed', async () => {
    const cache = createAnswerCache({ maxAgeMs: 1000, maxBytes: 1000, now: () => 0 });
    const stale = counted('"old"');
    const pending = cache.get('k', stale.compute);
    cache.clear();
    stale.release();
    expect((await pending)?.body.toString()).toBe('"old"');

    const fresh = counted('"new"');
    const next = cache.get('k', fresh.compute);
    fresh.release();
    expect((await next)?.body.toString()).toBe('"new"');
    expect(fresh.calls()).toBe(1);
  });

  it('forgets the least recently computed answers past its byte budget, and never keeps a null', async () => {
    const cache = createAnswerCache({ maxAgeMs: 1000, maxBytes: 10, now: () => 0 });
    let calls = 0;
    const fourBytes = async () => {
      calls += 1;
      return Buffer.from('1234');
    };
    for (const key of ['a', 'b', 'c']) await cache.get(key, fourBytes);
    expect(calls).toBe(3);
    await cache.get('c', fourBytes);
    await cache.get('b', fourBytes);
    expect(calls).toBe(3);
    await cache.get('a', fourBytes);
    expect(calls, 'a went first').toBe(4);

    let misses = 0;
    const nothing = async () => {
      misses += 1;
      return null;
    };
    expect(await cache.get('none', nothing)).toBeNull();
    await cache.get('none', nothing);
    expect(misses).toBe(2);
  });
});
