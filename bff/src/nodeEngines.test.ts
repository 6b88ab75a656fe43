import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe('the Node version the README promises', () => {
  const oldest = semver.minVersion(manifest.engines.node);

  it('is Node 20.19 (require of ES modules, which tsx and the Fastify packages rely on)', () => {
    expect(oldest?.version).toBe('20.19.0');
  });

  // npm ci warns EBADENGINE for each installed package whose engines exclude the running Node.
  it('is supported by every installed package, so npm ci prints no engine warning', () => {
    const refusing = Object.entries(lock.packages)
      .map(([path, entry]) => ({
        path,
        range: Array.isArray(entry.engines) ? undefined : entry.engines?.node,
      }))
      .filter(({ range }) => range !== undefined && oldest && !semver.satisfies(oldest, range as string))
      .map(({ path, range }) => `${path} (${range})`);
    expect(refusing).toEqual([]);
  });
});
