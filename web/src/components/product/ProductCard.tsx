import type { DisplayProductCard, ProductCardVariant } from '@shop/domain/catalogue/apiSchemas';
import { Link } from 'react-router';
import { useLocale, useT } from '../../lib/intl.tsx';
import { localNames } from '../../lib/localName.ts';
import { CartIcon } from '../icons/icons.tsx';
import { imageAttributes, PRODUCT_IMAGE_SIZE, PRODUCT_TILE_SIZES, splitFileNames } from './images.ts';
import { Price } from './Price.tsx';
import './product.css';

export interface ProductCardProps {
  product: DisplayProductCard;
  /** The first product image of a page loads at once; every other one waits until it nears the screen. */
  priority?: boolean;
  /**
   * Adds a one-option product to the cart (the cart feature's action). Without it, or for a product with a
   * choice of options, the cart button opens the product page to choose there.
   */
  onAddToCart?: (variant: ProductCardVariant, product: DisplayProductCard) => void;
}

export function productPath(product: Pick<DisplayProductCard, 'urlName'>): string {
  return `/product/${encodeURIComponent(product.urlName)}`;
}

/** A product tile: image, names, price; sold out shows the 售罄 layer and no cart button. */
export function ProductCard({ product, priority = false, onAddToCart }: ProductCardProps) {
  const t = useT();
  const imageName = splitFileNames(product.displayProductImage)[0];
  const soldOut = product.totalInventory <= 0;
  const path = productPath(product);
  const names = localNames(useLocale(), product.displayProductNameChi, product.displayProductNameEng);
  const name = names.lead;
  const onlyVariant = product.products.length === 1 ? product.products[0] : undefined;
  const addDirectly =
    onAddToCart && onlyVariant && onlyVariant.productInventory > 0 ? onlyVariant : undefined;

  return (
    <article className="product-card" data-testid="product-card" data-sold-out={soldOut}>
      <Link to={path} className="product-card-link">
        <span className="product-card-image">
          {imageName ? (
            <img
              {...imageAttributes(imageName, {
                width: PRODUCT_IMAGE_SIZE,
                height: PRODUCT_IMAGE_SIZE,
                sizes: PRODUCT_TILE_SIZES,
              })}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
            />
          ) : null}
          {soldOut ? (
            <span className="sold-out-layer" data-testid="sold-out-layer">
              {t('productCard.soldOut')}
            </span>
          ) : null}
        </span>
        <span className="product-card-name" lang={names.leadLang}>
          {name}
        </span>
        {names.other ? (
          <span className="product-card-name-en" lang={names.otherLang}>
            {names.other}
          </span>
        ) : null}
      </Link>
      <Price price={product.displayProductPrice} discountPrice={product.displayProductDiscountPrice} />
      {soldOut ? null : addDirectly ? (
        <button
          type="button"
          className="button button-secondary product-card-cart"
          aria-label={t('productCard.addToCartNamed', { name })}
          onClick={() => onAddToCart?.(addDirectly, product)}
        >
          <CartIcon />
          <span>{t('productCard.addToCart')}</span>
        </button>
      ) : (
        <Link
          to={path}
          className="button button-secondary product-card-cart"
          aria-label={t('productCard.chooseOptionsNamed', { name })}
        >
          <CartIcon />
          <span>{t('productCard.addToCart')}</span>
        </Link>
      )}
    </article>
  );
}

/** Grey tiles in the grid's shape while a list is coming (ui.md: skeletons, not spinners). */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card-skeleton" aria-hidden="true">
      <span className="product-card-image skeleton" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line" />
    </div>
  );
}
