import type { Db } from '../../infra/db';
import type { SmsSender } from '../../infra/sms';
import { insertSmsOutbox } from './repo';

/**
 * Development adapter: nothing leaves the machine. The message is logged and stored in `sms_outbox`,
 * which school administrators can read in the product. Not for production use.
 */
export function devOutboxSms(db: Db, log: (msg: string) => void): SmsSender {
  return {
    kind: 'dev-outbox',
    async send(phone, content) {
      await insertSmsOutbox(db, phone, content);
      log(`[开发短信发件箱] ${phone}: ${content}`);
    },
  };
}
