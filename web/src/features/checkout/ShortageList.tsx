import type { StockShortage } from '@shop/domain/orders/apiSchemas';
import { useLocale, useT } from '../../lib/intl.tsx';
import { localName } from '../../lib/localName.ts';

/** Each line the stock cannot fill: "sold out", or how many are left (seed 001 §2's out-of-stock wording). */
export function ShortageList({ shortages }: { shortages: readonly StockShortage[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="stock-problems">
      {shortages.map((item) => {
        const name = localName(locale, item.product.productNameChi, item.product.productNameEng);
        const named =
          item.product.productVolume && !name.includes(item.product.productVolume)
            ? `${name} ${item.product.productVolume}`
            : name;
        return (
          <li key={item.productId}>
            {item.inventory > 0
              ? t('checkout.stock.remaining', { name: named, count: item.inventory })
              : t('checkout.stock.soldOut', { name: named })}
          </li>
        );
      })}
    </ul>
  );
}
