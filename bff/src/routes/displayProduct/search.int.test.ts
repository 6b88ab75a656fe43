import { type DisplayProductPage, displayProductPageSchema } from '@shop/domain/catalogue/apiSchemas';
import { normaliseSearchText, searchIndexTerms } from '@shop/domain/catalogue/searchTokens';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

/**
 * Display products written straight into the tables (as the admin back office would), so the search
 * index must follow through its triggers. Shop order (sort_order) is the reverse of the expected rank,
 * so a ranking that fell back to shop order would fail.
 */
const FIXTURES = [
  { id: 9001, chi: '晨曦測驗甲', eng: 'Zephyr Glow', sort: -1 },
  { id: 9002, chi: '晨曦測驗乙', eng: 'Zephyr Glow Toner', sort: -2 },
  { id: 9003, chi: '晨曦測驗丙', eng: 'Night Zephyr Glow Cream', sort: -3 },
  { id: 9004, chi: '晨曦測驗丁', eng: 'Glow Zephyr Balm', sort: -4 },
  { id: 9011, chi: '煥顏凝萃', eng: 'Quokka One', sort: -11 },
  { id: 9012, chi: '煥顏凝萃露', eng: 'Quokka Two', sort: -12 },
  { id: 9013, chi: '極致煥顏凝萃', eng: 'Quokka Three', sort: -13 },
  { id: 9014, chi: '凝萃煥顏', eng: 'Quokka Four', sort: -14 },
];

describe.each(testDatabases())('POST displayProduct/search on $name', (leg) => {
  let shop: TestShop;

  const search = async (payload: Record<string, unknown> | string, url = '/api/displayProduct/search') => {
    const response = await shop.app.inject({
      method: 'POST',
      url,
      ...(typeof payload === 'string'
        ? { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
        : { payload }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return displayProductPageSchema.parse(response.json()) as DisplayProductPage;
  };
  const idsOf = (result: DisplayProductPage) => result.list.map((card) => card.displayProductId);
  const fixtureIdsOf = (result: DisplayProductPage) => idsOf(result).filter((id) => id >= 9000 && id < 9100);

  beforeAll(async () => {
    shop = await startTestShop(leg);
    for (const f of FIXTURES) {
      await shop.db.query(
        `insert into display_products (display_product_id, name_chi, name_eng, url_naming, price_cents, sort_order)
         values ($1, $2, $3, $4, 10000, $5)`,
        [f.id, f.chi, f.eng, `fixture-${f.id}`, f.sort],
      );
      await shop.db.query(
        `insert into products (display_product_id, name_chi, name_eng, price_cents, sku, inventory)
         values ($1, $2, $3, 10000, $4, 5)`,
        [f.id, f.chi, f.eng, `FIX-${f.id}-01`],
      );
    }
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('ranks a whole-name match before a prefix before a substring before scattered words', async () => {
    const result = await search({ searchString: 'zephyr glow' });
    expect(fixtureIdsOf(result)).toEqual([9001, 9002, 9003, 9004]);
    expect(idsOf(result)[0]).toBe(9001);
  });

  it('ranks the same way for Chinese typed without spaces, and finds scattered characters last', async () => {
    const result = await search({ searchString: '煥顏凝萃' });
    expect(fixtureIdsOf(result)).toEqual([9011, 9012, 9013, 9014]);
    expect(idsOf(result).slice(0, 4)).toEqual([9011, 9012, 9013, 9014]);
  });

  it('finds 玻尿酸深層保濕精華 by 保濕, by 保濕精華 and by 深層精華 (not a substring)', async () => {
    const { rows } = await shop.db.query<{ display_product_id: number }>(
      "select display_product_id from display_products where name_chi = '玻尿酸深層保濕精華'",
    );
    const serum = rows[0]!.display_product_id;
    for (const searchString of ['保濕', '保濕精華', '深層精華', '深層保濕精華']) {
      const result = await search({ searchString });
      expect(idsOf(result), searchString).toContain(serum);
      for (const card of result.list) {
        const name = card.displayProductNameChi;
        // Every result holds every searched character.
        for (const character of searchString) {
          expect(`${name} ${card.products.map((p) => p.productNameChi).join(' ')}`).toContain(character);
        }
      }
    }
    // Its characters together rank it above products that merely hold them apart.
    expect(idsOf(await search({ searchString: '深層保濕精華' }))[0]).toBe(serum);
  });

  it('matches English word prefixes case-insensitively, full-width letters too', async () => {
    const lower = await search({ searchString: 'hydrat' });
    expect(lower.total).toBeGreaterThan(1);
    for (const card of lower.list) expect(card.displayProductNameEng.toLowerCase()).toContain('hydrat');
    expect(idsOf(await search({ searchString: 'HYDRAT' }))).toEqual(idsOf(lower));
    expect(idsOf(await search({ searchString: 'ｈｙｄｒａｔ' }))).toEqual(idsOf(lower));
  });

  it('finds a product by SKU (whole first) and by hashtag, and accepts a form body', async () => {
    const bySku = await search('searchString=JHS-1001-02');
    expect(bySku.list[0]?.products.map((p) => p.sku)).toContain('JHS-1001-02');

    const { rows } = await shop.db.query<{ display_product_id: number }>(
      `select dh.display_product_id from display_product_hashtags dh join display_products dp using (display_product_id)
       where dh.hashtag_id = 6 and dp.status = 1 order by 1`,
    );
    const tagged = rows.map((row) => row.display_product_id);
    expect(tagged.length).toBeGreaterThan(0);
    const byTag = await search({ searchString: '親子共讀' });
    for (const id of tagged) expect(idsOf(byTag)).toContain(id);
  });

  it('never finds a product through hashtag 91, nor a hidden product', async () => {
    const hiddenTag = await search({ searchString: '內部測試' });
    expect(hiddenTag.list).toEqual([]);

    const { rows } = await shop.db.query<{ name_chi: string }>(
      'select name_chi from display_products where status <> 1 order by display_product_id limit 1',
    );
    const hidden = await search({ searchString: rows[0]!.name_chi });
    for (const card of hidden.list) expect(card.status).toBe(1);
    expect(hidden.list.map((card) => card.displayProductNameChi)).not.toContain(rows[0]!.name_chi);
  });

  it('pages results like the lists, from the body or the query string', async () => {
    const all = await search({ searchString: 'zephyr' });
    expect(all.total).toBe(4);
    const second = await search({ searchString: 'zephyr', page: 2, size: 3 });
    expect(second).toMatchObject({ pageno: 2, pagenum: 2, total: 4 });
    expect(idsOf(second)).toEqual(idsOf(all).slice(3));
    const viaQuery = await search({ searchString: 'zephyr' }, '/api/displayProduct/search?page=2&size=3');
    expect(idsOf(viaQuery)).toEqual(idsOf(second));
  });

  it('answers an empty list for punctuation only, and 400 for an empty or missing search string', async () => {
    const punctuation = await search({ searchString: '？！' });
    expect(punctuation).toEqual({ list: [], pageno: 1, pagenum: 0, total: 0 });
    for (const payload of [{ searchString: '   ' }, {}, { searchString: 'x'.repeat(101) }]) {
      const response = await shop.app.inject({ method: 'POST', url: '/api/displayProduct/search', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    const noBody = await shop.app.inject({ method: 'POST', url: '/api/displayProduct/search' });
    expect(noBody.statusCode).toBe(400);
  });

  it('answers every query a shopper can type, tsquery syntax and quotes too, with shown products only', async () => {
    // The query's terms reach Postgres as a tsquery: no piece of one may be read as its syntax.
    const piece = fc.constantFrom(
      ...[
        "'",
        "''",
        '\\',
        ':',
        ':*',
        '*',
        '&',
        '|',
        '!',
        '(',
        ')',
        '<->',
        '<2>',
        ' ',
        'a',
        'Zephyr',
        'glow',
        '１０',
        'ａｂ',
      ],
      ...['精', '華', '保濕', '𠀋', 'é', 'Ω', '　', '-', ',', 'JHS-1001'],
    );
    const query = fc
      .array(piece, { minLength: 1, maxLength: 30 })
      .map((pieces) => pieces.join(''))
      .filter((text) => text.trim().length > 0 && text.trim().length <= 100);
    await fc.assert(
      fc.asyncProperty(query, async (searchString) => {
        const page = await search({ searchString, size: 50 });
        expect(page.total).toBeGreaterThanOrEqual(page.list.length);
        expect(new Set(idsOf(page)).size).toBe(page.list.length);
        for (const card of page.list) expect(card.status).toBe(1);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps the index in step with catalogue writes (names, variants, hashtags)', async () => {
    await shop.db.query(
      "update display_products set name_eng = 'Wombat Radiance' where display_product_id = 9004",
    );
    expect(idsOf(await search({ searchString: 'wombat' }))).toEqual([9004]);
    expect(fixtureIdsOf(await search({ searchString: 'zephyr glow' }))).toEqual([9001, 9002, 9003, 9004]);

    await shop.db.query("update products set sku = 'KOALA-77' where display_product_id = 9003");
    expect(idsOf(await search({ searchString: 'koala' }))).toEqual([9003]);
    await shop.db.query('delete from products where display_product_id = 9003');
    expect(idsOf(await search({ searchString: 'koala' }))).toEqual([]);

    await shop.db.query("insert into hashtags (hashtag_id, hashtag_name) values (501, '袋熊精選')");
    await shop.db.query(
      'insert into display_product_hashtags (display_product_id, hashtag_id) values (9002, 501)',
    );
    expect(idsOf(await search({ searchString: '袋熊精選' }))).toEqual([9002]);
    await shop.db.query('update hashtags set hidden = true where hashtag_id = 501');
    expect(idsOf(await search({ searchString: '袋熊精選' }))).toEqual([]);

    // Shop order and showing: the index keeps its own copy of both. 晨曦測驗 begins all four names alike.
    const dawn = async () => fixtureIdsOf(await search({ searchString: '晨曦測驗' }));
    expect(await dawn()).toEqual([9004, 9003, 9002, 9001]);
    await shop.db.query('update display_products set sort_order = -100 where display_product_id = 9001');
    expect(await dawn()).toEqual([9001, 9004, 9003, 9002]);
    await shop.db.query('update display_products set status = 0 where display_product_id = 9002');
    expect(await dawn()).toEqual([9001, 9004, 9003]);
    await shop.db.query('update display_products set status = 1 where display_product_id = 9002');
    await shop.db.query('update display_products set sort_order = -1 where display_product_id = 9001');
    expect(await dawn()).toEqual([9004, 9003, 9002, 9001]);
  });

  it('holds, after the seed and the writes above, the terms and names a full re-derivation gives', async () => {
    // Inserts add the new rows' terms (migration 0068); updates and deletes re-derive: both must agree.
    const snapshot = async () =>
      (
        await shop.db.query<{ rows: string[] }>(
          `select array(select concat_ws(' ', display_product_id, sort_order, shown, terms)
                        from display_product_search_documents
                        union all select name || ' ' || display_product_id from display_product_search_names
                        order by 1) as rows`,
        )
      ).rows[0]!.rows;
    const kept = await snapshot();
    await shop.db.query('select shop_search_refresh(array(select display_product_id from display_products))');
    expect(kept.length).toBeGreaterThan(1000);
    expect(kept).toEqual(await snapshot());
  });

  it('normalises and tokenises in SQL exactly as the TypeScript tokeniser does', async () => {
    const { rows } = await shop.db.query<{ text: string }>(
      `select name_chi || ' ' || name_eng as text from display_products
       union all select sku from products union all select hashtag_name from hashtags`,
    );
    const samples = [
      ...rows.map((row) => row.text),
      'ＶＩＴ Ｃ　３０ｍｌ',
      'JHS-1001-A',
      '保濕面膜（5片裝）',
      "Men's 2-in-1 Shampoo",
      '𠀋好 ひらがな 한국어',
      ' !!! ，。',
      // Only A-Z are lower-cased, whatever the database's locale.
      'CAFÉ ÑANDÚ ΩΜΈΓΑ Ｃａｆé',
    ];
    for (const text of samples) {
      const { rows: terms } = await shop.db.query<{ terms: string[]; normalised: string }>(
        'select array(select shop_search_terms($1)) as terms, shop_search_normalise($1) as normalised',
        [text],
      );
      expect(terms[0]!.normalised, text).toBe(normaliseSearchText(text));
      expect([...terms[0]!.terms].sort(), text).toEqual(searchIndexTerms(text).sort());
    }
  });
});
