import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalFields, exactlyTheNames, fieldsSigned, signFields } from './signing.ts';

/** The names a canonical string signed: the part before `=` of every piece between commas that holds one. */
const signedNamesOf = (bytes: string) =>
  bytes
    .split(',')
    .filter((piece) => piece.includes('='))
    .map((piece) => piece.slice(0, piece.indexOf('=')));

const plainName = fc.stringMatching(/^[a-z][a-z0-9_]{0,12}$/);

describe('the canonical string', () => {
  it('refuses a value holding a delimiter, and a name list holding anything but names', () => {
    expect(canonicalFields({ a: 'x,y' }, ['a'])).toBeNull();
    expect(canonicalFields({ a: 'x=y' }, ['a'])).toBeNull();
    expect(canonicalFields({ signed_field_names: 'a,b=c' }, ['signed_field_names'])).toBeNull();
    expect(canonicalFields({ unsigned_field_names: 'a,,b' }, ['unsigned_field_names'])).toBeNull();
    expect(canonicalFields({ a: '1' }, ['a,b'])).toBeNull();
    expect(
      canonicalFields({ a: '陳 大文', signed_field_names: 'a,signed_field_names' }, [
        'a',
        'signed_field_names',
      ]),
    ).toBe('a=陳 大文,signed_field_names=a,signed_field_names');
    expect(() => signFields({ a: 'x,decision=ACCEPT' }, ['a'], 'key')).toThrow(
      expect.objectContaining({ code: 'PAYMENT_MESSAGE_INVALID' }),
    );
    expect(fieldsSigned({ a: 'x,y' }, ['a'], 'key', 'anything')).toBe(false);
  });

  it('tells which names were signed: the signed bytes of different name sets never coincide', () => {
    const names = fc.uniqueArray(plainName, { minLength: 1, maxLength: 10 });
    const value = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom(',', '=', 'a=b,c'),
    );
    fc.assert(
      fc.property(
        names,
        fc.array(value, { minLength: 10, maxLength: 10 }),
        fc.boolean(),
        (list, values, withList) => {
          const signed = withList
            ? [...list.filter((name) => name !== 'signed_field_names'), 'signed_field_names']
            : list;
          const fields: Record<string, string> = Object.fromEntries(
            list.map((name, index) => [name, values[index] ?? '']),
          );
          if (withList) fields.signed_field_names = signed.join(',');
          const bytes = canonicalFields(fields, signed);
          if (bytes === null) {
            expect(
              signed.some((name) => name !== 'signed_field_names' && /[,=]/.test(fields[name] ?? '')),
            ).toBe(true);
            return;
          }
          expect(signedNamesOf(bytes)).toEqual(signed);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('compares name sets exactly', () => {
    expect(exactlyTheNames(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(exactlyTheNames(['a', 'a'], ['a', 'b'])).toBe(false);
    expect(exactlyTheNames(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
    expect(exactlyTheNames(['a', ''], ['a', 'b'])).toBe(false);
  });
});
