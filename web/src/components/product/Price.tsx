import { toCents } from '@shop/domain/money';
import { FormattedMoney, useT } from '../../lib/intl.tsx';

/**
 * A price as the shop shows it: the price paid, and beside a discount the old price struck through (read
 * out as "original price" too, so the strike is not the only clue). API prices are HKD dollars.
 */
export function Price({
  price,
  discountPrice,
  className,
}: {
  price: number;
  discountPrice: number | null;
  className?: string;
}) {
  const t = useT();
  const discounted = discountPrice !== null && discountPrice < price;
  return (
    <p className={className ? `price ${className}` : 'price'}>
      <FormattedMoney cents={toCents(discounted ? discountPrice : price)} className="price-now" />
      {discounted ? (
        <s className="price-was">
          <span className="visually-hidden">{t('price.was')}</span>
          <FormattedMoney cents={toCents(price)} />
        </s>
      ) : null}
    </p>
  );
}
