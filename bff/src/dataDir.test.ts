import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const repositoryRoot = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

describe('the data folder', () => {
  it('is the repository’s ./data by default, whichever workspace npm runs the bff from', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).dataDir).toBe(`${repositoryRoot}/data`);
    // `npm start` runs the bff with bff/ as its working folder.
    const fromWorkspace = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "import('./src/config.ts').then((c) => console.log(c.loadConfig({}).dataDir))",
      ],
      { cwd: `${repositoryRoot}/bff`, encoding: 'utf8' },
    );
    expect(fromWorkspace.trim()).toBe(`${repositoryRoot}/data`);
    expect(loadConfig({ NODE_ENV: 'test', INIT_CWD: `${repositoryRoot}/bff` }).dataDir).toBe(
      `${repositoryRoot}/data`,
    );
  });

  it('reads a relative DATA_DIR from where the command was typed', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'shop-data', INIT_CWD: '/srv/joy' }).dataDir).toBe(
      '/srv/joy/shop-data',
    );
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/var/lib/shop' }).dataDir).toBe('/var/lib/shop');
  });

  it('is ignored by git, so `git add .` never commits the database or the generated secret', () => {
    // check-ignore exits non-zero (and execFileSync throws) for a path git would add.
    for (const path of ['data/jwt-secret', 'data/base/1/1259', 'bff/data/jwt-secret'])
      execFileSync('git', ['check-ignore', '--quiet', '--no-index', path], { cwd: repositoryRoot });
  });
});
