import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppIntlProvider } from '../../lib/intl.tsx';
import { en, zhHK } from './messages.ts';
import { apiOrder } from './orderTesting.ts';
import { awaitsPayment, dueTime, PaymentDueActions } from './PaymentDueActions.tsx';

const IN_TEN_MINUTES = () => new Date(Date.now() + 10 * 60_000).toISOString();

const render = (locale: 'zh-HK' | 'en', order = apiOrder({ paymentDueAt: IN_TEN_MINUTES() })) =>
  renderToString(
    <AppIntlProvider locale={locale} messages={locale === 'en' ? en : zhHK}>
      <PaymentDueActions order={order} owner={{ kind: 'member' }} onChanged={() => {}} />
    </AppIntlProvider>,
  );

describe('an order waiting for its payment: until when, pay again, cancel', () => {
  it('reads the window’s end in Hong Kong time, whatever the browser’s zone', () => {
    // 06:35 UTC is 14:35 in Hong Kong (UTC+8, no daylight saving).
    expect(dueTime('2026-11-21T06:35:00.000Z')).toBe('14:35');
    expect(dueTime('2026-11-21T16:05:00.000Z')).toBe('00:05');
  });

  it('offers them only while the order is unpaid or at the gateway and its window is open', () => {
    const now = Date.parse('2026-11-21T06:00:00.000Z');
    const due = '2026-11-21T06:30:00.000Z';
    expect(awaitsPayment({ orderStatus: 'unpaid', paymentDueAt: due }, now)).toBe(true);
    expect(awaitsPayment({ orderStatus: 'pending', paymentDueAt: due }, now)).toBe(true);
    expect(awaitsPayment({ orderStatus: 'unpaid', paymentDueAt: due }, Date.parse(due))).toBe(false);
    expect(awaitsPayment({ orderStatus: 'unpaid' }, now)).toBe(false);
    for (const orderStatus of ['paid', 'canceled', 'inTransit'] as const) {
      expect(awaitsPayment({ orderStatus, paymentDueAt: due }, now)).toBe(false);
    }
  });

  it('says until when and offers both buttons, in Chinese and in English', () => {
    const paymentDueAt = IN_TEN_MINUTES();
    const zh = render('zh-HK', apiOrder({ orderStatus: 'unpaid', paymentDueAt }));
    expect(zh).toContain(`請於 ${dueTime(paymentDueAt)} 前付款`);
    expect(zh).toContain('再次付款');
    expect(zh).toContain('取消訂單');
    const english = render('en', apiOrder({ orderStatus: 'pending', paymentDueAt }));
    expect(english).toContain(`Please pay by ${dueTime(paymentDueAt)}`);
    expect(english).toContain('Pay again');
    expect(english).toContain('Cancel order');
  });

  it('says the deadline has passed instead, and shows nothing for a settled order', () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const closed = render('zh-HK', apiOrder({ orderStatus: 'unpaid', paymentDueAt: past }));
    expect(closed).toContain('此訂單的付款期限已過');
    expect(closed).not.toContain('再次付款');
    expect(render('zh-HK', apiOrder({ orderStatus: 'paid', paymentDueAt: IN_TEN_MINUTES() }))).toBe('');
    expect(render('zh-HK', apiOrder({ orderStatus: 'unpaid' }))).toBe('');
  });
});
