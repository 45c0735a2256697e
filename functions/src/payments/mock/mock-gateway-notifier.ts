/** Delivers notifications to the shop as the gateway does: a form POST, retried as every mock delivery is. */
import { createDelivery, type DeliveryOptions } from '../../mocks/mock-delivery.js';
import type { NotificationFields } from '../gateway-api.js';

export type NotifierOptions = DeliveryOptions;

export interface Notifier {
  /** Resolves once the first attempt has ended, delivered or not; retries go on in the background. */
  deliver(fields: NotificationFields): Promise<void>;
  deliverLater(fields: NotificationFields, delayMs: number): void;
  stop(): void;
}

export function createNotifier(options: NotifierOptions): Notifier {
  const delivery = createDelivery(options);
  const deliver = (fields: NotificationFields) =>
    delivery.send(`Notification ${fields.transaction_id} (${fields.order_number}, ${fields.status})`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields }).toString(),
    });
  return {
    deliver,
    deliverLater(fields, delayMs) {
      delivery.later(delayMs, () => void deliver(fields));
    },
    stop: () => delivery.stop(),
  };
}
