import { describe, expect, it } from 'vitest';
import { htmlToText } from './htmlToText.ts';

describe('htmlToText', () => {
  it('drops tags, keeps words apart across blocks, decodes references', () => {
    expect(
      htmlToText('<h2>標題</h2><p>一 &amp; 二<br>三 &#x4F60;&#22909;</p><ul><li>甲</li><li>乙</li></ul>'),
    ).toBe('標題 一 & 二 三 你好 甲 乙');
  });

  it('cuts at a number of characters with an ellipsis', () => {
    expect(htmlToText('<p>一二三四五六</p>', 4)).toBe('一二三…');
    expect(htmlToText('<p>一二三四</p>', 4)).toBe('一二三四');
  });
});
