/**
 * What the buyer's browser may learn about its order: the state for the success page and the policy PDF, both only
 * with the order's secret token. An unknown order and a wrong token look the same from outside.
 */
import { errorKeys } from '../contracts/error-keys.js';
import { greenCardNumber } from '../contracts/green-card-countries.js';
import type { OrderStatusRequest, OrderStatusResponse } from '../contracts/get-order-status.js';
import type { PolicyPdfRequest } from '../contracts/download-policy.js';
import { policyReceipt } from '../contracts/policy-receipt.js';
import { paymentSettleAfterSeconds } from '../config.js';
import { readOrder, type OrderDocument } from '../store/orders.js';
import { readPolicy } from '../store/policies.js';
import { DomainError } from './domain-error.js';
import { policyDocumentFile } from './fulfilment.js';
import { secretTokenMatches } from './secret-token.js';
import { settleWithGateway } from './settlement.js';

/** A waiting buyer's page asks the gateway at most this often. */
const statusCheckIntervalMs = 15_000;

async function ownOrder(request: { orderNumber: string; orderToken: string }): Promise<OrderDocument> {
  const order = await readOrder(request.orderNumber);
  if (!order || !secretTokenMatches(request.orderToken, order.tokenHash))
    throw new DomainError('not-found', { errorKey: errorKeys.orderNotFound });
  return order;
}

/** The buyer is back and waiting, yet no word from the gateway: ask it rather than wait for the scheduler. */
function shouldAskGateway(order: OrderDocument, now: Date): boolean {
  if (order.state !== 'pending' || !order.returnedAt || order.paymentMethod === 'slip') return false;
  const waited = now.getTime() - order.returnedAt.toMillis() >= paymentSettleAfterSeconds.value() * 1000;
  const askedRecently =
    order.lastStatusCheckAt !== null && now.getTime() - order.lastStatusCheckAt.toMillis() < statusCheckIntervalMs;
  return waited && !askedRecently;
}

export async function orderStatus(request: OrderStatusRequest, now = new Date()): Promise<OrderStatusResponse> {
  let order = await ownOrder(request);
  if (shouldAskGateway(order, now)) order = (await settleWithGateway(order.orderNumber, now)) ?? order;
  const policy = order.policyState === 'issued' ? await readPolicy(order.orderNumber) : undefined;
  return {
    orderNumber: order.orderNumber,
    state: order.state,
    policyState: order.policyState,
    amount: order.total,
    currency: order.currency,
    email: order.policyholder.contactEmail,
    emailSent: order.emailState === 'sent',
    refund: order.refundState === null ? null : order.refundState === 'refunded' ? 'done' : 'pending',
    paidAt: order.payment?.at.toDate().toISOString() ?? null,
    paymentMethod: order.paymentMethod ?? 'card',
    slip: order.slip
      ? {
          reference: order.slip.reference,
          validUntil: order.slip.validUntil,
          queuedCredit: order.slip.queuedCredit
            ? { problem: order.slip.queuedCredit.problem, amount: order.slip.queuedCredit.amountCents / 100 }
            : null,
        }
      : null,
    policy: policy
      ? {
          policyNumber: policy.policyNumber,
          policyControlNumber: policy.policyControlNumber,
          startsAt: policy.startsAt.toDate().toISOString(),
          endsAt: policy.endsAt.toDate().toISOString(),
          vehicle: {
            licensePlate: policy.vehicle.licensePlate,
            vin: policy.vehicle.vin,
            manufacturer: policy.vehicle.manufacturer,
            model: policy.vehicle.model,
          },
          receipt: policyReceipt(policy),
          greenCardNumber: policy.greenCard ? greenCardNumber(policy.greenCard) : null,
        }
      : null,
  };
}

export async function policyPdf(request: PolicyPdfRequest): Promise<{ fileName: string; pdf: Uint8Array }> {
  const order = await ownOrder(request);
  const policy = order.policyState === 'issued' ? await readPolicy(order.orderNumber) : undefined;
  if (!policy) throw new DomainError('failed-precondition', { errorKey: errorKeys.policyNotIssuedYet });
  return policyDocumentFile(policy, request.document);
}
