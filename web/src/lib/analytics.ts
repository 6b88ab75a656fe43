/**
 * Page views and shop events for the tag manager's data layer (spec 000 §7: page views, add_to_cart,
 * remove_from_cart, add_to_wishlist in HKD). Pushing never throws: analytics must not break the shop. No
 * third-party script is loaded unless VITE_GTM_ID configures one.
 */
export type DataLayerEntry = Record<string, unknown>;

interface AnalyticsWindow {
  dataLayer?: DataLayerEntry[];
}

function target(): AnalyticsWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as AnalyticsWindow);
}

/** Appends one entry to `window.dataLayer`, creating it; swallows any failure (a frozen or odd dataLayer). */
export function pushToDataLayer(
  entry: DataLayerEntry,
  into: AnalyticsWindow | undefined = target(),
): boolean {
  try {
    if (!into) return false;
    into.dataLayer ??= [];
    into.dataLayer.push(entry);
    return true;
  } catch {
    return false;
  }
}

export function pageViewEntry(location: { pathname: string; search: string }, title: string): DataLayerEntry {
  return {
    event: 'page_view',
    page_path: `${location.pathname}${location.search}`,
    page_location: typeof window === 'undefined' ? undefined : window.location.href,
    page_title: title,
  };
}

export function trackPageView(location: { pathname: string; search: string }, title: string): void {
  pushToDataLayer(pageViewEntry(location, title));
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

/** GA4 ecommerce events with the shop's currency; value is the items' total in dollars. */
export function ecommerceEntry(
  event: 'add_to_cart' | 'remove_from_cart' | 'add_to_wishlist',
  items: readonly AnalyticsItem[],
): DataLayerEntry {
  const value = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0) / 100;
  return { event, ecommerce: { currency: 'HKD', value, items } };
}

export function trackEcommerce(
  event: 'add_to_cart' | 'remove_from_cart' | 'add_to_wishlist',
  items: readonly AnalyticsItem[],
): void {
  pushToDataLayer({ ecommerce: null });
  pushToDataLayer(ecommerceEntry(event, items));
}

/** Loads Google Tag Manager once, only when a container id is configured; failures are swallowed. */
export function loadTagManager(containerId: string | undefined): void {
  try {
    if (!containerId || !/^GTM-[A-Z0-9]+$/.test(containerId) || typeof document === 'undefined') return;
    if (document.querySelector('script[data-tag-manager]')) return;
    pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.dataset.tagManager = containerId;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
    document.head.append(script);
  } catch {
    // Analytics never stops the shop.
  }
}
