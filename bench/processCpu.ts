/**
 * CPU time used by processes (Linux /proc), to tell what one request costs each process whatever else the
 * machine was doing: wall-clock throughput on a shared machine says little, CPU per request says where it went.
 */
import { readFile } from 'node:fs/promises';

// USER_HZ: 100 on every Linux architecture node runs on.
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds of `pid` so far, or 0 when it is gone (or not on Linux). */
async function cpuSecondsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return 0;
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds of every pid, summed. */
export async function cpuSeconds(pids: readonly number[]): Promise<number> {
  const each = await Promise.all(pids.map(cpuSecondsOf));
  return each.reduce((sum, seconds) => sum + seconds, 0);
}
