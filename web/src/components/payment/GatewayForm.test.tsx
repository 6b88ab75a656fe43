import type { PaymentForm } from '@shop/domain/orders/apiSchemas';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GatewayForm, submitOnce } from './GatewayForm.tsx';

const form = (): PaymentForm => ({
  channel: 'GLOBALPAY',
  action: 'https://pay.example/post',
  fields: { amount: '268.00', currency: 'HKD', reference_number: 'JHL-1001-ORD1001' },
});

describe('the card form (seed 001 §4: posted once)', () => {
  it('a second render of the same form does not post it again', () => {
    const posts: string[] = [];
    const element = { submit: () => posts.push('post') };
    const answer = form();
    expect(submitOnce(answer, element)).toBe(true);
    expect(submitOnce(answer, element)).toBe(false);
    expect(posts).toEqual(['post']);
  });

  it('a new form (asked for again after a failure) is posted', () => {
    const posts: string[] = [];
    const element = { submit: () => posts.push('post') };
    submitOnce(form(), element);
    submitOnce(form(), element);
    expect(posts).toHaveLength(2);
  });

  it('renders every field as a hidden input of a POST form to the gateway', () => {
    const html = renderToString(<GatewayForm form={form()} />);
    expect(html).toContain('method="post"');
    expect(html).toContain('action="https://pay.example/post"');
    expect(html).toContain('<input type="hidden" name="amount" value="268.00"/>');
    expect(html).toContain('name="reference_number" value="JHL-1001-ORD1001"');
    expect(html.match(/type="hidden"/g)).toHaveLength(3);
  });
});
