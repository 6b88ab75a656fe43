import type { ShopMessage } from '@shop/domain/catalogue/apiSchemas';
import { api } from '../../../lib/api.ts';

/**
 * The shop messages of the home page (written in the back office's messages section): the pop-up and the
 * notices. The server answers only those running now, by its clock. Fetched after the first view, by the
 * part that shows them, so the first view carries none of it.
 */
export function fetchShopMessages(signal?: AbortSignal): Promise<ShopMessage[]> {
  return api.request<ShopMessage[]>('shopMessage/all', signal ? { signal } : {});
}

/** A pop-up is confirmed once per visit (tab), not on every return to the home page. */
const confirmedKey = (messageId: number) => `shop.popUp.confirmed.${messageId}`;

export function isPopUpConfirmed(messageId: number): boolean {
  try {
    return sessionStorage.getItem(confirmedKey(messageId)) === '1';
  } catch {
    return false;
  }
}

export function rememberPopUpConfirmed(messageId: number): void {
  try {
    sessionStorage.setItem(confirmedKey(messageId), '1');
  } catch {
    // Private modes may refuse storage: the pop-up simply shows again next visit.
  }
}

/** The pop-up to show: the first running one not yet confirmed in this visit (the server lists the newest first). */
export function popUpToShow(
  messages: readonly ShopMessage[],
  confirmed: (messageId: number) => boolean,
): ShopMessage | null {
  return messages.find((message) => message.kind === 'popup' && !confirmed(message.messageId)) ?? null;
}

/** The message's words in the shopper's language (the English ones when shopping in English). */
export function wordsOf(message: ShopMessage, locale: string): { title: string; text: string } {
  return locale.startsWith('en')
    ? { title: message.titleEng, text: message.textEng }
    : { title: message.title, text: message.text };
}
