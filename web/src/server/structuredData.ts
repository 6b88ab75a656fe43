/**
 * schema.org structured data (JSON-LD) for the pages the server renders (pageHead.ts): Product with its
 * offers, BreadcrumbList, and the home page's Organization and WebSite with its SearchAction. URLs are
 * absolute. Written into the page by `jsonLdScript`, which keeps any text from the database from closing
 * its <script> element.
 */

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export interface OfferInput {
  sku: string;
  /** HKD dollars the shopper pays (the discount price when there is one). */
  price: number;
  inStock: boolean;
}

export interface ProductInput {
  name: string;
  description: string;
  url: string;
  images: readonly string[];
  sku: string;
  offers: readonly OfferInput[];
}

/** Two decimals, as schema.org and Open Graph write a price ("238.00"). */
export function priceText(dollars: number): string {
  return dollars.toFixed(2);
}

export function productJsonLd(product: ProductInput): JsonLd {
  const offers = product.offers.map((offer) => ({
    '@type': 'Offer',
    url: product.url,
    sku: offer.sku,
    price: priceText(offer.price),
    priceCurrency: 'HKD',
    availability: `${CONTEXT}/${offer.inStock ? 'InStock' : 'OutOfStock'}`,
    itemCondition: `${CONTEXT}/NewCondition`,
  }));
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    url: product.url,
    image: product.images,
    sku: product.sku,
    offers: offers.length === 1 ? offers[0] : offers,
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbJsonLd(trail: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function organizationJsonLd(shop: { name: string; url: string; logo: string }): JsonLd {
  return { '@context': CONTEXT, '@type': 'Organization', name: shop.name, url: shop.url, logo: shop.logo };
}

/** The site, with the search a search engine may offer in its results (/search?q=…). */
export function webSiteJsonLd(site: { name: string; url: string; language: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    inLanguage: site.language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.url}search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * A <script type="application/ld+json"> element. `<`, `>` and `&` become JSON escapes, so a product named
 * `</script><script>…` stays text inside the JSON and cannot end the element.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
