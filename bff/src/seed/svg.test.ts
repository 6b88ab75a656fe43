import { describe, expect, it } from 'vitest';
import { bannerSvg, escapeXml, packshotSvg, wrapText } from './svg.ts';

describe('svg helpers', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Tom & Jerry's <"best">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt;');
  });

  it('wraps CJK anywhere and Latin text at spaces, cutting the last line with an ellipsis', () => {
    expect(wrapText('玻尿酸深層保濕精華', 7, 3)).toEqual(['玻尿酸深層保濕', '精華']);
    expect(wrapText('Hyaluronic Deep Hydrating Serum', 10, 3)).toEqual([
      'Hyaluronic Deep',
      'Hydrating Serum',
    ]);
    const cut = wrapText('一二三四五六七八九十', 3, 2);
    expect(cut).toEqual(['一二三', '四五…']);
  });

  it('puts escaped names, size and viewBox into a packshot', () => {
    const svg = packshotSvg({
      shape: 'jar',
      hue: 20,
      brand: 'A&B',
      nameChi: '<測試>',
      nameEng: 'Cream "Rich"',
      badge: '50ml',
    });
    expect(
      svg.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"',
      ),
    ).toBe(true);
    expect(svg).toContain('&lt;測試&gt;');
    expect(svg).toContain('A&amp;B');
    expect(svg).not.toContain('<測試>');
    expect(svg).toContain('>50ml</text>');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('sizes banners as asked', () => {
    const mobile = bannerSvg({ width: 750, height: 750, hue: 200, title: '夏日護膚節', cta: '立即選購' });
    expect(mobile).toContain('width="750" height="750" viewBox="0 0 750 750"');
    expect(mobile).toContain('text-anchor="middle"');
    const desktop = bannerSvg({ width: 1920, height: 600, hue: 200, title: '夏日護膚節' });
    expect(desktop).toContain('viewBox="0 0 1920 600"');
    expect(desktop).toContain('text-anchor="start"');
  });
});
