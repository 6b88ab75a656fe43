/**
 * A small validator of our own for the schema.org types the shop's pages emit (web/src/server/structuredData.ts),
 * written from schema.org's type definitions and the properties Google's rich results require or recommend
 * for them: not a general JSON-LD validator, and it knows only these types. Each problem is one line
 * ("Product.offers[0].priceCurrency: …"); an empty list means valid.
 */

type Node = Record<string, unknown>;

const ITEM_AVAILABILITY = new Set(
  ['InStock', 'OutOfStock', 'PreOrder', 'BackOrder', 'Discontinued', 'LimitedAvailability', 'SoldOut'].map(
    (value) => `https://schema.org/${value}`,
  ),
);
/** ISO 4217 codes the shop may price in. */
const CURRENCIES = new Set(['HKD']);

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isAbsoluteUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

function offerProblems(offer: unknown, at: string): string[] {
  if (!isNode(offer) || offer['@type'] !== 'Offer') return [`${at}: not an Offer`];
  const problems: string[] = [];
  if (typeof offer.price !== 'string' || !/^\d+(\.\d+)?$/.test(offer.price))
    problems.push(`${at}.price: a number without currency symbols is required`);
  if (!CURRENCIES.has(String(offer.priceCurrency))) problems.push(`${at}.priceCurrency: ISO 4217 required`);
  if (!ITEM_AVAILABILITY.has(String(offer.availability)))
    problems.push(`${at}.availability: an ItemAvailability URL is recommended`);
  if (!isAbsoluteUrl(offer.url)) problems.push(`${at}.url: an absolute URL is recommended`);
  if (!isText(offer.sku)) problems.push(`${at}.sku: recommended`);
  return problems;
}

function productProblems(node: Node): string[] {
  const problems: string[] = [];
  if (!isText(node.name)) problems.push('Product.name: required');
  const images = Array.isArray(node.image) ? node.image : [node.image];
  if (images.length === 0 || !images.every(isAbsoluteUrl))
    problems.push('Product.image: absolute URLs are required');
  if (!isText(node.sku)) problems.push('Product.sku: recommended');
  if (!isAbsoluteUrl(node.url)) problems.push('Product.url: an absolute URL is recommended');
  const offers = Array.isArray(node.offers) ? node.offers : [node.offers];
  if (node.offers === undefined) problems.push('Product.offers: required (or review / aggregateRating)');
  else
    for (const [index, offer] of offers.entries())
      problems.push(...offerProblems(offer, `Product.offers[${index}]`));
  return problems;
}

function breadcrumbProblems(node: Node): string[] {
  const items = node.itemListElement;
  if (!Array.isArray(items) || items.length === 0)
    return ['BreadcrumbList.itemListElement: at least one ListItem is required'];
  return items.flatMap((item, index) => {
    const at = `BreadcrumbList.itemListElement[${index}]`;
    if (!isNode(item) || item['@type'] !== 'ListItem') return [`${at}: not a ListItem`];
    const problems: string[] = [];
    if (item.position !== index + 1) problems.push(`${at}.position: must count from 1 in order`);
    if (!isText(item.name)) problems.push(`${at}.name: required`);
    // The last crumb (this page) may go without its item; any item given must be an absolute URL.
    if ((index < items.length - 1 || item.item !== undefined) && !isAbsoluteUrl(item.item))
      problems.push(`${at}.item: an absolute URL is required`);
    return problems;
  });
}

function organizationProblems(node: Node): string[] {
  const problems: string[] = [];
  if (!isText(node.name)) problems.push('Organization.name: recommended');
  if (!isAbsoluteUrl(node.url)) problems.push('Organization.url: an absolute URL is recommended');
  if (!isAbsoluteUrl(node.logo)) problems.push('Organization.logo: an absolute URL is recommended');
  return problems;
}

function webSiteProblems(node: Node): string[] {
  const problems: string[] = [];
  if (!isText(node.name)) problems.push('WebSite.name: required');
  if (!isAbsoluteUrl(node.url)) problems.push('WebSite.url: an absolute URL is required');
  const action = node.potentialAction;
  if (!isNode(action) || action['@type'] !== 'SearchAction') return [...problems, 'WebSite: no SearchAction'];
  const target = isNode(action.target) ? action.target.urlTemplate : action.target;
  if (typeof target !== 'string' || !target.includes('{search_term_string}') || !isAbsoluteUrl(target))
    problems.push('SearchAction.target: an absolute urlTemplate with {search_term_string} is required');
  if (action['query-input'] !== 'required name=search_term_string')
    problems.push('SearchAction.query-input: must name search_term_string');
  return problems;
}

const CHECKS: Record<string, (node: Node) => string[]> = {
  Product: productProblems,
  BreadcrumbList: breadcrumbProblems,
  Organization: organizationProblems,
  WebSite: webSiteProblems,
};

/** The problems of one top-level JSON-LD node; a type this validator does not know is one. */
export function schemaOrgProblems(node: unknown): string[] {
  if (!isNode(node)) return ['not an object'];
  if (node['@context'] !== 'https://schema.org') return ['@context: must be https://schema.org'];
  const check = CHECKS[String(node['@type'])];
  return check ? check(node) : [`@type ${String(node['@type'])}: not a type this validator knows`];
}
