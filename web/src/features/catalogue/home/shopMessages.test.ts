import type { ShopMessage } from '@shop/domain/catalogue/apiSchemas';
import { describe, expect, it } from 'vitest';
import { popUpToShow, wordsOf } from './shopMessages.ts';

const message = (messageId: number, kind: ShopMessage['kind']): ShopMessage => ({
  messageId,
  kind,
  title: `標題${messageId}`,
  titleEng: `Title ${messageId}`,
  text: `內容${messageId}`,
  textEng: `Text ${messageId}`,
  linkTo: '',
  endsAt: null,
});

describe('home shop messages', () => {
  it('shows the first pop-up not confirmed in this visit, never a notice', () => {
    const messages = [message(3, 'popup'), message(2, 'popup'), message(1, 'notice')];
    expect(popUpToShow(messages, () => false)?.messageId).toBe(3);
    expect(popUpToShow(messages, (id) => id === 3)?.messageId).toBe(2);
    expect(popUpToShow(messages, (id) => id !== 1)).toBeNull();
  });

  it('speaks the shopper language', () => {
    expect(wordsOf(message(1, 'popup'), 'zh-HK')).toEqual({ title: '標題1', text: '內容1' });
    expect(wordsOf(message(1, 'popup'), 'en')).toEqual({ title: 'Title 1', text: 'Text 1' });
  });
});
