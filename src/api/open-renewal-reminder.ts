import { queryOptions } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { OpenRenewalReminderRequest, OpenRenewalReminderResponse } from '@contracts/open-renewal-reminder';
import { callFunction, type CallRequest } from './call-function';

export const openRenewalReminder = (request: CallRequest<OpenRenewalReminderRequest>) =>
  callFunction<OpenRenewalReminderRequest, OpenRenewalReminderResponse>(callNames.openRenewalReminder, request);

/**
 * What a reminder's guest token names, asked without a date of birth (the car and the day its policy ends, or that
 * the policyholder must prove who they are): the sign-in page's renewal notice. A refused token is no answer to
 * retry.
 */
export const renewalReminderQuery = (token: string) =>
  queryOptions({
    queryKey: ['renewal-reminder', token] as const,
    queryFn: () => openRenewalReminder({ token, orderNumber: null, dateOfBirth: null }),
    retry: false,
    staleTime: Infinity,
  });
