import { callNames } from '../contracts/call-names.js';
import { gatewayStoreSecret, sendgridApiKey } from '../config.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const startPayment = defineCallable(
  callNames.startPayment,
  async () => (await import('../contracts/start-payment.js')).startPaymentRequestSchema,
  async () => {
    const { startPayment } = await import('../services/payments.js');
    return (input, context) => startPayment(input, context);
  },
  // The SendGrid key for a slip, which is e-mailed as it is made.
  {
    secrets: [gatewayStoreSecret, sendgridApiKey],
    limits: byAddress('paymentStartAddress'),
    consumeAppCheckToken: true,
  },
);
