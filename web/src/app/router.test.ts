import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const webRoot = join(import.meta.dirname, '../..');

describe('the server-rendered pages of app/router.tsx', () => {
  it('name page modules that exist, so the bff can preload each page’s chunks', () => {
    // The names are keys of Vite's manifest (paths from web/); a renamed page must rename them too.
    const source = readFileSync(join(import.meta.dirname, 'router.tsx'), 'utf8');
    const modules = [...source.matchAll(/'(src\/[^']+\.tsx?)'/g)].map((match) => match[1] as string);
    expect(modules.length).toBeGreaterThanOrEqual(8);
    for (const module of modules) expect(existsSync(join(webRoot, module)), module).toBe(true);
  });
});
