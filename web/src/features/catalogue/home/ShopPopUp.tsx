import type { ShopMessage } from '@shop/domain/catalogue/apiSchemas';
import { useEffect, useId, useRef } from 'react';
import { useLocale, useT } from '../../../lib/intl.tsx';
import { MessageLink } from './MessageLink.tsx';
import { rememberPopUpConfirmed, wordsOf } from './shopMessages.ts';

/** Dialog attributes React 19 does not type yet: no light dismiss, no Escape (Chromium 134+). */
const closedByNone = { closedby: 'none' } as Record<string, string>;

/**
 * The home pop-up (back office, messages). A native modal dialog (focus stays inside and returns afterwards),
 * closable only by its confirm button: the backdrop and Escape do nothing (spec 000 §2), also in browsers
 * without `closedby`.
 */
export function ShopPopUp({ message, onConfirm }: { message: ShopMessage; onConfirm: () => void }) {
  const t = useT();
  const { title, text } = wordsOf(message, useLocale());
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
    rememberPopUpConfirmed(message.messageId);
    dialogRef.current?.close();
    onConfirm();
  };

  return (
    <dialog
      ref={dialogRef}
      className="shop-pop-up"
      aria-labelledby={headingId}
      aria-describedby={bodyId}
      onCancel={(event) => event.preventDefault()}
      data-testid="shop-pop-up"
      {...closedByNone}
    >
      <h2 id={headingId}>{title || t('catalogue.shopMessages.popUpTitle')}</h2>
      <p id={bodyId}>{text}</p>
      {message.linkTo ? (
        <p>
          <MessageLink to={message.linkTo} onFollow={confirm} />
        </p>
      ) : null}
      <p className="shop-pop-up-actions">
        <button type="button" className="button" onClick={confirm}>
          {t('catalogue.shopMessages.confirm')}
        </button>
      </p>
    </dialog>
  );
}
