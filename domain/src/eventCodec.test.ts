import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventCodec } from './eventCodec.ts';
import type { EventMetadata } from './events.ts';

const codec = eventCodec({
  NoteWritten: { schemaVersion: 1, schema: z.object({ text: z.string().min(1) }) },
});
const metadata: EventMetadata = {
  correlationId: 'c-1',
  causationId: 'c-1',
  actor: { kind: 'system', id: 'test' },
  occurredAt: '2026-11-28T08:00:00+08:00',
};

describe('the stored form of events', () => {
  it('an event is stored with its version and read back as it was', () => {
    const stored = codec.encode({ type: 'NoteWritten', data: { text: 'hello' } }, metadata);
    expect(stored).toMatchObject({ type: 'NoteWritten', schemaVersion: 1, data: { text: 'hello' } });
    expect(codec.decode(stored)).toEqual({ type: 'NoteWritten', data: { text: 'hello' } });
  });

  it('a malformed payload never reaches the store', () => {
    expect(() => codec.encode({ type: 'NoteWritten', data: { text: '' } }, metadata)).toThrow();
  });

  it('a version this code does not read is refused, older or newer', () => {
    const read = (schemaVersion: number) => () =>
      codec.decode({ type: 'NoteWritten', schemaVersion, data: { text: 'hello' } });
    expect(read(2)).toThrow('NoteWritten version 2 is newer than this code reads');
    expect(read(0)).toThrow('NoteWritten version 0 is older than this code reads');
  });

  it('an unknown type is refused, and told apart by isKnown', () => {
    expect(codec.isKnown('NoteWritten')).toBe(true);
    expect(codec.isKnown('NoteErased')).toBe(false);
    expect(() => codec.decode({ type: 'NoteErased', schemaVersion: 1, data: {} })).toThrow(
      /Unknown event type/,
    );
  });
});
