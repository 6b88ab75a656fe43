import { createContext, useContext, useEffect } from 'react';
import { useShopName } from '../lib/intl.tsx';
import { formatPageTitle } from '../lib/pageTitle.ts';

/** On the server only (server/render.tsx): where the rendered page leaves its title for the HTML's <title>. */
export const ServerPageTitle = createContext<{ current: string | null } | null>(null);

/** Sets document.title to "page | shop" while the calling page is shown. */
export function usePageTitle(page: string | undefined): void {
  const shop = useShopName();
  const serverTitle = useContext(ServerPageTitle);
  if (serverTitle) serverTitle.current = formatPageTitle(page, shop);
  useEffect(() => {
    document.title = formatPageTitle(page, shop);
  }, [page, shop]);
}
