import { describe, expect, it } from 'vitest';
import { schemaOrgProblems } from './schemaOrg.ts';

/**
 * The served-page tests take an empty list from schemaOrgProblems as "valid": here it must find the problems
 * of nodes that are not, or those tests could not fail.
 */
describe('the schema.org check the served-page tests rely on', () => {
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Starlight Town',
    url: 'https://shop.example/product/starlight-town',
    image: ['https://shop.example/api/file/a.png?w=960&format=jpeg'],
    sku: 'B-1',
    offers: {
      '@type': 'Offer',
      url: 'https://shop.example/product/starlight-town',
      sku: 'B-1',
      price: '238.00',
      priceCurrency: 'HKD',
      availability: 'https://schema.org/InStock',
    },
  };

  it('passes a whole product', () => {
    expect(schemaOrgProblems(product)).toEqual([]);
  });

  it('names what is wrong with a product and its offer', () => {
    expect(
      schemaOrgProblems({
        ...product,
        image: ['/api/file/a.png'],
        offers: [{ ...product.offers, price: 'HK$238', priceCurrency: 'HK$', availability: 'InStock' }],
      }),
    ).toEqual([
      'Product.image: absolute URLs are required',
      'Product.offers[0].price: a number without currency symbols is required',
      'Product.offers[0].priceCurrency: ISO 4217 required',
      'Product.offers[0].availability: an ItemAvailability URL is recommended',
    ]);
    const { offers: _, ...withoutOffers } = product;
    expect(schemaOrgProblems(withoutOffers)).toEqual([
      'Product.offers: required (or review / aggregateRating)',
    ]);
  });

  it('checks breadcrumbs, the site search, the context and the type', () => {
    expect(
      schemaOrgProblems({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
          { '@type': 'ListItem', position: 3, name: 'Books' },
        ],
      }),
    ).toEqual([
      'BreadcrumbList.itemListElement[0].item: an absolute URL is required',
      'BreadcrumbList.itemListElement[1].position: must count from 1 in order',
    ]);
    expect(
      schemaOrgProblems({
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Shop',
        url: 'https://shop.example/',
        potentialAction: {
          '@type': 'SearchAction',
          target: 'https://shop.example/search?q=',
          'query-input': 'required name=q',
        },
      }),
    ).toEqual([
      'SearchAction.target: an absolute urlTemplate with {search_term_string} is required',
      'SearchAction.query-input: must name search_term_string',
    ]);
    expect(schemaOrgProblems({ ...product, '@context': 'http://schema.org' })).toEqual([
      '@context: must be https://schema.org',
    ]);
    expect(schemaOrgProblems({ ...product, '@type': 'Thing' })).toEqual([
      '@type Thing: not a type this validator knows',
    ]);
  });
});
