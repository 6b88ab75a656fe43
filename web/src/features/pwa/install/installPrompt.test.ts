import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The entry holds the prompt under names of its own (it imports nothing it would share with this lazy
// module). Read as text: both modules run only in a browser, which pwa.spec.ts drives through the offer.
const entry = readFileSync(new URL('../../../main.tsx', import.meta.url), 'utf8');
const module = readFileSync(new URL('./installPrompt.ts', import.meta.url), 'utf8');

describe('the install prompt held by the entry', () => {
  it('is held and announced under the names the invitation reads', () => {
    const key = /HELD_PROMPT_KEY = '([^']+)'/.exec(module)?.[1];
    const event = /PROMPT_HELD_EVENT = '([^']+)'/.exec(module)?.[1];
    expect(key).toBeTruthy();
    expect(event).toBeTruthy();
    expect(entry).toContain(`.${key} = event`);
    expect(entry).toContain(`new Event('${event}')`);
    expect(entry).not.toContain("installPrompt.ts'");
  });
});
