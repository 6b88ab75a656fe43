import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import './dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  /** Escape, a close button, the timer or a finished action: the owner sets `open` to false. */
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  className?: string;
  /** Closes itself after this long (spec 000 §2: cart-added and favourite-added confirmations, 3000 ms). */
  autoCloseMs?: number;
  /** A pop-up that must be answered: Escape does not close it. */
  dismissible?: boolean;
  testId?: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal() makes the page behind inert; Tab and Shift+Tab wrap inside;
 * Escape closes (unless the dialog must be answered); focus moves in on open ([data-autofocus] first) and
 * goes back to the control that opened it on close (ui.md). The content mounts on open.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  className,
  autoCloseMs,
  dismissible = true,
  testId,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const first =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
      first?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (!open || !autoCloseMs) return;
    const timer = window.setTimeout(() => onCloseRef.current(), autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [open, autoCloseMs]);

  useEffect(
    () => () => {
      // Unmounted while open (the page changed): still give focus back.
      if (ref.current?.open) returnFocusTo.current?.focus();
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' && !dismissible) {
      event.preventDefault();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={className ? `shop-dialog ${className}` : 'shop-dialog'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault();
      }}
      onClose={() => {
        const target = returnFocusTo.current;
        if (target?.isConnected) target.focus();
        if (open) onCloseRef.current();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
