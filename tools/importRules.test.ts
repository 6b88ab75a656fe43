import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatOffences,
  importSpecifiers,
  offencesIn,
  packageSources,
  repositoryOffences,
} from './importRules.ts';
import { formatRefusalOffences, refusalOffencesIn, repositoryRefusalOffences } from './refusalRule.ts';

const root = resolve(import.meta.dirname, '..');

describe('import rules (docs/architecture.md, web/README.md)', () => {
  it('hold in every package', () => {
    // One line per offending import, e.g. "web/src/lib/x.ts imports '../features/cart/y.ts': shared code
    // never imports features/cart".
    expect(formatOffences(repositoryOffences(root))).toBe('');
  });

  it('scan the sources of every package, tests included', () => {
    const web = packageSources(root, 'web');
    expect(web).toContain('web/src/lib/intl.tsx');
    expect(web).toContain('web/src/features/cart/cartStore.test.ts');
    expect(web.some((file) => file.includes('node_modules') || file.includes('/dist/'))).toBe(false);
    expect(packageSources(root, 'domain')).toContain('domain/src/money.ts');
  });
});

describe('the checker', () => {
  it('finds static, type-only, re-exported and dynamic imports', () => {
    const code = [
      "import type { A } from './a.ts';",
      "export * from './b.ts';",
      "export type { C } from './c.ts';",
      "const d = await import('./d.ts');",
      "import './e.css';",
    ].join('\n');
    expect(importSpecifiers(code)).toEqual(['./a.ts', './b.ts', './c.ts', './d.ts', './e.css']);
  });

  it('catches a planted break of each package rule', () => {
    const planted = [
      offencesIn('domain/src/pricing/x.ts', "import pg from 'pg';\nimport { readFile } from 'node:fs';"),
      offencesIn('domain/src/x.ts', "import type { Db } from '@shop/projections/ports/db';"),
      offencesIn('projections/src/x.ts', "import { app } from '@shop/bff/app';"),
      offencesIn('web/src/lib/x.ts', "import type { Db } from '@shop/bff/db';"),
      offencesIn('web/src/lib/x.ts', "import { priceCart } from '../../../domain/src/pricing/priceCart.ts';"),
      // Tests and their helpers may read files and use test tools; domain code beside them may not.
      offencesIn(
        'domain/src/pricing/x.test.ts',
        "import { readFile } from 'node:fs';\nimport { it } from 'vitest';",
      ),
      offencesIn('domain/src/testing/given.ts', "import { expect } from 'vitest';"),
    ].flat();
    expect(formatOffences(planted).split('\n')).toEqual([
      "domain/src/pricing/x.ts imports 'pg': domain may import zod only",
      "domain/src/pricing/x.ts imports 'node:fs': domain may import zod only",
      "domain/src/x.ts imports '@shop/projections/ports/db': domain may import no other package",
      "projections/src/x.ts imports '@shop/bff/app': projections may import @shop/domain",
      "web/src/lib/x.ts imports '@shop/bff/db': web may import @shop/domain",
      "web/src/lib/x.ts imports '../../../domain/src/pricing/priceCart.ts': web reaches outside its package by a relative path",
    ]);
  });

  it('catches a planted break of each web layer rule', () => {
    const planted = [
      offencesIn('web/src/i18n/zh-HK.ts', "import * as cart from '../features/cart/messages.ts';"),
      offencesIn('web/src/components/layout/Header.tsx', "import { App } from '../../app/index.tsx';"),
      offencesIn(
        'web/src/features/cart/CartPage.tsx',
        "import type { X } from '../favourites/favouritesStore.ts';",
      ),
      offencesIn('web/src/features/cart/x.ts', "const r = await import('../../app/router.tsx');"),
      offencesIn('web/src/app/x.ts', "import '../startApp.tsx';"),
    ].flat();
    expect(formatOffences(planted).split('\n')).toEqual([
      "web/src/i18n/zh-HK.ts imports '../features/cart/messages.ts': shared code never imports features/cart",
      "web/src/components/layout/Header.tsx imports '../../app/index.tsx': shared code never imports app",
      "web/src/features/cart/CartPage.tsx imports '../favourites/favouritesStore.ts': features never import each other",
      "web/src/features/cart/x.ts imports '../../app/router.tsx': features/cart never imports app",
      "web/src/app/x.ts imports '../startApp.tsx': the app never imports an entry",
    ]);
  });

  it('lets each layer import what it may', () => {
    const allowed = [
      offencesIn('domain/src/x.ts', "import { z } from 'zod';\nimport { cents } from './money.ts';"),
      offencesIn('domain/src/x.test.ts', "import { it } from 'vitest';\nimport fc from 'fast-check';"),
      offencesIn(
        'bff/src/x.ts',
        "import '@shop/domain/money';\nimport '@shop/projections/ports/db';\nimport pg from 'pg';",
      ),
      offencesIn(
        'web/src/features/cart/x.ts',
        "import './cartItem.ts';\nimport '../../lib/api.ts';\nimport '@shop/domain/money';",
      ),
      offencesIn(
        'web/src/app/router.tsx',
        "import '../features/cart/routes.ts';\nimport '../components/x.tsx';",
      ),
      offencesIn('web/src/server/render.tsx', "import '../app/router.tsx';\nimport '../features/cart/x.ts';"),
      offencesIn('web/vite.config.ts', "import { zhHK } from './src/app/messages/zh-HK.ts';"),
    ].flat();
    expect(allowed).toEqual([]);
  });
});

describe('the bff refuses one way (docs/architecture.md)', () => {
  it('builds HTTP errors in its HTTP layer only', () => {
    // One line per offence, e.g. "bff/src/orders/x.ts new HttpError: only the HTTP layer builds an HTTP error…".
    expect(formatRefusalOffences(repositoryRefusalOffences(root))).toBe('');
  });

  it('catches a feature that builds an HTTP error', () => {
    const planted = [
      refusalOffencesIn(
        'bff/src/orders/x.ts',
        "import { HttpError } from '../errors.ts';\nthrow new HttpError(422, 'CART_EMPTY', 'Nothing.');",
      ),
      refusalOffencesIn(
        'bff/src/admin/content/x.ts',
        "import { badRequest, notFound } from '../../errors.ts';",
      ),
      refusalOffencesIn('bff/src/members/x.ts', "import { notFound as missing } from '../errors.ts';"),
    ].flat();
    expect(
      formatRefusalOffences(planted)
        .split('\n')
        .map((line) => line.split(':')[0]),
    ).toEqual([
      'bff/src/orders/x.ts imports HttpError',
      'bff/src/orders/x.ts new HttpError',
      'bff/src/admin/content/x.ts imports badRequest',
      'bff/src/admin/content/x.ts imports notFound',
      'bff/src/members/x.ts imports notFound',
    ]);
  });

  it('lets the HTTP layer build them, and features throw DomainError or read the types', () => {
    const allowed = [
      ['bff/src/routes/order/x.ts', "import { notFound } from '../../errors.ts';"],
      ['bff/src/http/x.ts', "import { HttpError } from '../errors.ts';\nthrow new HttpError(400, 'X', 'x');"],
      ['bff/src/plugins/x.ts', "import { HttpError } from '../errors.ts';"],
      ['bff/src/limits/x.ts', "import { HttpError } from '../errors.ts';"],
      [
        'bff/src/orders/x.ts',
        "import { DomainError } from '@shop/domain/errors';\nimport { statusOf } from '../errors.ts';",
      ],
      ['bff/src/orders/y.ts', "import type { HttpError } from '../errors.ts';"],
    ].flatMap(([file, code]) => refusalOffencesIn(file as string, code as string));
    expect(allowed).toEqual([]);
  });
});

describe('the bff app (bff/src/app.ts)', () => {
  it('is imported by server.ts alone: the rest reads its dependencies from appDeps.ts', () => {
    const importsApp = (file: string) =>
      importSpecifiers(readFileSync(join(root, file), 'utf8')).some(
        (specifier) => specifier.startsWith('.') && join(dirname(file), specifier) === 'bff/src/app.ts',
      );
    expect(packageSources(root, 'bff').filter(importsApp)).toEqual(['bff/src/server.ts']);
  });
});
