import { describe, expect, it } from 'vitest';
import { isArticleCategory, pageNameFromMeta } from './meta.ts';

describe('catalogue page metadata', () => {
  it('drops the shop name a metatitle already carries', () => {
    expect(pageNameFromMeta('全部產品 | 悅港生活', '全部產品', ['悅港生活'])).toBe('全部產品');
    expect(pageNameFromMeta('護膚精華｜悅港生活', 'x', ['悅港生活'])).toBe('護膚精華');
    expect(pageNameFromMeta('Serums | Joy Harbour Living', 'x', ['Joy Harbour Living'])).toBe('Serums');
  });

  it("drops either of the shop's names: a Chinese metatitle shown in English names the shop once", () => {
    // The configured names (悅港生活 / Joy Harbour Living) by default.
    expect(pageNameFromMeta('玻尿酸深層保濕精華 | 悅港生活', 'x')).toBe('玻尿酸深層保濕精華');
    expect(pageNameFromMeta('Serums | Joy Harbour Living', 'x')).toBe('Serums');
    expect(pageNameFromMeta('Tea (1+1) | A.B', 'x', ['A.B'])).toBe('Tea (1+1)');
    expect(pageNameFromMeta('Tea | AxB', 'x', ['A.B'])).toBe('Tea | AxB');
  });

  it('keeps a metatitle without the shop name, and falls back to the name when there is none', () => {
    expect(pageNameFromMeta('夏日精選', '護膚精華', ['悅港生活'])).toBe('夏日精選');
    expect(pageNameFromMeta('', '護膚精華', ['悅港生活'])).toBe('護膚精華');
    expect(pageNameFromMeta(null, '護膚精華', ['悅港生活'])).toBe('護膚精華');
    expect(pageNameFromMeta(' | 悅港生活', '護膚精華', ['悅港生活'])).toBe('護膚精華');
  });

  it('treats ids above 90000 up to 99999 as article categories', () => {
    expect(isArticleCategory('90000')).toBe(false);
    expect(isArticleCategory('90001')).toBe(true);
    expect(isArticleCategory(99999)).toBe(true);
    expect(isArticleCategory('100000')).toBe(false);
    expect(isArticleCategory('80000')).toBe(false);
    expect(isArticleCategory('all')).toBe(false);
    expect(isArticleCategory('90001abc')).toBe(false);
  });
});
