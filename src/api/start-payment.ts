import { useMutation } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { StartPaymentRequest, StartPaymentResponse } from '@contracts/start-payment';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const startPayment = (request: CallRequest<StartPaymentRequest>) =>
  callFunction<StartPaymentRequest, StartPaymentResponse>(callNames.startPayment, request, { oneTimeAppCheck: true });

export const useStartPayment = () =>
  useMutation<StartPaymentResponse, CallError, CallRequest<StartPaymentRequest>>({ mutationFn: startPayment });

/**
 * Hands the browser to the gateway's hosted payment page: a form POST of the signed fields, as the gateway wants
 * them (a redirect cannot carry a body). No card field is ever on our page.
 */
export function submitToGateway(gateway: Extract<StartPaymentResponse, { method: 'card' }>['gateway']): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = gateway.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(gateway.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
