import { callNames } from '../contracts/call-names.js';
import { startPaymentRequestSchema } from '../contracts/start-payment.js';
import { gatewayStoreSecret } from '../config.js';
import { startPayment as start } from '../services/payments.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const startPayment = defineCallable(
  callNames.startPayment,
  startPaymentRequestSchema,
  (input, context) => start(input, context),
  { secrets: [gatewayStoreSecret], limits: byAddress('paymentStartAddress'), consumeAppCheckToken: true },
);
