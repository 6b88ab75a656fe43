import { describe, expect, it } from 'vitest';
import { pushEndpointProblem } from './pushEndpoint.ts';

const shop = { production: true, serviceOrigins: [] };

describe('pushEndpointProblem: the one check of where the shop will POST', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGh3c2Q',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])('accepts the browser push service %s', (endpoint) => {
    expect(pushEndpointProblem(endpoint, shop)).toBeNull();
  });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/x', 'not https'],
    ['https://fcm.googleapis.com:444/fcm/send/x', 'not a push service'],
    ['https://fcm.googleapis.com.evil.example/x', 'not a push service'],
    ['https://evilpush.services.mozilla.com.example/x', 'not a push service'],
    ['https://notpush.apple.com/x', 'not a push service'],
    ['https://169.254.169.254/latest/meta-data', 'not a push service'],
    ['https://localhost/push', 'not a push service'],
    ['https://a:b@fcm.googleapis.com/fcm/send/x', 'carries credentials'],
    ['ftp://fcm.googleapis.com/x', 'not https'],
    ['javascript:alert(1)', 'not https'],
    ['not a url', 'not a URL'],
  ])('refuses %s (%s)', (endpoint, problem) => {
    expect(pushEndpointProblem(endpoint, shop)).toBe(problem);
  });

  it('accepts a listed origin, and plain http only on loopback outside production', () => {
    const local = {
      production: false,
      serviceOrigins: ['http://127.0.0.1:9999', 'https://push.example.net'],
    };
    expect(pushEndpointProblem('http://127.0.0.1:9999/push/1', local)).toBeNull();
    expect(pushEndpointProblem('https://push.example.net/a', local)).toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:9998/push/1', local)).toBe('not https');
    expect(pushEndpointProblem('http://127.0.0.1:9999/push/1', { ...local, production: true })).toBe(
      'plain http outside a local test',
    );
    const lan = { production: false, serviceOrigins: ['http://10.0.0.5:8080'] };
    expect(pushEndpointProblem('http://10.0.0.5:8080/push/1', lan)).toBe('plain http outside a local test');
  });
});
