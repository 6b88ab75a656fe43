import { isApiError } from '../../../lib/api.ts';
import type { OutboxEntry, OutboxEvent } from '../../../lib/outbox.ts';
import type { CartAnswer, SetContentAnswer } from '../cartApi.ts';
import { itemFromServerLine } from '../cartItem.ts';
import { applyChange, type CartChange } from '../cartRules.ts';
import { CART_KIND_PREFIX, isCartEntry, memberRequest } from '../memberRequests.ts';
import type { CartContext } from './cartContext.ts';
import { type ChangeOutcome, visibleItems } from './cartState.ts';

/**
 * A member's cart lives on the server. A change goes to the outbox first (with its mutation id) and is sent
 * from there in order; until the server has it, the line shows the change as pending. A change the server
 * refuses (stock gone) stays as a conflict for the shopper to see. The last answer is kept for offline use.
 */
export interface MemberCart {
  /** The member's pending and refused cart changes, from the outbox. */
  loadOutbox(): Promise<void>;
  /** The cart as the server last answered it, kept on this device. */
  loadCache(): Promise<void>;
  /**
   * Sends `request`, then shows and keeps its answer for this member (unless another session took over
   * meanwhile, or an answer to a request started after it came first: a cart read sent before a change and
   * answered after it must not bring the change back).
   */
  adoptFrom(memberId: string, request: () => Promise<CartAnswer>): Promise<CartAnswer>;
  change(memberId: string, change: CartChange): Promise<ChangeOutcome>;
  /** Sends what waits in the outbox, then asks the server for the cart. */
  refresh(memberId: string): Promise<void>;
  /** The outbox sent or refused something. */
  onOutbox(event: OutboxEvent): void;
}

export function createMemberCart({ deps, state, set, notify }: CartContext): MemberCart {
  async function loadOutbox(): Promise<void> {
    const memberId = state().memberId;
    if (!memberId) {
      if (state().pending.length || state().conflicts.length) set({ pending: [], conflicts: [] });
      return;
    }
    const entries = (await deps.outbox.entries(memberId)).filter(isCartEntry);
    if (state().memberId !== memberId) return;
    set({
      pending: entries.filter((entry) => entry.status === 'pending'),
      conflicts: entries.filter((entry) => entry.status === 'failed'),
    });
  }

  // Requests numbered as they start; an answer in hand (the outbox's) counts as started now.
  let requestsStarted = 0;
  let newestAdopted = 0;

  function adopt(memberId: string, answer: CartAnswer, startedAs = ++requestsStarted): void {
    if (state().memberId !== memberId || startedAs < newestAdopted) return;
    newestAdopted = startedAs;
    set({
      server: answer,
      items: answer.productList.map((line) => itemFromServerLine(line)),
      syncProblem: null,
    });
    void deps.repo
      .setMemberCart(memberId, answer)
      .then(deps.announce, (error: unknown) =>
        console.warn('could not keep the cart for offline use', error),
      );
  }

  /** What the login merge could not carry over as asked (stock caps, refused lines, the coupon). */
  function mergeNotice(entry: OutboxEntry, answer: SetContentAnswer): void {
    const change = entry.change as Extract<CartChange, { type: 'merge' }>;
    const nameOf = (productId: number) =>
      change.items.find((item) => item.product_id === productId)?.product_name_chi ?? String(productId);
    const { capped, refused, promotionCode } = answer.merge;
    const couponRefused = promotionCode?.status === 'refused' ? promotionCode.couponCode : null;
    if (capped.length === 0 && refused.length === 0 && !couponRefused) return;
    notify({
      type: 'merged',
      capped: capped.map((line) => ({
        name: nameOf(line.productId),
        added: line.added,
        inventory: line.inventory,
      })),
      refused: refused.map((line) => ({ name: nameOf(line.productId), reason: line.reason })),
      couponRefused,
    });
  }

  async function adoptFrom(memberId: string, request: () => Promise<CartAnswer>): Promise<CartAnswer> {
    const startedAs = ++requestsStarted;
    const answer = await request();
    adopt(memberId, answer, startedAs);
    return answer;
  }

  return {
    loadOutbox,

    async loadCache() {
      const memberId = state().memberId;
      if (!memberId) return;
      const cached = await deps.repo.memberCart(memberId);
      if (state().memberId !== memberId || !cached) return;
      set({ server: cached, items: cached.productList.map((line) => itemFromServerLine(line)) });
    },

    adoptFrom,

    async change(memberId, change) {
      const check = applyChange(visibleItems(state()), change);
      if (check.refused) return { status: 'refused', refusal: check.refused };
      const entry = await deps.outbox.enqueue({
        memberId,
        kind: `${CART_KIND_PREFIX}${change.type}`,
        change,
        request: memberRequest(change),
      });
      await loadOutbox();
      const report = await deps.outbox.flush();
      if (report.sent.includes(entry.mutationId)) return { status: 'done' };
      if (report.conflicts.includes(entry.mutationId)) {
        await loadOutbox();
        const failed = state().conflicts.find((candidate) => candidate.mutationId === entry.mutationId);
        return { status: 'conflict', mutationId: entry.mutationId, error: failed?.lastError ?? null };
      }
      return { status: 'pending' };
    },

    async refresh(memberId) {
      if (!deps.online()) {
        set({ syncProblem: 'offline' });
        return;
      }
      set({ syncing: true });
      try {
        await deps.outbox.flush();
        await loadOutbox();
        await adoptFrom(memberId, () => deps.api.memberCart());
      } catch (error) {
        set({ syncProblem: isApiError(error) && error.isNetworkError ? 'offline' : 'failed' });
      } finally {
        set({ syncing: false });
      }
    },

    onOutbox(event) {
      if (event.type === 'sent' && isCartEntry(event.entry) && event.entry.memberId === state().memberId) {
        const answer = event.answer as CartAnswer | SetContentAnswer;
        adopt(event.entry.memberId, answer);
        if (event.entry.kind === `${CART_KIND_PREFIX}merge` && 'merge' in answer)
          mergeNotice(event.entry, answer);
      }
      void loadOutbox();
    },
  };
}
