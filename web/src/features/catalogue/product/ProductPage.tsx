import type { DisplayProduct, Product } from '@shop/domain/catalogue/apiSchemas';
import { priceRange } from '@shop/domain/catalogue/priceRange';
import { stockDisplay } from '@shop/domain/catalogue/stockDisplay';
import { toCents } from '@shop/domain/money';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { CartIcon, HeartIcon } from '../../../components/icons/icons.tsx';
import { fileUrl } from '../../../components/product/images.ts';
import { Price } from '../../../components/product/Price.tsx';
import { PushOffer } from '../../../components/push/PushOffer.tsx';
import { useMetaDescription } from '../../../hooks/useMetaDescription.ts';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useFormatMoney, useHasMessage, useLocale, useT } from '../../../lib/intl.tsx';
import { localName, localNames } from '../../../lib/localName.ts';
import { useFavouriteIds } from '../../../lib/shopActions.ts';
import { Breadcrumb } from '../Breadcrumb.tsx';
import { pageNameFromMeta } from '../meta.ts';
import { buyNowPath, type FavouriteRequest, useProductActions } from '../productActions.ts';
import { Countdown } from './Countdown.tsx';
import { Gallery } from './Gallery.tsx';
import { BoltIcon, HeartFilledIcon } from './productIcons.tsx';
import {
  clampQuantity,
  countdownEnd,
  defaultVariantIndex,
  galleryImages,
  iconKey,
  imageIndexForVariant,
  recommendedIds,
  visibleHashtags,
} from './productView.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import { RecommendedProducts } from './RecommendedProducts.tsx';
import { ShareButton } from './ShareButton.tsx';
import '../catalogue.css';
import './product.css';

/** Categories that are listings of their own, not a product's home in the breadcrumb. */
const NOT_A_HOME_CATEGORY = new Set([1, 60000, 70000, 80000]);

export function ProductPage() {
  const product = useLoaderData<DisplayProduct>();
  // A new product is a new page: options, quantity and gallery start again.
  return <ProductDetail key={product.displayProductId} product={product} />;
}

/**
 * The heart. It reads the favourites itself: they load after the page, and a store's reader re-renders
 * synchronously when they arrive (the button alone, not the whole product page).
 */
function FavouriteButton({ product }: { product: FavouriteRequest }) {
  const t = useT();
  const { toggleFavourite } = useProductActions();
  // From the favourites as published: right after a reload too, when they load after the page.
  const favourite = useFavouriteIds().has(product.displayProductId);
  return (
    <button
      type="button"
      className="button button-secondary"
      aria-pressed={favourite}
      data-testid="favourite"
      onClick={() => void toggleFavourite(product)}
    >
      {favourite ? <HeartFilledIcon /> : <HeartIcon />}
      <span>{t('catalogue.product.favourite')}</span>
    </button>
  );
}

function ProductDetail({ product }: { product: DisplayProduct }) {
  const t = useT();
  const { addToCart } = useProductActions();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const locale = useLocale();
  // Shopping in English, the English name leads (the heading, the breadcrumb, the title), the Chinese follows.
  const names = localNames(locale, product.displayProductNameChi, product.displayProductNameEng);
  const name = names.lead;
  // The staff's meta title is written in Chinese: an English page is titled by its English name.
  usePageTitle(names.leadLang === 'en' ? name : pageNameFromMeta(product.metatitle, name));
  useMetaDescription(product.metadesc || product.displayProductShortDescription);

  const images = useMemo(() => galleryImages(product), [product]);
  const [variantIndex, setVariantIndex] = useState(() => defaultVariantIndex(product.products));
  const variant = (product.products[variantIndex] ?? product.products[0]) as Product;
  const [imageIndex, setImageIndex] = useState(() => imageIndexForVariant(images, variant, 0));
  const [quantity, setQuantity] = useState(1);
  const [ending] = useState(() => countdownEnd(product.marketingEvents, Date.now()));
  const optionsId = useId();
  const soldOutNow = stockDisplay(product.products[variantIndex]?.productInventory ?? 0) === 'soldOut';

  // While the buy bar is fixed to the bottom, focus and anchors stop above it (product.css).
  useEffect(() => {
    if (soldOutNow) return;
    document.documentElement.classList.add('with-buy-bar');
    return () => document.documentElement.classList.remove('with-buy-bar');
  }, [soldOutNow]);

  const stock = variant.productInventory;
  const stockState = stockDisplay(stock);
  const soldOut = stockState === 'soldOut';
  const range = priceRange(product.minPrice, product.maxPrice);
  const unitPrice = variant.productDiscountPrice ?? variant.productPrice;
  const home = product.categories.find((category) => !NOT_A_HOME_CATEGORY.has(category.categoryId));

  const chooseVariant = (index: number) => {
    const next = product.products[index];
    if (!next) return;
    setVariantIndex(index);
    setQuantity((current) => clampQuantity(current, next.productInventory));
    setImageIndex((current) => imageIndexForVariant(images, next, current));
  };

  const request = {
    productId: variant.productId,
    displayProductId: product.displayProductId,
    quantity,
    name: variant.productNameChi,
    unitPrice,
  };

  return (
    <article className="page product-page" data-testid="product-page">
      <Breadcrumb
        items={[
          ...(home
            ? [
                {
                  label: localName(locale, home.categoryName, home.categoryNameEng),
                  to: `/category/${home.categoryId}`,
                },
              ]
            : []),
          { label: name },
        ]}
      />
      <div className="product-layout">
        <Gallery images={images} selected={imageIndex} onSelect={setImageIndex} name={name} />
        <div className="product-info">
          <h1 lang={names.leadLang}>{name}</h1>
          {names.other ? (
            <p className="product-name-en" lang={names.otherLang}>
              {names.other}
            </p>
          ) : null}
          {ending ? (
            <Countdown
              endDate={ending.endDate}
              title={localName(locale, ending.title, ending.titleEng ?? '')}
            />
          ) : null}
          <div className="product-prices" data-testid="product-price">
            <Price
              price={variant.productPrice}
              discountPrice={variant.productDiscountPrice}
              className="price-large"
            />
            {range.kind === 'range' ? (
              <p className="price-range money" data-testid="price-range">
                {t('catalogue.product.priceRange', {
                  min: formatMoney(toCents(range.min)),
                  max: formatMoney(toCents(range.max)),
                })}
              </p>
            ) : null}
          </div>
          {product.displayProductShortDescription ? (
            <div
              className="product-description rich-text"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (allow-list) when stored and when read.
              dangerouslySetInnerHTML={{ __html: product.displayProductShortDescription }}
            />
          ) : null}

          {product.products.length > 1 ? (
            <fieldset className="product-options">
              <legend id={optionsId}>{t('catalogue.product.options')}</legend>
              <div className="option-list">
                {product.products.map((option, index) => (
                  <label
                    key={option.productId}
                    className="option"
                    data-sold-out={option.productInventory <= 0}
                  >
                    <input
                      type="radio"
                      name={`option-${product.displayProductId}`}
                      value={option.productId}
                      checked={index === variantIndex}
                      onChange={() => chooseVariant(index)}
                    />
                    <span>{option.productVolume}</span>
                    {option.productInventory <= 0 ? (
                      <span className="option-sold-out">{t('catalogue.product.optionSoldOut')}</span>
                    ) : null}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          <p
            className="stock"
            data-testid="stock-display"
            data-stock={typeof stockState === 'object' ? 'exact' : stockState}
          >
            {typeof stockState === 'object'
              ? t('catalogue.stock.exact', { count: stockState.exact })
              : t(`catalogue.stock.${stockState}`)}
          </p>
          {variant.subscriptionPeriod === 6 ? (
            <p className="note">{t('catalogue.product.subscription')}</p>
          ) : null}
          {variant.products.length > 0 ? (
            <div className="set-contents">
              <h2>{t('catalogue.product.setContents')}</h2>
              <ul>
                {variant.products.map((item) => (
                  <li key={item.productId}>
                    {t('catalogue.product.setItem', {
                      name: localName(locale, item.productNameChi, item.productNameEng),
                      quantity: item.quantity,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {soldOut ? <PushOffer key={variant.productId} target={{ productId: variant.productId }} /> : null}
          {soldOut ? null : (
            <div className="buy-bar" data-testid="buy-bar">
              <QuantityStepper value={quantity} stock={stock} onChange={setQuantity} />
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void addToCart(request)}
                data-testid="add-to-cart"
              >
                <CartIcon />
                <span>{t('catalogue.product.addToCart')}</span>
              </button>
              <button
                type="button"
                className="button"
                onClick={() => navigate(buyNowPath(request))}
                data-testid="buy-now"
              >
                <BoltIcon />
                <span>{t('catalogue.product.buyNow')}</span>
              </button>
            </div>
          )}

          <div className="product-tools">
            <FavouriteButton
              product={{ displayProductId: product.displayProductId, name, price: unitPrice }}
            />
            <ShareButton title={name} />
          </div>

          <FunctionalIcons joined={product.functionalIcon} />
          <Hashtags tags={product.hashtags} />
        </div>
      </div>
      <RecommendedProducts ids={recommendedIds(product.recommended, product.displayProductId)} />
    </article>
  );
}

function FunctionalIcons({ joined }: { joined: string }) {
  const t = useT();
  const hasMessage = useHasMessage();
  const icons = joined
    .split(':::')
    .map((name) => name.trim())
    .filter(Boolean);
  if (icons.length === 0) return null;
  return (
    <ul className="functional-icons" aria-label={t('catalogue.product.functions')}>
      {icons.map((icon) => {
        const key = `catalogue.icon.${iconKey(icon)}`;
        const label = hasMessage(key) ? t(key) : iconKey(icon).replace(/-/g, ' ');
        return (
          <li key={icon}>
            <img src={fileUrl(icon)} width={48} height={48} alt={label} loading="lazy" decoding="async" />
          </li>
        );
      })}
    </ul>
  );
}

function Hashtags({ tags }: { tags: DisplayProduct['hashtags'] }) {
  const t = useT();
  const shown = visibleHashtags(tags);
  if (shown.length === 0) return null;
  return (
    <ul className="hashtags" aria-label={t('catalogue.product.hashtags')}>
      {shown.map((tag) => (
        <li key={tag.hashtagId}>{t('catalogue.product.hashtag', { name: tag.hashtagName })}</li>
      ))}
    </ul>
  );
}
