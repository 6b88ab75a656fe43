import { useEffect, useState } from 'react';
import { adminApi } from '../kit/adminApi.ts';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { useFormatDateTime } from '../kit/format.ts';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useStaff } from '../kit/useStaff.ts';
import { useAdminT } from '../useAdminT.ts';

interface ProjectionStatus {
  name: string;
  checkpoint: { commit: string; prepare: string };
  lag: { behind: number; atLeast: boolean };
  state: 'ok' | 'failing' | 'stopped';
  lastError: {
    message: string;
    event: { type: string; streamId: string; streamRevision: string } | null;
    at: string;
  } | null;
  rebuilding: { processed: number; fraction: number; startedAt: string } | null;
  /** The server process running it ("host:pid"); null when none does for the moment. */
  runBy: string | null;
}

/** How often the page asks again while a rebuild runs (and once a few seconds otherwise, for the lag). */
const POLL_MS = { rebuilding: 500, idle: 5000 };

/**
 * /admin/permissions/projections: each read model's position, lag, state, last error and the replica running
 * it, and a rebuild from
 * position 0 with a live progress bar (the shop keeps answering from the old tables until the swap).
 */
export function ProjectionsPage() {
  const t = useAdminT();
  const formatDateTime = useFormatDateTime();
  const { can } = useStaff();
  const { data, error, reload } = useAdminQuery<ProjectionStatus[]>('admin/projections');
  const [failure, setFailure] = useState<unknown>(null);
  /** The projection this page started rebuilding: once its progress is gone, the page says it finished. */
  const [started, setStarted] = useState<string | null>(null);
  const finished =
    started !== null && data?.find((projection) => projection.name === started)?.rebuilding === null;
  const rebuilding = data?.some((projection) => projection.rebuilding !== null) ?? false;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer (`data`) schedules the next question.
  useEffect(() => {
    const timer = setTimeout(reload, rebuilding ? POLL_MS.rebuilding : POLL_MS.idle);
    return () => clearTimeout(timer);
  }, [data, rebuilding, reload]);

  const rebuild = async (name: string) => {
    setFailure(null);
    try {
      await adminApi.request(`admin/projections/${name}/rebuild`, { method: 'POST', auth: 'required' });
      setStarted(name);
    } catch (caught) {
      setFailure(caught);
    }
    reload();
  };

  return (
    <section>
      <h1>{t('admin.projections.heading')}</h1>
      <p>{t('admin.projections.intro')}</p>
      {error ? <ErrorNotice error={error} onRetry={reload} /> : null}
      {failure ? <ErrorNotice error={failure} /> : null}
      {finished ? <p role="status">{t('admin.projections.done', { name: started })}</p> : null}
      <table>
        <caption>{t('admin.projections.heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.projections.name')}</th>
            <th scope="col">{t('admin.projections.position')}</th>
            <th scope="col" className="numeric">
              {t('admin.projections.lag')}
            </th>
            <th scope="col">{t('admin.projections.state')}</th>
            <th scope="col">{t('admin.projections.lastError')}</th>
            <th scope="col">{t('admin.projections.runBy')}</th>
            <th scope="col">{t('admin.projections.rebuild')}</th>
          </tr>
        </thead>
        <tbody>
          {(data ?? []).map((projection) => (
            <tr key={projection.name}>
              <td>{projection.name}</td>
              <td>
                <code>{projection.checkpoint.commit}</code>
              </td>
              <td className="numeric">
                {projection.lag.behind}
                {projection.lag.atLeast ? '+' : ''}
              </td>
              <td>{t(`admin.projections.state.${projection.state}`)}</td>
              <td>
                {projection.lastError
                  ? `${formatDateTime(projection.lastError.at)} ${projection.lastError.message}${
                      projection.lastError.event
                        ? ` (${projection.lastError.event.type} ${projection.lastError.event.streamId}@${projection.lastError.event.streamRevision})`
                        : ''
                    }`
                  : '—'}
              </td>
              <td>{projection.runBy ? <code>{projection.runBy}</code> : t('admin.projections.runByNone')}</td>
              <td>
                {projection.rebuilding ? (
                  <label className="admin-progress">
                    <span>
                      {t('admin.projections.progress', {
                        percent: Math.floor(projection.rebuilding.fraction * 100),
                        events: projection.rebuilding.processed,
                      })}
                    </span>
                    <progress max={1} value={projection.rebuilding.fraction} />
                  </label>
                ) : can('permissions', true) ? (
                  <button type="button" onClick={() => void rebuild(projection.name)}>
                    {t('admin.projections.rebuildButton', { name: projection.name })}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
