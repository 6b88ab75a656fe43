import { useId } from 'react';
import { Link } from 'react-router';
import { MinusIcon, PlusIcon } from '../../components/icons/catalogueIcons.tsx';
import { fileUrl } from '../../components/product/images.ts';
import { type MessageKey, useLocale, useT } from '../../lib/intl.tsx';
import { localNames } from '../../lib/localName.ts';
import { canChooseDeliveryTimes, MAX_DELIVERY_TIMES } from './cartRules.ts';
import type { LineView } from './cartView.ts';
import { Money } from './Money.tsx';

const BADGES: Partial<Record<LineView['item']['kind'], MessageKey>> = {
  gwp: 'cart.line.gwp',
  pwp: 'cart.line.pwp',
  giftCoupon: 'cart.line.giftCoupon',
  points: 'cart.line.points',
};

const DELIVERY_CHOICES = Array.from({ length: MAX_DELIVERY_TIMES }, (_, index) => index + 1);

/**
 * One cart line (spec 000 §4): sold out shows the label instead of the quantity controls, and so does a
 * line no longer on sale (不再供應, without a price: it counts for nothing until removed); gift lines keep
 * their quantity (buttons disabled); plus stops at the stock and minus at 1. A member's change that has not
 * reached the server yet is marked pending, in words as well as style. A regular line of an ordinary
 * product lets the shopper split it into deliveries; a half-year subscription says it ships twice.
 */
export function CartLineRow({
  line,
  busy,
  onChange,
  onRemove,
  onDeliveryTimes,
}: {
  line: LineView;
  busy: boolean;
  onChange: (delta: 1 | -1) => void;
  onRemove: () => void;
  onDeliveryTimes: (deliveryTimes: number) => void;
}) {
  const deliveryId = useId();
  const t = useT();
  const { item } = line;
  const names = localNames(useLocale(), item.product_name_chi, item.product_name_eng);
  const name = names.lead;
  const path = `/product/${encodeURIComponent(item.url_name || String(item.product_display_product))}`;
  const badge = BADGES[item.kind];
  const discounted = !line.gift && line.unitPrice < line.regularPrice;

  return (
    <li
      className="cart-line"
      data-testid="cart-line"
      data-product-id={item.product_id}
      data-kind={item.kind}
      data-pending={line.pending}
      data-sold-out={line.soldOut}
      data-not-for-sale={line.notForSale}
    >
      <Link to={path} className="cart-line-image" tabIndex={-1} aria-hidden="true">
        {item.product_image ? (
          <img
            src={fileUrl(item.product_image)}
            width={96}
            height={96}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </Link>
      <div className="cart-line-info">
        <p className="cart-line-name" lang={names.leadLang}>
          <Link to={path}>{name}</Link>
        </p>
        {names.other ? (
          <p className="cart-line-name-other" lang={names.otherLang}>
            {names.other}
          </p>
        ) : null}
        {item.product_volume ? (
          <p className="cart-line-meta">{t('cart.line.volume', { volume: item.product_volume })}</p>
        ) : null}
        {item.subscription_period === 6 ? (
          <p className="cart-line-meta">{t('cart.line.subscription')}</p>
        ) : null}
        {canChooseDeliveryTimes(item) && !line.soldOut ? (
          <p className="cart-line-delivery">
            <label htmlFor={deliveryId}>{t('cart.line.deliveryTimes')}</label>
            <select
              id={deliveryId}
              aria-label={t('cart.line.deliveryTimesNamed', { name })}
              value={item.delivery_times}
              disabled={busy}
              onChange={(event) => onDeliveryTimes(Number(event.target.value))}
              data-testid="line-delivery-times"
            >
              {DELIVERY_CHOICES.map((count) => (
                <option key={count} value={count}>
                  {t('cart.line.deliveryTimesOption', { count })}
                </option>
              ))}
            </select>
          </p>
        ) : null}
        {item.products.length > 0 ? (
          <ul className="cart-line-set">
            {item.products.map((part) => (
              <li key={part.productId}>
                {t('cart.line.setItem', { name: part.productNameChi, quantity: part.quantity })}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="cart-line-tags">
          {badge ? <span className="cart-badge">{t(badge)}</span> : null}
          {line.pending ? (
            <span className="cart-badge cart-badge-pending" data-testid="pending-badge">
              {t('cart.line.pending')}
            </span>
          ) : null}
        </p>
        {line.notForSale ? null : (
          <p className="cart-line-price">
            {item.kind === 'points' ? (
              <span>{t('cart.line.pointsEach', { points: item.point })} </span>
            ) : null}
            {line.gift && line.unitPrice === 0 ? (
              <span className="price-now">{t('cart.line.free')}</span>
            ) : (
              <Money cents={line.unitPrice} className="price-now" />
            )}
            {discounted || (line.gift && line.regularPrice > line.unitPrice) ? (
              <s className="price-was">
                <span className="visually-hidden">{t('price.was')}</span>
                <Money cents={line.regularPrice} />
              </s>
            ) : null}
          </p>
        )}
        {item.kind === 'points' && !line.notForSale ? (
          <p className="cart-line-meta" data-testid="line-points-total">
            {t('cart.line.pointsTotal', { points: item.point * item.quantity })}
          </p>
        ) : null}
        {line.overStock ? (
          <p className="cart-line-problem" data-testid="line-stock-problem">
            {t('cart.line.onlyLeft', { count: item.product_inventory })}
          </p>
        ) : null}
      </div>
      <div className="cart-line-controls">
        {line.notForSale ? (
          <p className="cart-sold-out" data-testid="line-not-for-sale">
            {t('cart.line.notForSale')}
          </p>
        ) : line.soldOut ? (
          <p className="cart-sold-out" data-testid="line-sold-out">
            {t('cart.line.soldOut')}
          </p>
        ) : (
          <fieldset className="cart-quantity">
            <legend className="visually-hidden">{t('cart.line.quantity', { name })}</legend>
            <button
              type="button"
              className="icon-button"
              aria-label={t('cart.line.decrease', { name })}
              disabled={busy || !line.canMinus}
              onClick={() => onChange(-1)}
              data-testid="line-minus"
            >
              <MinusIcon />
            </button>
            <output className="cart-quantity-value" data-testid="line-quantity">
              {item.quantity}
            </output>
            <button
              type="button"
              className="icon-button"
              aria-label={t('cart.line.increase', { name })}
              disabled={busy || !line.canPlus}
              onClick={() => onChange(1)}
              data-testid="line-plus"
            >
              <PlusIcon />
            </button>
          </fieldset>
        )}
        <p className="cart-line-total">
          <span className="visually-hidden">{t('cart.line.subtotal')}</span>
          <Money cents={line.lineTotal} testId="line-total" />
        </p>
        <button
          type="button"
          className="cart-text-button cart-line-remove"
          aria-label={t('cart.line.removeNamed', { name })}
          onClick={onRemove}
          disabled={busy}
          data-testid="line-remove"
        >
          {t('cart.line.remove')}
        </button>
      </div>
    </li>
  );
}
