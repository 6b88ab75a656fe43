import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZH_HK_FIELD_MESSAGES } from './fieldMessages.ts';
import { staffCreateSchema } from './staff.ts';

const here = import.meta.dirname;
/** A string literal where zod takes a message: `message: '…'`, `.min(1, '…')`, `.refine(…, '…')`, `issue(path, '…')`. */
const MESSAGE_AT = /(?:message:\s*|(?:\.(?:min|max|regex|refine)\(|\bissue\()[^;]*?,\s*)'((?:[^'\\]|\\.)+)'/g;

function messagesWritten(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(here)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'fieldMessages.ts') continue;
    const source = readFileSync(join(here, file), 'utf8');
    for (const [, message] of source.matchAll(MESSAGE_AT))
      if (/^[A-Z]|\s/.test(message!)) found.add(message!);
  }
  return [...found];
}

describe('the back office’s field messages in Chinese', () => {
  it('has the Chinese of every English message the admin schemas write', () => {
    const written = messagesWritten();
    expect(written.length).toBeGreaterThan(40);
    expect(written.filter((message) => !(message in ZH_HK_FIELD_MESSAGES))).toEqual([]);
  });

  it('keys a message a schema really answers with', () => {
    const parsed = staffCreateSchema.safeParse({
      username: 'ok.name',
      displayName: 'x',
      password: 'short',
      roles: [],
    });
    const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    expect(messages).toContain('At least 10 characters.');
    expect(messages.map((message) => ZH_HK_FIELD_MESSAGES[message])).toContain('最少 10 個字元。');
  });
});
