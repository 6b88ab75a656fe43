import { createHmac } from 'node:crypto';
import type { Config } from '../config.ts';
import { jwtSecret } from '../secrets.ts';
import type { GlobalPayConfig } from './globalPay.ts';

export type CardChannel = 'GLOBALPAY' | 'PAYDOLLAR';

export interface PaymentSettings {
  referencePrefix: Config['payments']['referencePrefix'];
  globalPay: GlobalPayConfig | null;
  payDollar: { merchantCode: string; secretKey: string; payUrl: string } | null;
  /** True when the bff's own sandbox stands in for the gateways (never in production). */
  sandbox: boolean;
  publicUrl: string | undefined;
}

export const SANDBOX_PATHS: Record<CardChannel, string> = {
  GLOBALPAY: '/api/payment/sandbox/globalpay',
  PAYDOLLAR: '/api/payment/sandbox/paydollar',
};

/**
 * The gateways the shop talks to: the configured ones, or outside production (none configured) the
 * sandbox served by the bff itself, whose keys are derived from the shop's own secret so that no fixed,
 * published key can sign a notify. In production without a gateway, card payment is unavailable (503).
 */
export async function paymentSettings(config: Config): Promise<PaymentSettings> {
  const { globalPay, payDollar, referencePrefix, publicUrl } = config.payments;
  if (globalPay || payDollar || config.nodeEnv === 'production') {
    return {
      referencePrefix,
      globalPay: globalPay && { ...globalPay, payUrl: globalPay.url },
      payDollar: payDollar && { ...payDollar, payUrl: payDollar.url },
      sandbox: false,
      publicUrl,
    };
  }
  const sandboxKey = createHmac('sha256', await jwtSecret(config))
    .update('sandbox card gateway')
    .digest('hex');
  return {
    referencePrefix,
    globalPay: {
      accessKey: 'sandbox-access-key',
      profileId: 'sandbox-profile',
      secretKey: sandboxKey,
      payUrl: SANDBOX_PATHS.GLOBALPAY,
    },
    payDollar: { merchantCode: 'sandbox-merchant', secretKey: sandboxKey, payUrl: SANDBOX_PATHS.PAYDOLLAR },
    sandbox: true,
    publicUrl,
  };
}

/** The secret a channel's messages are signed with, or null when the channel is not configured. */
export function channelSecret(settings: PaymentSettings, channel: CardChannel): string | null {
  return channel === 'GLOBALPAY'
    ? (settings.globalPay?.secretKey ?? null)
    : (settings.payDollar?.secretKey ?? null);
}
