import type { Article } from '@shop/domain/catalogue/apiSchemas';
import { useLoaderData } from 'react-router';
import { fileUrl } from '../../../components/product/images.ts';
import { ProductCard } from '../../../components/product/ProductCard.tsx';
import { useMetaDescription } from '../../../hooks/useMetaDescription.ts';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useT } from '../../../lib/intl.tsx';
import { Breadcrumb } from '../Breadcrumb.tsx';
import { useProductActions } from '../productActions.ts';
import '../catalogue.css';

/**
 * An article: its HTML body comes from GET /api/article/{id}, which sanitises it on the server (allow-list);
 * no other HTML is ever injected. Then the products it talks about.
 */
export function ArticlePage() {
  const t = useT();
  const { addCardToCart } = useProductActions();
  const article = useLoaderData<Article>();
  usePageTitle(article.articleTitle);
  useMetaDescription(article.articleSummary);

  return (
    <article className="page article-page" data-testid="article-page">
      <Breadcrumb items={[{ label: article.articleTitle }]} />
      <h1>{article.articleTitle}</h1>
      <p className="article-date">
        {t('catalogue.article.published', { date: new Date(article.publishedAt) })}
      </p>
      {article.articleCoverImage ? (
        <img
          className="article-cover"
          src={fileUrl(article.articleCoverImage)}
          width={1200}
          height={630}
          alt=""
          fetchPriority="high"
        />
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (allow-list), the only source. */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: article.articleContent }} />
      {article.displayProducts.length > 0 ? (
        <section className="related" aria-labelledby="related-heading">
          <h2 id="related-heading">{t('catalogue.article.related')}</h2>
          <ul className="product-grid">
            {article.displayProducts.map((product, index) => (
              <li key={product.displayProductId}>
                <ProductCard product={product} priority={index === 0} onAddToCart={addCardToCart} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
