import { useMutation } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { ContactRequest, ContactResponse } from '@contracts/contact-us-sendgrid';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const contactUsSendgrid = (request: CallRequest<ContactRequest>) =>
  callFunction<ContactRequest, ContactResponse>(callNames.contactUsSendgrid, request);

export const useContactUs = () =>
  useMutation<ContactResponse, CallError, CallRequest<ContactRequest>>({ mutationFn: contactUsSendgrid });
