import { useId } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useT } from '../../lib/intl.tsx';
import { dismissFavouriteAdded, useFavouriteAdded } from './favouriteEvents.ts';

/** Spec 000 §9: the favourite-added modal closes itself after 3 seconds. */
export const FAVOURITE_CONFIRMATION_MS = 3000;

/**
 * The favourite-added confirmation (spec 000 §4). The header's heart loads it after the first view; an add
 * made before then waits in the favourites' events until it shows.
 */
export function FavouriteAddedDialog() {
  const t = useT();
  const added = useFavouriteAdded();
  const titleId = useId();
  const close = () => {
    if (added) dismissFavouriteAdded(added.id);
  };

  return (
    <Dialog
      open={added !== null}
      onClose={close}
      labelledBy={titleId}
      autoCloseMs={FAVOURITE_CONFIRMATION_MS}
      testId="favourite-added-dialog"
    >
      {added ? (
        <div className="dialog-body">
          <h2 id={titleId}>{t('favourites.added.title')}</h2>
          <p>{t('favourites.added.body', { name: added.payload.name })}</p>
          <div className="dialog-actions">
            <Link to="/category/favorite" className="button" onClick={close} data-autofocus>
              {t('favourites.added.view')}
            </Link>
            <button type="button" className="button button-secondary" onClick={close}>
              {t('favourites.added.continue')}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
