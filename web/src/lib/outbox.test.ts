import { describe, expect, it } from 'vitest';
import type { StoredOutboxEntry } from './db.ts';
import { createOutbox, type OutboxEvent, toOutboxError } from './outbox.ts';
import { inOrder, nextToSend, pendingFor, replayDecision } from './outboxRules.ts';
import { memoryOutboxStorage } from './outboxTesting.ts';

const apiError = (code: string, status: number, details: Record<string, unknown> = {}) =>
  Object.assign(new Error(code), { code, status, details });

function entry(seq: number, overrides: Partial<StoredOutboxEntry> = {}): StoredOutboxEntry {
  return {
    seq,
    mutationId: `m${seq}`,
    memberId: '7',
    kind: 'cart.add',
    change: {},
    request: { method: 'POST', path: 'shoppingCart/cartProduct/add', body: { productId: seq } },
    createdAt: 1000 + seq,
    status: 'pending',
    attempts: 0,
    lastError: null,
    ...overrides,
  };
}

describe('outbox rules', () => {
  it('orders changes by sequence, then time, whatever order they are stored in', () => {
    const shuffled = [entry(3), entry(1), entry(2, { createdAt: 0 })];
    expect(inOrder(shuffled).map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  it("sends only the session member's pending changes, oldest first; failed ones wait for the shopper", () => {
    const entries = [entry(4), entry(1, { status: 'failed' }), entry(2, { memberId: '8' }), entry(3)];
    expect(pendingFor(entries, '7').map((e) => e.seq)).toEqual([3, 4]);
    expect(nextToSend(entries, '7')?.seq).toBe(3);
    expect(nextToSend(entries, '9')).toBeNull();
  });

  it('decides what an attempt means', () => {
    const fail = (code: string, status: number) => ({
      ok: false as const,
      error: { code, status, message: '', details: null },
    });
    expect(replayDecision({ ok: true })).toBe('sent');
    expect(replayDecision(fail('NETWORK_ERROR', 0))).toBe('retryLater');
    expect(replayDecision(fail('UNAUTHENTICATED', 401))).toBe('retryLater');
    expect(replayDecision(fail('INTERNAL', 500))).toBe('retryLater');
    expect(replayDecision(fail('RATE_LIMITED', 429))).toBe('retryLater');
    expect(replayDecision(fail('INSUFFICIENT_STOCK', 409))).toBe('conflict');
    expect(replayDecision(fail('CART_LINE_NOT_FOUND', 404))).toBe('conflict');
    expect(replayDecision(fail('COUPON_EXPIRED', 404))).toBe('conflict');
    expect(replayDecision(fail('IDEMPOTENCY_KEY_REUSED', 422))).toBe('conflict');
  });

  it('keeps the API error fields, and treats anything else as a lost connection', () => {
    expect(toOutboxError(apiError('INSUFFICIENT_STOCK', 409, { inventory: 2 }))).toEqual({
      code: 'INSUFFICIENT_STOCK',
      status: 409,
      message: 'INSUFFICIENT_STOCK',
      details: { inventory: 2 },
    });
    expect(toOutboxError(new TypeError('Failed to fetch'))).toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
    });
  });
});

describe('outbox', () => {
  function setup(options: { memberId?: string | null } = {}) {
    const storage = memoryOutboxStorage();
    const sent: { path: string; key: string; body: unknown }[] = [];
    let online = false;
    const answers = new Map<string, (body: unknown) => unknown>();
    let id = 0;
    const outbox = createOutbox({
      storage,
      memberId: () => (options.memberId === undefined ? '7' : options.memberId),
      newId: () => {
        id += 1;
        return `key-${id}`;
      },
      async send(request, key) {
        if (!online) throw apiError('NETWORK_ERROR', 0);
        const answer = answers.get(request.path);
        const body = answer ? answer(request.body) : { ok: key };
        // Only what the server accepted counts as having reached it.
        sent.push({ path: request.path, key, body: request.body });
        return body;
      },
    });
    const events: OutboxEvent[] = [];
    outbox.subscribe((event) => events.push(event));
    return {
      storage,
      sent,
      outbox,
      events,
      answers,
      goOnline: () => {
        online = true;
      },
    };
  }

  const enqueue = (outbox: ReturnType<typeof setup>['outbox'], productId: number, memberId = '7') =>
    outbox.enqueue({
      memberId,
      kind: 'cart.add',
      change: { productId },
      request: { method: 'POST', path: 'shoppingCart/cartProduct/add', body: { productId, quantity: 1 } },
    });

  it('keeps changes made offline and sends each once, in order, with its mutation id as the key', async () => {
    const { outbox, sent, goOnline, storage } = setup();
    await enqueue(outbox, 1);
    await enqueue(outbox, 2);
    const offline = await outbox.flush();
    expect(offline).toEqual({ sent: [], conflicts: [], stopped: true });
    expect(storage.rows.map((row) => [row.mutationId, row.attempts])).toEqual([
      ['key-1', 1],
      ['key-2', 0],
    ]);

    goOnline();
    const report = await outbox.flush();
    expect(report).toEqual({ sent: ['key-1', 'key-2'], conflicts: [], stopped: false });
    expect(sent).toEqual([
      { path: 'shoppingCart/cartProduct/add', key: 'key-1', body: { productId: 1, quantity: 1 } },
      { path: 'shoppingCart/cartProduct/add', key: 'key-2', body: { productId: 2, quantity: 1 } },
    ]);
    // Reconnecting again (online event, visible tab) sends nothing twice.
    await outbox.flush();
    expect(sent).toHaveLength(2);
    expect(storage.rows).toEqual([]);
  });

  it('marks a refused change failed and goes on with the next one', async () => {
    const { outbox, goOnline, storage, answers, events } = setup();
    goOnline();
    answers.set('shoppingCart/cartProduct/add', (body) => {
      if ((body as { productId: number }).productId === 1)
        throw apiError('INSUFFICIENT_STOCK', 409, { inventory: 0 });
      return { cart: true };
    });
    await enqueue(outbox, 1);
    await enqueue(outbox, 2);
    const report = await outbox.flush();
    expect(report.conflicts).toEqual(['key-1']);
    expect(report.sent).toEqual(['key-2']);
    expect(storage.rows).toMatchObject([
      { mutationId: 'key-1', status: 'failed', attempts: 1, lastError: { code: 'INSUFFICIENT_STOCK' } },
    ]);
    expect(events.filter((event) => event.type !== 'changed').map((event) => event.type)).toEqual([
      'conflict',
      'sent',
    ]);
    await outbox.dismiss('key-1');
    expect(await outbox.entries('7')).toEqual([]);
  });

  it('stops at a server failure so that no later change overtakes it', async () => {
    const { outbox, goOnline, sent, answers } = setup();
    goOnline();
    let failing = true;
    answers.set('shoppingCart/cartProduct/add', () => {
      if (failing) throw apiError('INTERNAL', 503);
      return {};
    });
    await enqueue(outbox, 1);
    await enqueue(outbox, 2);
    expect(await outbox.flush()).toMatchObject({ sent: [], stopped: true });
    failing = false;
    expect((await outbox.flush()).sent).toEqual(['key-1', 'key-2']);
    expect(sent.map((call) => call.key)).toEqual(['key-1', 'key-2']);
  });

  it('sends nothing without a session, and never another member’s changes', async () => {
    const loggedOut = setup({ memberId: null });
    loggedOut.goOnline();
    await enqueue(loggedOut.outbox, 1);
    expect(await loggedOut.outbox.flush()).toMatchObject({ sent: [], stopped: true });
    expect(loggedOut.sent).toEqual([]);

    const other = setup({ memberId: '8' });
    other.goOnline();
    await enqueue(other.outbox, 1, '7');
    expect((await other.outbox.flush()).sent).toEqual([]);
    await other.outbox.clearMember('7');
    expect(other.storage.rows).toEqual([]);
  });

  it('runs one drain at a time; a flush asked for meanwhile includes the newer change', async () => {
    const { outbox, goOnline, sent } = setup();
    goOnline();
    await enqueue(outbox, 1);
    const first = outbox.flush();
    await enqueue(outbox, 2);
    const second = outbox.flush();
    expect(second).toBe(first);
    expect((await second).sent).toEqual(['key-1', 'key-2']);
    expect(sent.map((call) => call.key)).toEqual(['key-1', 'key-2']);
  });
});
