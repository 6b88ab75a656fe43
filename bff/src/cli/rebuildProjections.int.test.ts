import { spawn } from 'node:child_process';
import { allProjections } from '@shop/projections/registry';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { postgresUrlOrSkip } from '../db/testDatabases.ts';
import { type ProcessSchema, processSchema } from '../testing/shopProcess.ts';

const CLI = new URL('./rebuildProjections.ts', import.meta.url).pathname;
const url = postgresUrlOrSkip('the rebuild command test');

/** `npm run projections:rebuild` as an operator runs it: its exit code and what it printed. */
function runRebuildCommand(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
    env: { ...process.env, DATABASE_URL: databaseUrl, EVENTSTORE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe.runIf(url)('the rebuild command', () => {
  let schema: ProcessSchema | undefined;
  afterAll(() => schema?.drop());

  it('leaves a rebuild started from the back office alone, and runs once that one is dead', async () => {
    schema = await processSchema(url as string);
    await migrate(schema.db);
    const first = allProjections[0]!.name;
    await schema.db.query(
      `insert into projection_status (name, rebuild_started_at, rebuild_processed, rebuild_fraction, rebuild_updated_at)
       values ($1, now(), 10, 0.1, now())`,
      [first],
    );
    const refused = await runRebuildCommand(schema.url);
    expect(refused.code, refused.output).toBe(2);
    expect(refused.output).toContain(`Cannot rebuild ${first}: a rebuild of it is under way`);
    const untouched = await schema.db.query(
      'select rebuild_processed::int as n from projection_status where name = $1',
      [first],
    );
    expect(untouched.rows).toEqual([{ n: 10 }]);

    // Its replica died: progress that has not moved for minutes is no rebuild under way.
    await schema.db.query(
      `update projection_status set rebuild_updated_at = now() - interval '10 minutes' where name = $1`,
      [first],
    );
    const ran = await runRebuildCommand(schema.url);
    expect(ran.code, ran.output).toBe(0);
    expect(ran.output).toContain(`Rebuilt ${allProjections.length} projection(s).`);
  });
});
