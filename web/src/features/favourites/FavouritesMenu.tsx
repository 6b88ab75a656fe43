import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { HeartIcon } from '../../components/icons/icons.tsx';
import { useClosePopUp } from '../../hooks/useClosePopUp.ts';
import { deferred, onDemand } from '../../lib/deferred.tsx';
import { useFormatNumber, useT } from '../../lib/intl.tsx';
import { useFavouriteIds } from '../../lib/shopActions.ts';
import './favourites.css';

const FavouritesPanel = onDemand(async () => (await import('./FavouritesPanel.tsx')).FavouritesPanel);

const FavouriteAddedDialog = deferred(
  async () => (await import('./FavouriteAddedDialog.tsx')).FavouriteAddedDialog,
);

/**
 * The header's heart (spec 000 §2 "favourites pop-up"): the number of favourites, and on click a panel
 * listing them with a link to /category/favorite. Also holds the favourite-added confirmation.
 */
export function FavouritesMenu() {
  const t = useT();
  const formatNumber = useFormatNumber();
  const ids = useFavouriteIds();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => setOpen(false), []);
  useClosePopUp(open, close, rootRef, buttonRef);

  const count = ids.size;

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
      <FavouriteAddedDialog />
    </div>
  );
}
