import type { HistoryStep, StreamHistory } from '@shop/domain/admin/history';
import { diffStates, type StateChange } from '@shop/domain/history/diffStates';
import { hongKongIso } from '@shop/domain/time/hongKong';
import { useId, useState } from 'react';
import { ErrorNotice } from '../kit/ErrorNotice.tsx';
import { useFormatDateTime } from '../kit/format.ts';
import { useAdminQuery } from '../kit/useAdminQuery.ts';
import { useAdminT } from '../useAdminT.ts';
import './history.css';

const shown = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

function ChangesTable({ changes, caption }: { changes: readonly StateChange[]; caption: string }) {
  const t = useAdminT();
  return (
    <table className="admin-diff">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.history.path')}</th>
          <th scope="col">{t('admin.history.before')}</th>
          <th scope="col">{t('admin.history.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.path}>
            <td>
              <code>{change.path}</code>
            </td>
            <td>
              <code>{shown(change.before)}</code>
            </td>
            <td>
              <code>{shown(change.after)}</code>
            </td>
          </tr>
        ))}
        {changes.length === 0 ? (
          <tr>
            <td colSpan={3}>{t('admin.history.noChanges')}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

function actorText(t: ReturnType<typeof useAdminT>, actor: HistoryStep['actor']) {
  return `${t(`admin.history.actor.${actor.kind}`)} ${actor.name ?? actor.id}`;
}

/**
 * A stream's timeline (replay and time travel, issue 12): every event with its time in Hong Kong, actor and
 * correlation; select one to see the state after it and what it changed, tick two to see what changed
 * between them, or pick a moment to see the state as of then (the server folds the stream up to it).
 */
export function Timeline({ path }: { path: string }) {
  const t = useAdminT();
  const formatDateTime = useFormatDateTime();
  const pickerId = useId();
  const [asOf, setAsOf] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [compared, setCompared] = useState<number[]>([]);
  const history = useAdminQuery<StreamHistory>(path, asOf ? { asOf } : undefined);
  const steps = history.data?.steps ?? [];
  const current = steps.find((step) => step.position === selected) ?? steps.at(-1);
  const pair = compared
    .map((position) => steps.find((step) => step.position === position))
    .filter((step): step is HistoryStep => step !== undefined)
    .sort((a, b) => a.position - b.position);

  const toggleCompare = (position: number) =>
    setCompared((now) =>
      now.includes(position) ? now.filter((p) => p !== position) : [...now, position].slice(-2),
    );

  return (
    <div className="admin-timeline">
      <form
        className="admin-timeline-asof"
        onSubmit={(event) => {
          event.preventDefault();
          setSelected(null);
          setCompared([]);
          // `datetime-local` gives Hong Kong wall time without a zone.
          setAsOf(draft === '' ? null : hongKongIso(draft));
        }}
      >
        <label htmlFor={pickerId}>{t('admin.history.asOf')}</label>
        <input
          id={pickerId}
          type="datetime-local"
          step={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit">{t('admin.history.asOfShow')}</button>
        {asOf ? (
          <button
            type="button"
            onClick={() => {
              setDraft('');
              setAsOf(null);
            }}
          >
            {t('admin.history.asOfNow')}
          </button>
        ) : null}
      </form>
      {asOf && history.data ? (
        <p role="status">{t('admin.history.asOfShowing', { at: formatDateTime(asOf) })}</p>
      ) : null}
      {history.error ? <ErrorNotice error={history.error} onRetry={history.reload} /> : null}
      {history.loading && !history.data ? <p>{t('admin.table.loading')}</p> : null}
      {history.data ? (
        <>
          <table className="admin-timeline-steps">
            <caption>{t('admin.history.steps')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.history.compare')}</th>
                <th scope="col">{t('admin.history.position')}</th>
                <th scope="col">{t('admin.history.type')}</th>
                <th scope="col">{t('admin.history.at')}</th>
                <th scope="col">{t('admin.history.actor')}</th>
                <th scope="col">{t('admin.history.correlation')}</th>
              </tr>
            </thead>
            <tbody>
              {steps.map((step) => (
                <tr
                  key={step.position}
                  data-testid="timeline-step"
                  aria-selected={step === current}
                  className={step === current ? 'selected' : undefined}
                >
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${t('admin.history.compare')} ${step.position}`}
                      checked={compared.includes(step.position)}
                      onChange={() => toggleCompare(step.position)}
                    />
                  </td>
                  <td>{step.position}</td>
                  <td>
                    <button type="button" className="admin-link" onClick={() => setSelected(step.position)}>
                      {step.type}
                    </button>
                  </td>
                  <td>{formatDateTime(step.at)}</td>
                  <td>{actorText(t, step.actor)}</td>
                  <td>
                    <code title={step.causationId}>{step.correlationId}</code>
                  </td>
                </tr>
              ))}
              {steps.length === 0 ? (
                <tr>
                  <td colSpan={6}>{t('admin.history.none')}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
          {pair.length === 2 ? (
            <ChangesTable
              caption={t('admin.history.between', { from: pair[0]!.position, to: pair[1]!.position })}
              changes={diffStates(pair[0]!.stateAfter, pair[1]!.stateAfter)}
            />
          ) : (
            <p>{t('admin.history.compareHint')}</p>
          )}
          {current ? (
            <div className="admin-timeline-state">
              <ChangesTable caption={t('admin.history.changedBy')} changes={current.changes} />
              <h3>{t('admin.history.stateAfter', { position: current.position })}</h3>
              <pre data-testid="timeline-state">{JSON.stringify(current.stateAfter, null, 2)}</pre>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
