import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { onDemand } from '../../lib/deferred.tsx';
import { useFormatNumber, useShopName, useT } from '../../lib/intl.tsx';
import { CartIcon, CloseIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from '../icons/icons.tsx';
import { MainMenu } from './MainMenu.tsx';
import type { SearchDialogHandle } from './SearchDialog.tsx';
import './Header.css';

/** The search pop-up comes with the first tap on the search button (the service worker has it by then). */
const SearchDialog = onDemand(async () => (await import('./SearchDialog.tsx')).SearchDialog);

export interface HeaderProps {
  /** Items in the cart; the cart feature supplies it. */
  cartCount: number;
  /** The user icon's place: the account feature's menu; a plain link to /login without it. */
  account?: ReactNode;
  /** The heart's place: the favourites feature's pop-up; a plain link to the favourites page without it. */
  favourites?: ReactNode;
}

export function Header({ cartCount, account, favourites }: HeaderProps) {
  const t = useT();
  const shop = useShopName();
  const formatNumber = useFormatNumber();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<SearchDialogHandle>(null);
  const [searchWanted, setSearchWanted] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="site-header" id="top" tabIndex={-1}>
      <p className="promo-banner">{t('header.promo')}</p>
      <div className="header-bar">
        <button
          ref={toggleRef}
          type="button"
          className="icon-button menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={t('header.menu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to="/" className="logo" aria-label={t('header.homeLink')}>
          <img src="/icons/logo.svg" width="36" height="36" alt="" />
          <span className="logo-name">{shop}</span>
        </Link>
        <nav id="main-menu" className="main-menu" data-open={menuOpen} aria-label={t('header.menuLabel')}>
          <MainMenu onNavigate={() => setMenuOpen(false)} />
        </nav>
        <ul className="header-tools" aria-label={t('header.toolsLabel')}>
          <li>
            {account ?? (
              <Link to="/login" className="icon-button" aria-label={t('header.account')} data-account-entry>
                <UserIcon />
              </Link>
            )}
          </li>
          <li>
            <button
              type="button"
              className="icon-button"
              aria-label={t('header.search')}
              aria-haspopup="dialog"
              onClick={() => (searchRef.current ? searchRef.current.open() : setSearchWanted(true))}
            >
              <SearchIcon />
            </button>
          </li>
          <li>
            {favourites ?? (
              <Link to="/category/favorite" className="icon-button" aria-label={t('header.favourites')}>
                <HeartIcon />
              </Link>
            )}
          </li>
          <li>
            <Link
              to="/shopping_cart"
              className="icon-button cart-link"
              aria-label={t('header.cart', { count: cartCount })}
            >
              <CartIcon />
              <span className="count-badge" data-testid="cart-count" aria-hidden="true">
                {formatNumber(cartCount)}
              </span>
            </Link>
          </li>
        </ul>
      </div>
      {searchWanted ? (
        <Suspense fallback={null}>
          <SearchDialog ref={searchRef} />
        </Suspense>
      ) : null}
    </header>
  );
}
