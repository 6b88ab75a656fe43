import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { HeartIcon } from '../../components/icons/icons.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useFormatNumber, useT } from '../../lib/intl.tsx';
import { useFavouriteIds } from '../../lib/shopActions.ts';
import { dismissFavouriteAdded, useFavouriteAdded } from './favouriteEvents.ts';
import './favourites.css';

const FavouritesPanel = lazy(async () => ({
  default: (await import('./FavouritesPanel.tsx')).FavouritesPanel,
}));

/** Spec 000 §9: the favourite-added modal closes itself after 3 seconds. */
export const FAVOURITE_CONFIRMATION_MS = 3000;

/**
 * The header's heart (spec 000 §2 "favourites pop-up"): the number of favourites, and on click a panel
 * listing them with a link to /category/favorite. Also shows the favourite-added confirmation.
 */
export function FavouritesMenu() {
  const t = useT();
  const formatNumber = useFormatNumber();
  const ids = useFavouriteIds();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const added = useFavouriteAdded();
  const addedTitleId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const count = ids.size;
  const closeAdded = () => {
    if (added) dismissFavouriteAdded(added.id);
  };

  return (
    <div className="favourites-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={t('favourites.menu.open', { count })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="favourites-button"
      >
        <HeartIcon />
        {count > 0 ? (
          <span className="count-badge" data-testid="favourites-count" aria-hidden="true">
            {formatNumber(count)}
          </span>
        ) : null}
      </button>
      <div id={panelId} className="favourites-panel" hidden={!open} data-testid="favourites-panel">
        {open ? (
          <Suspense fallback={<p className="favourites-panel-note">{t('favourites.loading')}</p>}>
            <FavouritesPanel ids={[...ids]} onNavigate={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </div>
      <Dialog
        open={added !== null}
        onClose={closeAdded}
        labelledBy={addedTitleId}
        autoCloseMs={FAVOURITE_CONFIRMATION_MS}
        testId="favourite-added-dialog"
      >
        {added ? (
          <div className="dialog-body">
            <h2 id={addedTitleId}>{t('favourites.added.title')}</h2>
            <p>{t('favourites.added.body', { name: added.payload.name })}</p>
            <div className="dialog-actions">
              <Link to="/category/favorite" className="button" onClick={closeAdded} data-autofocus>
                {t('favourites.added.view')}
              </Link>
              <button type="button" className="button button-secondary" onClick={closeAdded}>
                {t('favourites.added.continue')}
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}
