import { type MouseEvent, type PointerEvent, useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { UserIcon } from '../../../components/icons/icons.tsx';
import { LanguageSwitch } from '../../../components/layout/LanguageSwitch.tsx';
import { useClosePopUp } from '../../../hooks/useClosePopUp.ts';
import { type MessageKey, useT } from '../../../lib/intl.tsx';
import { isVip, memberName, useSession } from '../../../lib/session.ts';
import { logOutAndLeave } from '../bootSession.ts';
import './accountMenu.css';

/** A click this soon after the hover that opened the menu belongs to the same gesture. */
const HOVER_CLICK_MS = 800;

const LINKS = [
  { to: '/member/info', label: 'account.menu.info' },
  { to: '/member/address', label: 'account.menu.address' },
  { to: '/member/order', label: 'account.menu.order' },
  { to: '/member/reward', label: 'account.menu.reward' },
] as const satisfies ReadonlyArray<{ to: string; label: MessageKey }>;

/**
 * The header's user icon for a member (spec 000 §2): a dropdown with account info, delivery addresses,
 * order records, points rewards and log out. It opens on hover (mouse) or click and closes on leave,
 * Escape, a click elsewhere or focus moving away.
 */
export function MemberMenu() {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpenState] = useState(false);
  // The latest value at once: a click can follow the hover's pointerenter before React re-renders.
  const openRef = useRef(false);
  const hoverOpenedAt = useRef(0);
  const setOpen = useCallback((value: boolean) => {
    openRef.current = value;
    setOpenState(value);
  }, []);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => setOpen(false), [setOpen]);
  useClosePopUp(open, close, rootRef, buttonRef);

  if (!session) return null;

  const name = memberName(session);
  // Touch also fires pointerenter before the click: only a mouse hovers.
  const hover = (opening: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (opening && !openRef.current) hoverOpenedAt.current = event.timeStamp;
    setOpen(opening);
  };
  const toggle = (event: MouseEvent) => {
    // The click that follows the hover which opened the menu keeps it open instead of closing it.
    if (openRef.current && event.timeStamp - hoverOpenedAt.current < HOVER_CLICK_MS) {
      hoverOpenedAt.current = 0;
      return;
    }
    setOpen(!openRef.current);
  };
  const logOut = async () => {
    setOpen(false);
    // Spec 000 §4: log out clears member info and the cart (session events) and goes to /.
    await logOutAndLeave(() => navigate('/'));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover is a mouse extra; the button inside is the control
    <div
      ref={rootRef}
      className="account-menu"
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="icon-button account-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('account.menu.open', { name })}
        onClick={toggle}
      >
        <UserIcon />
        <span className="account-dot" aria-hidden="true" />
      </button>
      <div id={panelId} className="account-menu-panel" hidden={!open}>
        <p className="account-menu-greeting">
          <span>{t('account.menu.greeting', { name })}</span>
          {isVip(session) ? <span className="vip-badge">{t('account.menu.vip')}</span> : null}
        </p>
        <nav aria-label={t('account.menu.label')}>
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={() => setOpen(false)}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <LanguageSwitch className="account-menu-language" />
            </li>
            <li>
              <button type="button" className="account-menu-logout" onClick={logOut}>
                {t('account.menu.logout')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
