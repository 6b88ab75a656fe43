import { describe, expect, it } from 'vitest';
import { localName, localNames } from './localName.ts';

describe('localNames', () => {
  it('leads with the English name in English, the Chinese one following', () => {
    expect(localNames('en', '玻尿酸深層保濕精華', 'Hyaluronic Deep Hydrating Serum')).toEqual({
      lead: 'Hyaluronic Deep Hydrating Serum',
      leadLang: 'en',
      other: '玻尿酸深層保濕精華',
      otherLang: 'zh-HK',
    });
    expect(localName('en', '護膚精華', 'Serums')).toBe('Serums');
  });

  it('leads with the Chinese name in Chinese, the English one following', () => {
    expect(localNames('zh-HK', '護膚精華', 'Serums')).toEqual({
      lead: '護膚精華',
      leadLang: 'zh-HK',
      other: 'Serums',
      otherLang: 'en',
    });
  });

  it('stays Chinese where the data has no English name, and never shows one name twice', () => {
    expect(localNames('en', '夏日護膚節', '  ')).toMatchObject({
      lead: '夏日護膚節',
      leadLang: 'zh-HK',
      other: '',
    });
    expect(localNames('zh-HK', 'ABC', 'ABC').other).toBe('');
  });
});
