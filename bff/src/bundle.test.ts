import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bffBuildOptions } from '../scripts/build.ts';

/** The packages a bundle file imports, following only the imports that run when it loads. */
function loadedAtStart(metafile: Metafile, file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const entry of metafile.outputs[file]?.imports ?? []) {
    if (entry.kind !== 'import-statement') continue;
    if (entry.external) packages.add(entry.path);
    else for (const name of loadedAtStart(metafile, entry.path, seen)) packages.add(name);
  }
  return packages;
}

describe('the bff bundle', () => {
  it('loads sharp and the KurrentDB client only when asked, not at start', async () => {
    const { metafile } = await build({
      ...bffBuildOptions,
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const main = Object.keys(metafile.outputs).find((file) => file.endsWith('/main.js'));
    expect(main).toBeDefined();
    const atStart = loadedAtStart(metafile, main as string);
    expect(atStart).toContain('@electric-sql/pglite');
    expect(atStart).not.toContain('sharp');
    expect(atStart).not.toContain('@kurrent/kurrentdb-client');
    const later = Object.values(metafile.outputs).flatMap((output) =>
      output.imports.map((entry) => entry.path),
    );
    expect(later).toEqual(expect.arrayContaining(['sharp', '@kurrent/kurrentdb-client']));
  });
});
