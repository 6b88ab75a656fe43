import type { DisplayProductPage } from '@shop/domain/catalogue/apiSchemas';
import { useCallback, useState } from 'react';
import { useLoaderData } from 'react-router';
import { InfiniteProductGrid } from '../../../components/product/InfiniteProductGrid.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useFormatMoney, useT } from '../../../lib/intl.tsx';
import { fetchCategoryProducts, LISTING_PAGE_SIZE } from '../api.ts';
import { CRM_CATEGORY_ID } from '../loaders.ts';
import { useProductActions } from '../productActions.ts';
import '../catalogue.css';

/** The members' coupon of /crmoffer: HK$30 extra off the hair care sets (spec 001 §9; seed coupon CRM30). */
export const CRM_COUPON_CODE = 'CRM30';
/** HK$30 in cents. */
export const CRM_COUPON_AMOUNT_CENTS = 3000;

export function CrmOfferPage() {
  const t = useT();
  const { addCardToCart } = useProductActions();
  const formatMoney = useFormatMoney();
  const amount = formatMoney(CRM_COUPON_AMOUNT_CENTS);
  const firstPage = useLoaderData<DisplayProductPage>();
  const [copied, setCopied] = useState<boolean | null>(null);
  usePageTitle(t('catalogue.crm.title'));
  const loadPage = useCallback(
    (page: number, signal: AbortSignal) =>
      fetchCategoryProducts(CRM_CATEGORY_ID, { page, size: LISTING_PAGE_SIZE }, signal),
    [],
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(CRM_COUPON_CODE);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="page crm-offer-page">
      <h1>{t('catalogue.crm.heading', { amount })}</h1>
      <div className="coupon-hint" data-testid="crm-coupon">
        <p>{t('catalogue.crm.body', { amount })}</p>
        <p className="coupon-code">
          <span>{t('catalogue.crm.codeLabel')}</span> <strong>{CRM_COUPON_CODE}</strong>
        </p>
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {t('catalogue.crm.copy')}
        </button>
        <p role="status">
          {copied === true
            ? t('catalogue.crm.copied')
            : copied === false
              ? t('catalogue.crm.copyFailed')
              : ''}
        </p>
      </div>
      <h2>{t('catalogue.crm.sets')}</h2>
      <InfiniteProductGrid
        firstPage={firstPage}
        loadPage={loadPage}
        label={t('catalogue.crm.sets')}
        onAddToCart={addCardToCart}
      />
    </div>
  );
}
