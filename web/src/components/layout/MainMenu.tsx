import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { deferred } from '../../lib/deferred.tsx';
import { type MessageKey, useT, withAllMessagesLoaded } from '../../lib/intl.tsx';
import './MainMenu.css';

/** The panels' code and data arrive on the first hover, focus or tap, not with the first view. */
/** The dropdowns' panels and the complete messages (theirs among them) come with the first hover, focus or tap. */
const loadPanels = () => withAllMessagesLoaded(import('./MenuPanels.tsx'));
const ProductsPanel = lazy(async () => ({ default: (await loadPanels()).ProductsPanel }));
const StudentPanel = lazy(async () => ({ default: (await loadPanels()).StudentPanel }));
/** Nobody switches language in the first second: its code and messages come once the first view has settled. */
const LanguageSwitch = deferred(async () => (await import('./LanguageSwitch.tsx')).LanguageSwitch);

/**
 * From this width the panels float under the header bar (MainMenu.css) and follow the mouse; narrower, they
 * unfold in place and only a tap or click opens them (hovering would move the items about).
 */
const FLOATING_PANELS = '(min-width: 768px)';
const floating = () => window.matchMedia(FLOATING_PANELS).matches;

/**
 * The main menu (spec 000 §2): brand story, product info (categories and a banner), student zone (three
 * student sites and a banner), latest offers, and the language switch. A dropdown opens on hover or click,
 * closes on leaving, Escape, a click elsewhere or a navigation. On a phone the dropdowns unfold inside the menu.
 */
export function MainMenu({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  return (
    <ul>
      <li>
        <NavLink to="/brand_story" onClick={onNavigate}>
          {t('nav.brandStory')}
        </NavLink>
      </li>
      <Dropdown labelKey="nav.products" testId="menu-products">
        <ProductsPanel onNavigate={onNavigate} />
      </Dropdown>
      <Dropdown labelKey="menu.studentZone" testId="menu-student">
        <StudentPanel onNavigate={onNavigate} />
      </Dropdown>
      <li>
        <NavLink to="/offer" onClick={onNavigate}>
          {t('nav.offers')}
        </NavLink>
      </li>
      <li>
        <LanguageSwitch className="menu-button" />
      </li>
    </ul>
  );
}

function Dropdown({
  labelKey,
  testId,
  children,
}: {
  labelKey: MessageKey;
  testId: string;
  children: ReactNode;
}) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Opened by the mouse arriving: the click that follows (the same pointer) keeps it open, not toggles.
  const hoverOpened = useRef(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A navigation (a link in the panel) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value used.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) hoverOpened.current = false;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    // A click, not a pointerdown: on a phone the panels unfold in place, and closing one as the finger goes
    // down would move the button being tapped out from under it.
    const onClick = (event: MouseEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <li
      ref={itemRef}
      className="menu-dropdown"
      data-open={open}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open || !floating()) return;
        hoverOpened.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && floating()) setOpen(false);
      }}
      onBlur={(event) => {
        // A floating panel (desktop) closes when focus leaves it; on a phone the panels unfold in place and
        // stay open, so tapping the next item does not move it from under the finger.
        if (!floating()) return;
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={testId}
        onFocus={() => void loadPanels()}
        onClick={() => {
          if (hoverOpened.current) {
            hoverOpened.current = false;
            setOpen(true);
          } else {
            setOpen((value) => !value);
          }
        }}
      >
        <span>{t(labelKey)}</span>
        <svg className="menu-chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={panelId} className="menu-panel" hidden={!open}>
        {open ? (
          <Suspense fallback={<div className="menu-panel-skeleton skeleton" aria-hidden="true" />}>
            {children}
          </Suspense>
        ) : null}
      </div>
    </li>
  );
}
