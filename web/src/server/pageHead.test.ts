import { CONTENT_PAGE_PATHS } from '@shop/domain/catalogue/pagePaths';
import { describe, expect, it } from 'vitest';
import { contentPages, PAGE_CONTENT } from '../features/content/pages.ts';
import { escapeAttribute, pageKindOf } from './pageHead.ts';
import { jsonLdScript } from './structuredData.ts';

describe('the head of a served page', () => {
  it('names each content page by the path the router serves it at (the sitemap lists the same)', () => {
    const routed = Object.fromEntries(contentPages.map((page) => [page.pageContentId, `/${page.path}`]));
    expect({ ...routed, [PAGE_CONTENT.club]: '/club' }).toEqual(CONTENT_PAGE_PATHS);
  });

  it('tells the kind of page from its route', () => {
    expect(pageKindOf(undefined)).toBe('home');
    expect(pageKindOf('product/:idOrUrlName')).toBe('product');
    expect(pageKindOf('category/:categoryId')).toBe('category');
    expect(pageKindOf('offer')).toBe('category');
    expect(pageKindOf('article/:articleId')).toBe('article');
    expect(pageKindOf('faq')).toBe('content');
  });

  it('keeps text from the database inside its attribute and its JSON-LD script', () => {
    const name = `</script><script>alert("x")</script> 'q' & more`;
    expect(escapeAttribute(name)).toBe(
      '&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;q&#39; &amp; more',
    );
    const script = jsonLdScript({ name });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<script>alert');
    const json = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(script)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ name });
  });
});
