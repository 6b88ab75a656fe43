import type { DisplayProduct } from '@shop/domain/catalogue/apiSchemas';
import type { AddToCartResult, CartActions, CartRequest } from '../../lib/shopActions.ts';
import { loadCart } from './bootCart.ts';
import { createCartApi } from './cartApi.ts';
import { showCartEvent } from './cartEvents.ts';
import { type CartItem, itemFromCard, itemFromDisplayProduct, itemFromRequest } from './cartItem.ts';

const cartApi = createCartApi();

/** The product as this page loaded it: the same request, so the service worker answers it offline. */
async function productOfThisPage(displayProductId: number): Promise<DisplayProduct | null> {
  const match = /^\/product\/([^/]+)\/?$/.exec(window.location.pathname);
  const candidates = [match?.[1] ? decodeURIComponent(match[1]) : null, String(displayProductId)];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const product = await cartApi.displayProduct(candidate);
      if (product.displayProductId === displayProductId) return product;
    } catch {
      // Try the next way of naming it.
    }
  }
  return null;
}

/**
 * A line for what the button asked for, with as much of the product as can be had: the card it came from,
 * else the product page's product (cached by the service worker, so this works offline after one visit),
 * else only what the button knew (the price check fills in the rest once online).
 */
export async function itemForRequest(request: CartRequest, now: number): Promise<CartItem> {
  const fromCard = request.card ? itemFromCard(request.card, request.productId, now) : null;
  if (fromCard) return fromCard;
  const product = await productOfThisPage(request.displayProductId);
  return (
    (product && itemFromDisplayProduct(product, request.productId, now)) ?? itemFromRequest(request, now)
  );
}

export const cartActions: CartActions = {
  async emptyCart(): Promise<void> {
    const { store } = await loadCart();
    await store.emptyAfterOrder();
  },

  async addToCart(request: CartRequest): Promise<AddToCartResult> {
    const [{ store }, item] = await Promise.all([loadCart(), itemForRequest(request, Date.now())]);
    const name = item.product_name_chi || request.name;
    const outcome = await store.add(item, request.quantity);
    switch (outcome.status) {
      case 'done':
      case 'pending':
        showCartEvent({
          type: 'added',
          name,
          quantity: request.quantity,
          pending: outcome.status === 'pending',
        });
        return { status: 'requested' };
      case 'refused':
        showCartEvent({
          type: 'outOfStock',
          name,
          inventory: outcome.refusal.reason === 'outOfStock' ? outcome.refusal.inventory : 0,
        });
        return { status: 'outOfStock' };
      case 'conflict': {
        const inventory = outcome.error?.details?.inventory;
        if (outcome.error?.code === 'INSUFFICIENT_STOCK') {
          // The pop-up says it; the conflict need not wait on the cart page as well.
          void store.dismissConflict(outcome.mutationId);
          showCartEvent({
            type: 'outOfStock',
            name,
            inventory: typeof inventory === 'number' ? inventory : 0,
          });
          return { status: 'outOfStock' };
        }
        showCartEvent({ type: 'addFailed', offline: false });
        return { status: 'outOfStock' };
      }
      default: {
        const unexpected: never = outcome;
        throw new Error(`Unknown outcome ${JSON.stringify(unexpected)}`);
      }
    }
  },
};
