import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../lib/intl.tsx';
import { STOCKTAKE_CONFIRMED_KEY } from './stocktake.ts';

/** Dialog attributes React 19 does not type yet: no light dismiss, no Escape (Chromium 134+). */
const closedByNone = { closedby: 'none' } as Record<string, string>;

/**
 * The stocktake pop-up. A native modal dialog (focus stays inside and returns afterwards), closable only by
 * its confirm button: the backdrop and Escape do nothing (spec 000 §2), also in browsers without `closedby`.
 */
export function StocktakeNotice({ onConfirm }: { onConfirm: () => void }) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  const headingId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Some browsers close on a second Escape whatever the cancel handler says: open it again.
    const reopen = () => {
      if (!confirmed.current && dialog.isConnected) dialog.showModal();
    };
    dialog.addEventListener('close', reopen);
    return () => dialog.removeEventListener('close', reopen);
  }, []);

  const confirm = () => {
    confirmed.current = true;
    try {
      sessionStorage.setItem(STOCKTAKE_CONFIRMED_KEY, '1');
    } catch {
      // Private modes may refuse storage: the notice simply shows again next visit.
    }
    dialogRef.current?.close();
    onConfirm();
  };

  return (
    <dialog
      ref={dialogRef}
      className="stocktake-notice"
      aria-labelledby={headingId}
      aria-describedby={bodyId}
      onCancel={(event) => event.preventDefault()}
      data-testid="stocktake-notice"
      {...closedByNone}
    >
      <h2 id={headingId}>{t('catalogue.stocktake.title')}</h2>
      <p id={bodyId}>{t('catalogue.stocktake.body')}</p>
      <p className="stocktake-actions">
        <button type="button" className="button" onClick={confirm}>
          {t('catalogue.stocktake.confirm')}
        </button>
      </p>
    </dialog>
  );
}
