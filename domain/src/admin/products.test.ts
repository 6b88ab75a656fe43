import { describe, expect, it } from 'vitest';
import { ZH_HK_FIELD_MESSAGES } from './fieldMessages.ts';
import { priceEditSchema, productOptionSchema } from './products.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the price fields of the product and price forms', () => {
  it('say an empty price is required, in both languages, not that it has too many decimals', () => {
    for (const price of ['', '   ']) {
      const messages = messagesOf(priceEditSchema.safeParse({ price, discountPrice: '' }));
      expect(messages).toEqual([['price', 'Required']]);
    }
    expect(ZH_HK_FIELD_MESSAGES.Required).toBe('必須填寫');
    // The product form's option: the same field, the same words.
    const option = productOptionSchema.safeParse({ sku: 'ROSE-OIL-100', price: '', discountPrice: '' });
    expect(messagesOf(option)).toEqual([['price', 'Required']]);
  });

  it('still tell a badly written price as such, and read a good one into cents', () => {
    expect(messagesOf(priceEditSchema.safeParse({ price: '12.345', discountPrice: '' }))).toEqual([
      ['price', 'HK$ amount with at most 2 decimals, e.g. 298.50'],
    ]);
    expect(priceEditSchema.parse({ price: '298.50', discountPrice: '' })).toEqual({
      price: 29850,
      discountPrice: null,
    });
  });
});
