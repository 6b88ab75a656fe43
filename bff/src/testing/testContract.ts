import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * The answer is exactly what the contract allows: the schema accepts it, and parsing keeps every field (a
 * field the contract does not name would be stripped, and the comparison fails).
 */
export function expectContract(schema: z.ZodType, answer: unknown): void {
  const parsed = schema.safeParse(answer);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(answer);
}
