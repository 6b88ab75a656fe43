import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppIntlProvider } from '../../lib/intl.tsx';
import { CartLineRow } from './CartLineRow.tsx';
import { cartItem, orderProduct, preAnswer } from './cartTesting.ts';
import { buildCartView, previewTotals, totalsFromPre } from './cartView.ts';
import { en, zhHK } from './messages.ts';

const NOW = new Date('2026-03-01T10:00:00+08:00');

/** A guest cart: HK$120 of an ordinary product and 2 × HK$600 of a product withdrawn since it was added. */
const kept = cartItem(30001, { product_price: 120 });
const withdrawn = cartItem(30002, { product_price: 600, quantity: 2, product_inventory: 40, on_sale: false });
const items = [kept, withdrawn];

const offline = () =>
  previewTotals(items, {
    now: NOW,
    level: 'guest',
    validPoints: 0,
    coupon: null,
    freeDelivery: null,
    locationId: 6,
  });

function renderLine(locale: 'zh-HK' | 'en', index: number, totals = offline()) {
  const view = buildCartView({ items, totals, pendingKeys: new Set() });
  const line = view.lines[index];
  if (!line) throw new Error(`No line ${index}`);
  return renderToString(
    <MemoryRouter>
      <AppIntlProvider locale={locale} messages={locale === 'en' ? en : zhHK}>
        <CartLineRow
          line={line}
          busy={false}
          onChange={() => {}}
          onRemove={() => {}}
          onDeliveryTimes={() => {}}
        />
      </AppIntlProvider>
    </MemoryRouter>,
  );
}

describe('a cart line no longer on sale', () => {
  it('is shown as no longer available, with a remove control and no quantity buttons', () => {
    const html = renderLine('zh-HK', 1);
    expect(html).toContain('不再供應');
    expect(html).toContain('data-not-for-sale="true"');
    expect(html).toContain('data-testid="line-remove"');
    expect(html).not.toContain('data-testid="line-plus"');
    expect(html).not.toContain('售罄');
    expect(renderLine('en', 1)).toContain('No longer available');
    expect(renderLine('zh-HK', 0)).not.toContain('不再供應');
  });

  it('is left out of the total offline, and checkout waits until it is removed', () => {
    const totals = offline();
    const view = buildCartView({ items, totals, pendingKeys: new Set() });
    expect(view.lines.map((line) => [line.notForSale, line.lineTotal])).toEqual([
      [false, 12_000],
      [true, 0],
    ]);
    // HK$120 of goods and HK$30 delivery: the withdrawn HK$1,200 counts for nothing.
    expect([totals.productTotal, totals.shipping, totals.orderTotal]).toEqual([12_000, 3_000, 15_000]);
    expect(view.stockProblems).toEqual([]);
    expect(view.checkoutBlock).toBe('notForSale');
    const removed = buildCartView({
      items: [kept],
      totals: previewTotals([kept], {
        now: NOW,
        level: 'guest',
        validPoints: 0,
        coupon: null,
        freeDelivery: null,
        locationId: 6,
      }),
      pendingKeys: new Set(),
    });
    expect(removed.checkoutBlock).toBeNull();
  });

  it('is left out of the total as order/guest/pre priced it', () => {
    const answer = preAnswer(
      [orderProduct(kept), orderProduct(withdrawn, { price: 0, lineTotalBeforeDiscount: 0, lineTotal: 0 })],
      {
        productTotal: 120,
        productTotalBeforeDiscount: 120,
        shippingFee: 30,
        orderTotal: 150,
        canCheckout: false,
        warnings: [{ code: 'PRODUCT_NOT_FOR_SALE', productId: 30002 }],
      },
    );
    const totals = totalsFromPre(answer);
    const view = buildCartView({ items, totals, pendingKeys: new Set() });
    expect(view.lines[1]).toMatchObject({ notForSale: true, lineTotal: 0 });
    expect(totals.orderTotal).toBe(15_000);
    expect(view.checkoutBlock).toBe('notForSale');
    expect(renderLine('zh-HK', 1, totals)).toContain('不再供應');
  });
});
