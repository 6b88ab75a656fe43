import { describe, expect, it } from 'vitest';
import { placeAnchors } from './anchors.ts';
import { demoteHeadings } from './ContentPage.tsx';

describe('content page anchors', () => {
  it('gives the headings their ids in document order and says which it placed', () => {
    const html = '<h1>網店資訊</h1><h2>送貨安排</h2><p>…</p><h2 class="x">付款方式</h2><h2>退換貨</h2>';
    expect(placeAnchors(html, 'h2', ['shipping', 'payment', 'returns', 'points'])).toEqual({
      html: '<h1>網店資訊</h1><h2 id="shipping">送貨安排</h2><p>…</p><h2 id="payment" class="x">付款方式</h2><h2 id="returns">退換貨</h2>',
      placed: ['shipping', 'payment', 'returns'],
    });
  });

  it('anchors sections, and leaves an element that has an id', () => {
    const html =
      '<section><h2>女士</h2></section><section id="kept"><h2>染髮</h2></section><section><h2>男士</h2></section>';
    const result = placeAnchors(html, 'section', ['female', 'colorant', 'men']);
    expect(result.placed).toEqual(['female', 'men']);
    expect(result.html).toContain('<section id="female">');
    expect(result.html).toContain('<section id="kept">');
    expect(result.html).toContain('<section id="men">');
  });

  it('does not take <sectionx> or <h2x> for the tag', () => {
    expect(placeAnchors('<h2x>a</h2x><h2>b</h2>', 'h2', ['one']).html).toBe(
      '<h2x>a</h2x><h2 id="one">b</h2>',
    );
  });

  it('turns an appendix’s h1 into an h2', () => {
    expect(demoteHeadings('<h1>聯絡我們</h1><p>x</p><H1 class="a">y</H1>')).toBe(
      '<h2>聯絡我們</h2><p>x</p><h2 class="a">y</h2>',
    );
  });
});
