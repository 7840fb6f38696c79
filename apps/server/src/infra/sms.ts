/**
 * Sends a text message. Real gateways plug in here; the default, `devOutboxSms` of the system module,
 * writes to a development outbox.
 */
export interface SmsSender {
  readonly kind: 'dev-outbox';
  send(phone: string, content: string): Promise<void>;
}
