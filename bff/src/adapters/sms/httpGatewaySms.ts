import { SmsDeliveryError, type SmsSender } from './smsSender.ts';

export interface HttpGatewayOptions {
  /** The gateway's send endpoint (SMS_GATEWAY_URL). */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set (SMS_GATEWAY_TOKEN). */
  token: string | undefined;
  /** The sender name shown on the phone (SMS_SENDER_ID). */
  senderId: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Production: posts `{ to: "+85291234567", from, text }` as JSON to the configured gateway. Any answer but
 * a 2xx, a network failure or a timeout is a SmsDeliveryError. The message text (it holds the code) and the
 * token never go into an error message.
 */
export function httpGatewaySms(options: HttpGatewayOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    kind: 'http',
    async send(message) {
      let response: Response;
      try {
        response = await doFetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to: `+${message.to}`, from: options.senderId, text: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryError('The SMS gateway could not be reached', { cause: error });
      }
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new SmsDeliveryError(`The SMS gateway answered ${response.status}`);
    },
  };
}
