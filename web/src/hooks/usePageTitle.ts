import { useContext, useEffect } from 'react';
import { useShopName } from '../lib/intl.tsx';
import { formatPageTitle } from '../lib/pageTitle.ts';
import { ServerPageHeadContext } from './serverPageHead.ts';

/** Sets document.title to "page | shop" while the calling page is shown. */
export function usePageTitle(page: string | undefined): void {
  const shop = useShopName();
  const serverHead = useContext(ServerPageHeadContext);
  if (serverHead) serverHead.title = formatPageTitle(page, shop);
  useEffect(() => {
    document.title = formatPageTitle(page, shop);
  }, [page, shop]);
}
