import { describe, expect, it } from 'vitest';
import {
  APP_START_MODULE,
  type BuildManifest,
  pageAssets,
  pageHtml,
  SERVED_PAGE_ELEMENT_ID,
  shellHtml,
} from './pageHtml.ts';

const shell =
  '<!doctype html><html lang="zh-HK"><head><meta name="description" content="香港網上商店" /><title>悅港生活</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
  '</head><body><div id="root"></div></body></html>';

const manifest: BuildManifest = {
  [APP_START_MODULE]: { file: 'assets/startApp-2.js', imports: ['_framework.js', '_shell.js'] },
  '_framework.js': { file: 'assets/framework-3.js' },
  '_shell.js': { file: 'assets/shell-4.js', imports: ['_framework.js'], css: ['assets/shell-4.css'] },
  'src/ProductPage.tsx': {
    file: 'assets/ProductPage-5.js',
    imports: ['_shell.js', '_framework.js'],
    css: ['assets/ProductPage-5.css', 'assets/index-1.css'],
  },
};

const page = {
  html: '<h1>玻尿酸深層保濕精華</h1><p>HK$&amp; $& $1</p>',
  title: '玻尿酸深層保濕精華 | 悅港生活',
  description: '保濕 "24小時" & 修護',
  lang: 'en',
  head: '<link rel="canonical" href="https://shop.example/product/serum?lang=en">',
  modules: ['src/ProductPage.tsx'],
  data: { loaderData: { product: { name: '</script><script>alert(1)</script>' } }, apiPaths: ['/api/x'] },
};

describe('pageAssets', () => {
  it("collects the app start's and the page's chunks and stylesheets, each once, minus the shell's own", () => {
    expect(pageAssets(manifest, ['src/ProductPage.tsx', 'src/unknown.tsx'], shell)).toEqual({
      scripts: [
        '/assets/startApp-2.js',
        '/assets/framework-3.js',
        '/assets/shell-4.js',
        '/assets/ProductPage-5.js',
      ],
      styles: ['/assets/shell-4.css', '/assets/ProductPage-5.css'],
    });
    expect(pageAssets(null, ['src/ProductPage.tsx'], shell)).toEqual({ scripts: [], styles: [] });
  });
});

describe('pageHtml', () => {
  const html = pageHtml(shell, page, manifest);

  it('puts the markup in #root as it is, even text that looks like a replacement pattern', () => {
    expect(html).toContain('<div id="root"><h1>玻尿酸深層保濕精華</h1><p>HK$&amp; $& $1</p></div>');
  });

  it('titles the page and links its stylesheets, but leaves its scripts for the entry to fetch', () => {
    expect(html).toContain('<title>玻尿酸深層保濕精華 | 悅港生活</title>');
    expect(html).not.toContain('<title>悅港生活</title>');
    expect(html).toContain('<meta name="description" content="保濕 &quot;24小時&quot; &amp; 修護" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-4.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/ProductPage-5.css">');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(html).toContain(
      'data-modules="/assets/startApp-2.js /assets/framework-3.js /assets/shell-4.js /assets/ProductPage-5.js"',
    );
  });

  it("names the page's language and puts its canonical and preview tags in the head", () => {
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(
      /<link rel="canonical" href="https:\/\/shop.example\/product\/serum\?lang=en">[\s\S]*<\/head>/,
    );
  });

  it('writes the data as JSON that cannot end its script element', () => {
    const json = new RegExp(
      `<script type="application/json" id="${SERVED_PAGE_ELEMENT_ID}"[^>]*>(.*?)</script>`,
    ).exec(html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json ?? 'null')).toEqual(page.data);
  });

  it("keeps the shell's description when the page has none of its own", () => {
    expect(pageHtml(shell, { ...page, description: null }, manifest)).toContain(
      '<meta name="description" content="香港網上商店" />',
    );
  });

  it('keeps the shell as it is when it has no empty #root to fill', () => {
    const other = '<html><head></head><body><main></main></body></html>';
    expect(pageHtml(other, page, manifest)).toBe(other);
  });
});

describe('shellHtml', () => {
  it("preloads the app's start and links its stylesheets for a page the browser renders", () => {
    const html = shellHtml(shell, manifest);
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/shell-4.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/startApp-2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-3.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/shell-4.js"></head>',
    );
    expect(html).toContain('<div id="root"></div>');
    expect(shellHtml(shell, null)).toBe(shell);
  });
});
