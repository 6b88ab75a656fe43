import type { Queryable } from '@shop/projections/ports/db';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { devOutboxSms } from './devOutboxSms.ts';
import { httpGatewaySms } from './httpGatewaySms.ts';
import type { SmsSender } from './smsSender.ts';

/** The gateway when SMS_GATEWAY_URL is set (required in production), else the development outbox. */
export function openSmsSender(
  config: Pick<Config, 'sms' | 'nodeEnv'>,
  db: Queryable,
  clock: Clock,
): SmsSender {
  const { gatewayUrl, gatewayToken, senderId } = config.sms;
  if (gatewayUrl) return httpGatewaySms({ url: gatewayUrl, token: gatewayToken, senderId });
  if (config.nodeEnv === 'production') throw new Error('SMS_GATEWAY_URL is required in production');
  return devOutboxSms(db, clock);
}
