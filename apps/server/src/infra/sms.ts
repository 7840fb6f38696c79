import { smsOutbox } from '../db/schema';
import type { Db } from './db';

/** Sends a text message. Real gateways plug in here; the default writes to a development outbox. */
export interface SmsSender {
  readonly kind: 'dev-outbox';
  send(phone: string, content: string): Promise<void>;
}

/**
 * Development adapter: nothing leaves the machine. The message is logged and stored in `sms_outbox`,
 * which school administrators can read in the product. Not for production use.
 */
export function devOutboxSms(db: Db, log: (msg: string) => void): SmsSender {
  return {
    kind: 'dev-outbox',
    async send(phone, content) {
      await db.insert(smsOutbox).values({ phone, content });
      log(`[开发短信发件箱] ${phone}: ${content}`);
    },
  };
}
