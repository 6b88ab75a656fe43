import { describe, expect, it } from 'vitest';
import { CorruptEventError, parseStoredEvent, storedEventSchema, surelyStoredEvent } from './storedEvent.ts';

type Raw = Parameters<typeof parseStoredEvent>[0];

const valid = (): Raw => ({
  eventId: '3f1c2a9e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  streamId: 'order-123',
  streamRevision: 3n,
  type: 'PaymentConfirmed',
  schemaVersion: 1,
  data: { orderId: 123, amount: 12345, nested: { deep: [1, 2] } },
  metadata: {
    correlationId: 'c-1',
    causationId: 'c-2',
    actor: { kind: 'staff', id: '7' },
    occurredAt: '2026-11-24T10:00:00.123+08:00',
  },
  position: { commit: 1234n, prepare: 5678n },
});

/** Values no field should take lightly: wrong types, empty, negative, huge, malformed times and ids. */
const HOSTILE: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  -1n,
  0n,
  2n ** 64n,
  true,
  [],
  ['a'],
  {},
  Object.create(null),
  new Date(),
  'not-a-guid',
  '3F1C2A9E-5B6D-4E7F-8A9B-0C1D2E3F4A5B',
  '3f1c2a9e5b6d4e7f8a9b0c1d2e3f4a5b',
  '2026-11-24T10:00:00Z',
  '2026-11-24T10:00:00',
  '2026-02-29T10:00:00Z',
  '2028-02-29T10:00:00Z',
  '2026-13-01T10:00:00Z',
  '2026-11-24T24:00:00Z',
  '2026-11-24 10:00:00Z',
  '2026-11-24T10:00:00+8:00',
  '2026-11-24T10:00:00.1234567890+08:00',
  'member',
  'guest',
  'system',
  'robot',
];

/** Every path of the valid event, each replaced by every hostile value, deleted, or given a neighbour key. */
function* variants(): Generator<[string, Raw]> {
  const paths = [
    ['eventId'],
    ['streamId'],
    ['streamRevision'],
    ['type'],
    ['schemaVersion'],
    ['data'],
    ['metadata'],
    ['metadata', 'correlationId'],
    ['metadata', 'causationId'],
    ['metadata', 'actor'],
    ['metadata', 'actor', 'kind'],
    ['metadata', 'actor', 'id'],
    ['metadata', 'occurredAt'],
    ['position'],
    ['position', 'commit'],
    ['position', 'prepare'],
  ];
  const at = (raw: Raw, path: string[]) => {
    let parent = raw as Record<string, unknown>;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
    return { parent, key: path.at(-1)! };
  };
  for (const path of paths) {
    for (const [index, value] of HOSTILE.entries()) {
      const raw = valid();
      const { parent, key } = at(raw, path);
      parent[key] = value;
      yield [`${path.join('.')} = #${index}`, raw];
    }
    const removed = valid();
    const { parent, key } = at(removed, path);
    delete parent[key];
    yield [`${path.join('.')} removed`, removed];
    const extra = valid();
    at(extra, path).parent.extra = 'x';
    yield [`${path.join('.')} beside an extra key`, extra];
  }
}

describe('reading a stored event', () => {
  it('takes a well-formed event as it is, equal to what the schema gives', () => {
    const raw = valid();
    expect(surelyStoredEvent(raw)).toBe(true);
    expect(parseStoredEvent(raw, 'here')).toBe(raw);
    expect(raw).toEqual(storedEventSchema.parse(valid()));
  });

  it('is never looser than the schema, and answers as the schema does', () => {
    let fast = 0;
    let schemaOnly = 0;
    for (const [label, raw] of variants()) {
      const bySchema = storedEventSchema.safeParse(raw);
      if (surelyStoredEvent(raw)) {
        fast += 1;
        expect(bySchema.success, label).toBe(true);
        expect(raw, label).toEqual(bySchema.data);
      } else if (bySchema.success) {
        schemaOnly += 1;
        expect(parseStoredEvent(raw, label), label).toEqual(bySchema.data);
      } else expect(() => parseStoredEvent(raw, label), label).toThrow(CorruptEventError);
    }
    // The table reaches all three roads: accepted at once, left to the schema and accepted, refused.
    expect(fast).toBeGreaterThan(0);
    expect(schemaOnly).toBeGreaterThan(0);
  });

  it('names the field at fault', () => {
    const raw = valid();
    (raw.metadata as { occurredAt: string }).occurredAt = '2026-11-24T10:00:00';
    expect(() => parseStoredEvent(raw, 'order-123@3')).toThrow(/order-123@3.*occurredAt/s);
  });
});
