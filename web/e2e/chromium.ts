import { execFileSync } from 'node:child_process';

/**
 * Debian's Chromium: Playwright's own browser download does not work on these machines (design.md).
 * Shared by the config and by specs that launch their own (persistent) browser.
 */
function findChromium(): string {
  try {
    const found = execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
    if (found !== '') return found;
  } catch {
    // `command -v` exits non-zero when there is no chromium on PATH.
  }
  return '/usr/bin/chromium';
}

export const chromiumExecutablePath = findChromium();

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
