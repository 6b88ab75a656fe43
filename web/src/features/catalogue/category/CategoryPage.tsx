import type { ArticleSummary, Category } from '@shop/domain/catalogue/apiSchemas';
import { useCallback } from 'react';
import { Link, useLoaderData } from 'react-router';
import { InfiniteProductGrid } from '../../../components/product/InfiniteProductGrid.tsx';
import { fileUrl } from '../../../components/product/images.ts';
import { useMetaDescription } from '../../../hooks/useMetaDescription.ts';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useLocale, useT } from '../../../lib/intl.tsx';
import { localName } from '../../../lib/localName.ts';
import { fetchCategoryProducts, LISTING_PAGE_SIZE } from '../api.ts';
import { Breadcrumb } from '../Breadcrumb.tsx';
import type { CategoryData } from '../loaders.ts';
import { pageNameFromMeta } from '../meta.ts';
import { useProductActions } from '../productActions.ts';
import '../catalogue.css';

/** Banners switch to their phone image below 640 px (1920 × 400 and 750 × 400). */
function CategoryBanner({ category }: { category: Category }) {
  if (!category.bannerImage && !category.mobileBannerImage) return null;
  const desktop = category.bannerImage ?? category.mobileBannerImage ?? '';
  return (
    <picture className="category-banner">
      {category.mobileBannerImage ? (
        <source
          media="(max-width: 639px)"
          srcSet={fileUrl(category.mobileBannerImage)}
          width={750}
          height={400}
        />
      ) : null}
      <img
        src={fileUrl(desktop)}
        width={1920}
        height={400}
        alt=""
        fetchPriority="high"
        decoding="sync"
        data-testid="category-banner"
      />
    </picture>
  );
}

export function CategoryPage() {
  const data = useLoaderData<CategoryData>();
  const t = useT();
  const { category } = data;
  const locale = useLocale();
  const name = localName(locale, category.categoryName, category.categoryNameEng);
  // The staff's meta title is written in Chinese: an English page is titled by its English name.
  usePageTitle(
    locale === 'en' && name !== category.categoryName ? name : pageNameFromMeta(category.metatitle, name),
  );
  useMetaDescription(category.metadesc);

  return (
    <div className="page category-page">
      <CategoryBanner category={category} />
      <Breadcrumb items={[{ label: name }]} />
      <h1>{name}</h1>
      {data.kind === 'articles' ? (
        <ArticleListing articles={data.articles} />
      ) : (
        <ProductListing data={data} label={t('catalogue.category.products', { name })} />
      )}
    </div>
  );
}

function ProductListing({
  data,
  label,
}: {
  data: Extract<CategoryData, { kind: 'products' }>;
  label: string;
}) {
  const t = useT();
  const { addCardToCart } = useProductActions();
  const { key, firstPage } = data;
  const loadPage = useCallback(
    (page: number, signal: AbortSignal) =>
      fetchCategoryProducts(key, { page, size: LISTING_PAGE_SIZE }, signal),
    [key],
  );
  if (firstPage.total === 0) return <p className="empty-state">{t('catalogue.category.empty')}</p>;
  return (
    <>
      <p className="listing-count">{t('catalogue.category.count', { count: firstPage.total })}</p>
      <InfiniteProductGrid
        firstPage={firstPage}
        loadPage={loadPage}
        label={label}
        onAddToCart={addCardToCart}
      />
    </>
  );
}

function ArticleListing({ articles }: { articles: readonly ArticleSummary[] }) {
  const t = useT();
  if (articles.length === 0) {
    return (
      <p className="empty-state" data-testid="no-articles">
        {t('catalogue.articles.empty')}
      </p>
    );
  }
  return (
    <ul className="article-list">
      {articles.map((article, index) => (
        <li key={article.articleId} className="article-card">
          <Link to={`/article/${article.articleId}`} className="article-card-link">
            {article.articleCoverImage ? (
              <img
                src={fileUrl(article.articleCoverImage)}
                width={1200}
                height={630}
                alt=""
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            ) : null}
            <h2>{article.articleTitle}</h2>
          </Link>
          <p className="article-date">
            {t('catalogue.article.published', { date: new Date(article.publishedAt) })}
          </p>
          <p>{article.articleSummary}</p>
        </li>
      ))}
    </ul>
  );
}
