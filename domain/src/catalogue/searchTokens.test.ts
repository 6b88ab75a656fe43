import { describe, expect, it } from 'vitest';
import { isSearchable, normaliseSearchText, parseSearchQuery, searchIndexTerms } from './searchTokens.ts';

const sorted = (values: string[]) => [...values].sort();

describe('normaliseSearchText', () => {
  it('turns full-width ASCII into ASCII and lower-cases A to Z only', () => {
    expect(normaliseSearchText('ＶＩＴ Ｃ　３０ｍｌ')).toBe('vit c 30ml');
    expect(normaliseSearchText('JHS-1001 Éclat')).toBe('jhs-1001 Éclat');
  });

  it('leaves Chinese text alone', () => {
    expect(normaliseSearchText('玻尿酸深層保濕精華')).toBe('玻尿酸深層保濕精華');
  });
});

describe('searchIndexTerms', () => {
  it('indexes a Chinese name as its characters and neighbour pairs', () => {
    expect(sorted(searchIndexTerms('深層保濕'))).toEqual(
      sorted(['深', '層', '保', '濕', '深層', '層保', '保濕']),
    );
  });

  it('indexes English words and SKU parts lower-cased, split on anything else', () => {
    expect(sorted(searchIndexTerms("Men's Hydrating Serum 30ml"))).toEqual(
      sorted(['men', 's', 'hydrating', 'serum', '30ml']),
    );
    expect(sorted(searchIndexTerms('JHS-1001-A'))).toEqual(sorted(['jhs', '1001', 'a']));
  });

  it('does not pair characters across punctuation or Latin text', () => {
    expect(sorted(searchIndexTerms('保濕面膜（5片裝）'))).toEqual(
      sorted(['保', '濕', '面', '膜', '保濕', '濕面', '面膜', '5', '片', '裝', '片裝']),
    );
    expect(sorted(searchIndexTerms('維他命C精華'))).toEqual(
      sorted(['維', '他', '命', '維他', '他命', 'c', '精', '華', '精華']),
    );
  });

  it('counts characters outside the basic plane as one character', () => {
    expect(sorted(searchIndexTerms('𠀋好'))).toEqual(sorted(['𠀋', '好', '𠀋好']));
  });

  it('gives nothing for punctuation only', () => {
    expect(searchIndexTerms(' !!! ，。')).toEqual([]);
  });
});

describe('parseSearchQuery', () => {
  it('a Chinese query without spaces needs every character, and ranks by pairs', () => {
    expect(parseSearchQuery('保濕精華')).toEqual({
      phrase: '保濕精華',
      words: [],
      characters: ['保', '濕', '精', '華'],
      bigrams: ['保濕', '濕精', '精華'],
    });
  });

  it('English words are prefixes; repeated terms count once', () => {
    expect(parseSearchQuery('  Hydra  SERUM hydra ')).toEqual({
      phrase: 'hydra serum hydra',
      words: ['hydra', 'serum'],
      characters: [],
      bigrams: [],
    });
  });

  it('mixes words and characters', () => {
    expect(parseSearchQuery('VC精華')).toEqual({
      phrase: 'vc精華',
      words: ['vc'],
      characters: ['精', '華'],
      bigrams: ['精華'],
    });
  });

  it('a query of punctuation only is not searchable', () => {
    expect(isSearchable(parseSearchQuery('?!'))).toBe(false);
    expect(isSearchable(parseSearchQuery('保'))).toBe(true);
    expect(isSearchable(parseSearchQuery('a'))).toBe(true);
  });
});
