import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppIntlProvider } from '../../lib/intl.tsx';
import { DeclinedPaymentNotice } from './DeclinedPaymentNotice.tsx';
import { en, zhHK } from './messages.ts';
import { apiOrder } from './orderTesting.ts';

const render = (locale: 'zh-HK' | 'en', order = apiOrder({ paymentFailureCode: '204' })) =>
  renderToString(
    <AppIntlProvider locale={locale} messages={locale === 'en' ? en : zhHK}>
      <DeclinedPaymentNotice order={order} />
    </AppIntlProvider>,
  );

describe('the declined-card notice of the order page', () => {
  it('says the card was declined, the reason of /order_fail and its code, and what happens now', () => {
    const html = render('zh-HK');
    expect(html).toContain('信用卡付款被拒絕');
    expect(html).toContain('交易被拒絕，請聯絡你的銀行。');
    expect(html).toContain('拒絕代碼：204');
    expect(html).toContain('會在付款期限結束時自動取消');
  });

  it('in English too', () => {
    const html = render('en', apiOrder({ paymentFailureCode: '102' }));
    expect(html).toContain('Card payment declined');
    expect(html).toContain('Order transaction failed. Please retry.');
    expect(html).toContain('Rejection code: 102');
    expect(html).toContain('cancelled automatically when its payment window ends');
  });

  it('shows nothing for an order that is not unpaid after a decline', () => {
    expect(render('zh-HK', apiOrder({ paymentFailureCode: null }))).toBe('');
    expect(render('zh-HK', apiOrder({ orderStatus: 'paid', paymentFailureCode: '204' }))).toBe('');
  });
});
