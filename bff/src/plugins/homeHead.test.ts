import { describe, expect, it } from 'vitest';
import { HOME_PAGE_MODULE, homeHead, homeModulePreloads } from './homeHead.ts';

const banner = { bannerPosition: 1, bannerContent: 'wide.png', mobileBannerContent: 'narrow.png' };

describe('homeHead', () => {
  it('preloads the first carousel banner per width and writes the data safely', () => {
    const head = homeHead(
      [
        { ...banner, bannerPosition: 2, mobileBannerContent: 'other.png' },
        { ...banner, title: '</script><b>' },
      ],
      [],
    );
    expect(head).toContain('href="/api/file/narrow.png" media="(max-width: 639px)"');
    expect(head).toContain('href="/api/file/wide.png" media="(min-width: 640px)"');
    expect(head).not.toContain('other.png" media');
    expect(head).not.toContain('</script><b>');
    const json = /<script type="application\/json" id="home-data">(.*)<\/script>$/.exec(head)?.[1];
    expect(JSON.parse(json ?? 'null').banners[1].title).toBe('</script><b>');
  });

  it('uses the desktop picture for every width when there is no mobile one, and nothing without data', () => {
    expect(homeHead([{ ...banner, mobileBannerContent: null }], null)).toBe(
      '<link rel="preload" as="image" href="/api/file/wide.png" media="all" fetchpriority="high">',
    );
    expect(homeHead(null, null)).toBe('');
  });

  it('modulepreloads the home page chunk and its imports that the shell does not already load', () => {
    const manifest = {
      [HOME_PAGE_MODULE]: {
        file: 'assets/HomePage-1.js',
        imports: ['_carousel.js', '_framework.js'],
        css: ['assets/HomePage-4.css'],
      },
      '_carousel.js': { file: 'assets/carousel-2.js', imports: ['_framework.js', '_carousel.js'] },
      '_framework.js': { file: 'assets/framework-3.js' },
    };
    const shell = '<link rel="modulepreload" crossorigin href="/assets/framework-3.js">';
    expect(homeModulePreloads(manifest, shell)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/carousel-2.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/HomePage-4.css">',
    );
    expect(homeModulePreloads(null, shell)).toBe('');
    expect(homeModulePreloads({}, shell)).toBe('');
  });
});
