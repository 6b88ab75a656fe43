import { fileURLToPath } from 'node:url';

/**
 * The bff package's folder (`bff/`), for the files it reads at run time (migrations, the demo pictures, the
 * web build and the data folder beside it). Found from this module's own URL: `bff/src/bffDir.ts` from
 * source, and `bff/dist/main.js` (or one of its chunks) once bundled, since esbuild gives every module the
 * URL of the file it landed in. Both sit one folder below the package, so one rule serves both.
 */
const BFF_DIR = new URL('../', import.meta.url);

/** `relative` (to `bff/`) as an absolute file path. */
export function bffPath(relative: string): string {
  return fileURLToPath(new URL(relative, BFF_DIR));
}
