import { createNoticeChannel } from '../../lib/noticeChannel.ts';

/**
 * What the shell shows after an add to the cart (spec 000 §2 overlays): the cart-added confirmation, which
 * closes itself after 3 seconds, or the out-of-stock pop-up. Tiny, so the shell carries it in the first view.
 */
export type CartShellEvent =
  | { type: 'added'; name: string; quantity: number; pending: boolean }
  | { type: 'outOfStock'; name: string; inventory: number }
  | { type: 'addFailed'; offline: boolean };

const channel = createNoticeChannel<CartShellEvent>();
export const showCartEvent = channel.show;
export const dismissCartEvent = channel.dismiss;
export const useCartEvent = channel.useCurrent;
