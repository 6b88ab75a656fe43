import type { ReactNode } from 'react';
import { CloseIcon } from '../../components/icons/icons.tsx';
import { type MessageKey, useT } from '../../lib/intl.tsx';
import type { CartNotice } from './cartStore.ts';

const MERGE_REASONS: Record<string, MessageKey> = {
  OUT_OF_STOCK: 'cart.merge.OUT_OF_STOCK',
  PRODUCT_NOT_FOUND: 'cart.merge.PRODUCT_NOT_FOUND',
  PRODUCT_NOT_FOR_SALE: 'cart.merge.PRODUCT_NOT_FOR_SALE',
  CART_FULL: 'cart.merge.CART_FULL',
};

function NoticeText({ notice }: { notice: CartNotice }) {
  const t = useT();
  const names = (list: string[]) => list.join(t('cart.listSeparator'));
  switch (notice.type) {
    case 'addOnsRemoved':
      return <p>{t('cart.notice.addOnsRemoved', { names: names(notice.names) })}</p>;
    case 'linesRemoved':
      return <p>{t('cart.notice.linesRemoved', { names: names(notice.names) })}</p>;
    case 'couponDropped':
      return <p>{t('cart.notice.couponDropped', { code: notice.code })}</p>;
    case 'merged':
      return (
        <>
          {notice.capped.length > 0 || notice.refused.length > 0 ? <p>{t('cart.notice.merged')}</p> : null}
          <ul>
            {notice.capped.map((line) => (
              <li key={`capped-${line.name}`}>
                {t('cart.notice.capped', { name: line.name, added: line.added })}
              </li>
            ))}
            {notice.refused.map((line) => (
              <li key={`refused-${line.name}`}>
                {t('cart.notice.refused', {
                  name: line.name,
                  reason: t(MERGE_REASONS[line.reason] ?? 'cart.merge.other'),
                })}
              </li>
            ))}
          </ul>
          {notice.couponRefused ? (
            <p>{t('cart.notice.couponRefused', { code: notice.couponRefused })}</p>
          ) : null}
        </>
      );
    default: {
      const unexpected: never = notice;
      throw new Error(`Unknown notice ${JSON.stringify(unexpected)}`);
    }
  }
}

/** Things the cart did on its own that the shopper must hear about (spec: every change is reported). */
export function CartNotices({
  notices,
  onDismiss,
  children,
}: {
  notices: readonly CartNotice[];
  onDismiss: (id: number) => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="cart-notices" role="status">
      {notices.map((notice) => (
        <div key={notice.id} className="cart-notice" data-testid={`cart-notice-${notice.type}`}>
          <div className="cart-notice-text">
            <NoticeText notice={notice} />
            {children}
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={t('cart.notice.dismiss')}
            onClick={() => onDismiss(notice.id)}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
