import { describe, expect, it } from 'vitest';
import { type AddressParts, addressLines, addressText, flatText, floorText } from './addressDisplay.ts';

const MONG_KOK: AddressParts = {
  province: '九龍',
  city: '油尖旺區',
  zone: '旺角',
  row1: '彌敦道 688 號',
  row2: '旺角中心',
  row3: '12',
  row4: 'B',
};

describe('address display (seed 001 §5)', () => {
  it('appends the floor word when the floor row lacks one, in the page language', () => {
    expect(floorText('12', 'zh')).toBe('12樓');
    expect(floorText('12', 'en')).toBe('12/F');
    expect(floorText(' G ', 'zh')).toBe('G樓');
  });

  it('keeps a floor row that already has its word, Chinese or English', () => {
    for (const row of ['12樓', '12楼', '3層', '12/F', '12/f', '12F', 'Floor 12', '12 floor', 'G/F'])
      for (const variant of ['zh', 'en'] as const) expect(floorText(row, variant)).toBe(row);
  });

  it('appends the flat word when the flat row lacks one', () => {
    expect(flatText('B', 'zh')).toBe('B室');
    expect(flatText('B', 'en')).toBe('Flat B');
    expect(flatText('1203', 'zh')).toBe('1203室');
  });

  it('keeps a flat row that already has its word, Chinese or English', () => {
    for (const row of ['B室', '3號單位', 'Flat B', 'flat b', 'Room 5', 'Rm 5', 'Unit 3', '2房'])
      for (const variant of ['zh', 'en'] as const) expect(flatText(row, variant)).toBe(row);
  });

  it('adds nothing to empty rows', () => {
    expect(floorText('  ', 'zh')).toBe('');
    expect(flatText('', 'en')).toBe('');
  });

  it('writes the whole address in each language order, leaving out empty parts', () => {
    expect(addressLines(MONG_KOK, 'zh')).toEqual([
      '九龍油尖旺區旺角',
      '彌敦道 688 號',
      '旺角中心',
      '12樓B室',
    ]);
    expect(addressLines(MONG_KOK, 'en')).toEqual([
      'Flat B, 12/F',
      '旺角中心',
      '彌敦道 688 號',
      '旺角, 油尖旺區, 九龍',
    ]);
    const bare = { ...MONG_KOK, row2: '', row3: '', row4: '', zone: '' };
    expect(addressLines(bare, 'zh')).toEqual(['九龍油尖旺區', '彌敦道 688 號']);
  });

  it('puts the same words on one line for lists and pickers', () => {
    expect(addressText(MONG_KOK, 'zh')).toBe('九龍油尖旺區旺角 彌敦道 688 號 旺角中心 12樓B室');
    expect(addressText(MONG_KOK, 'en')).toBe('Flat B, 12/F, 旺角中心, 彌敦道 688 號, 旺角, 油尖旺區, 九龍');
  });
});
