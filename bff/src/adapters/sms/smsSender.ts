/** The SMS port: the bff sends verification codes through it and never knows which gateway is behind. */
export interface SmsMessage {
  /** International number as digits: calling code followed by the local number (85291234567). */
  to: string;
  text: string;
  /** The verification code inside the text. Only the development outbox records it. */
  code?: string;
}

export interface SmsSender {
  readonly kind: 'outbox' | 'http';
  /** Resolves once the gateway accepted the message; rejects with SmsDeliveryError otherwise. */
  send(message: SmsMessage): Promise<void>;
}

/** The gateway did not take the message (refused, unreachable, too slow). */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
