import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseShopLink, readShopLink } from './shopLink.ts';

const SHOP = 'https://shop.hk';

/** Where a browser on the shop's page goes when it follows `link`. */
const browserReading = (link: string) => new URL(link, SHOP);

describe('readShopLink', () => {
  it('takes the shop’s paths as the browser reads them, and https addresses', () => {
    expect(readShopLink('/category/80000')).toEqual({ kind: 'path', path: '/category/80000' });
    expect(readShopLink('/search?q=護髮#top')).toEqual({
      kind: 'path',
      path: '/search?q=%E8%AD%B7%E9%AB%AE#top',
    });
    // What the browser would follow, not what was typed: dot segments are resolved.
    expect(readShopLink('/article/../club')).toEqual({ kind: 'path', path: '/club' });
    expect(readShopLink('/%09/evil.example/..')).toEqual({ kind: 'path', path: '/%09/' });
    expect(readShopLink('https://Brand.example/campaign?a=1')).toEqual({
      kind: 'external',
      href: 'https://brand.example/campaign?a=1',
    });
    expect(normaliseShopLink('')).toBe('');
    expect(normaliseShopLink('/club')).toBe('/club');
  });

  it.each([
    // Another host to the browser, though they look like paths.
    ['/\\evil.example'],
    ['//evil.example'],
    ['\\\\evil.example'],
    ['\\/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['/.//evil.example'],
    ['/a/..//evil.example'],
    // Not https, or not what it looks like.
    ['http://evil.example'],
    ['https://shop.hk@evil.example'],
    ['https://user:pass@brand.example/'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['https:evil.example'],
    ['https:/evil.example'],
    ['https://'],
    ['evil.example'],
    ['category/80000'],
    ['/club\u0000'],
    ['/club page'],
    ['/club\u007f'],
    ['/club\u0085'],
  ])('refuses %j', (link) => {
    expect(readShopLink(link)).toBeNull();
    expect(normaliseShopLink(link)).toBeNull();
  });

  it('what the refused look-alikes are to a browser: other hosts, or a path that would be one', () => {
    expect(new URL('/.//evil.example', SHOP).pathname).toBe('//evil.example');
    expect(browserReading('/\\evil.example').host).toBe('evil.example');
    expect(browserReading('/\t/evil.example').host).toBe('evil.example');
    expect(browserReading('\\\\evil.example').host).toBe('evil.example');
    expect(browserReading('https://shop.hk@evil.example').host).toBe('evil.example');
  });

  /** Pieces that URL parsers treat specially, so that generated links hit the corners. */
  const piece = fc.oneof(
    fc.constantFrom(
      '/',
      '\\',
      '//',
      '/\\',
      ':',
      '@',
      '.',
      '..',
      '%2F',
      '%5C',
      '%09',
      '\t',
      '\n',
      '\r',
      ' ',
      '\u0000',
      '\u001f',
      '\u007f',
      '\u3000',
      '\u200b',
      '\ufeff',
      'https:',
      'http:',
      'HTTPS://',
      'javascript:',
      'evil.example',
      'shop.hk',
      'localhost',
      '?',
      '#',
      'a',
      '文',
      '[::1]',
      '127.0.0.1',
    ),
    fc.string({ maxLength: 4, unit: 'binary' }),
  );
  const link = fc.oneof(
    fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join('')),
    fc.array(piece, { maxLength: 8 }).map((pieces) => `/${pieces.join('')}`),
    fc.string({ unit: 'binary' }),
  );

  it('property: a link it takes, typed or as stored, leads to the shop’s origin or to an https site', () => {
    for (const origin of [SHOP, 'http://localhost:5173']) {
      fc.assert(
        fc.property(link, (typed) => {
          const read = readShopLink(typed);
          if (read === null) return;
          const stored = normaliseShopLink(typed) ?? '';
          for (const followed of [typed, stored]) {
            const url = new URL(followed, origin);
            if (read.kind === 'path') expect(url.origin, followed).toBe(origin);
            else {
              expect(url.protocol, followed).toBe('https:');
              expect(url.username, followed).toBe('');
            }
          }
          // The stored form reads the same again.
          expect(readShopLink(stored)).toEqual(read);
        }),
        { numRuns: 5000 },
      );
    }
  });
});
