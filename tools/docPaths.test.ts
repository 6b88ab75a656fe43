import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingPaths, namedPaths, pathExists, trackedFiles } from './docPaths.ts';

const root = resolve(import.meta.dirname, '..');

describe('the paths README.md and docs/ name', () => {
  it('all exist', () => {
    expect(missingPaths(root, trackedFiles(root)).join('\n')).toBe('');
  });

  it('are read from backticks: files and folders, not URLs, types or placeholders', () => {
    const markdown = [
      'See `bff/src/orders/` and `routes/order/place.ts`, `web/src/app/router.tsx`, `docs/orders.md`.',
      'Not `order/member/add`, `image/webp`, `routes/<resource>/`, `src/**/*.test.ts`, `/api/health`,',
      '`./data`, `cart/…`, `a b/c.ts` or `Idempotency-Key`; built or written when run: `bff/dist/main.js`,',
      '`web/dist-server/render.js`, `DATA_DIR/vapid-keys.json`, `index/`.',
    ].join('\n');
    expect(namedPaths(markdown)).toEqual([
      'bff/src/orders/',
      'routes/order/place.ts',
      'web/src/app/router.tsx',
      'docs/orders.md',
    ]);
  });

  it('exist when a file ends with them, or a folder does', () => {
    const files = ['bff/src/cart/coupons.ts', 'bff/src/routes/order/place.ts'];
    expect(pathExists('cart/coupons.ts', files)).toBe(true);
    expect(pathExists('bff/src/cart/coupons.ts', files)).toBe(true);
    expect(pathExists('routes/order/', files)).toBe(true);
    expect(pathExists('cart/discounts.ts', files)).toBe(false);
    expect(pathExists('art/coupons.ts', files)).toBe(false);
    expect(pathExists('routes/orderAdd/', files)).toBe(false);
  });
});
