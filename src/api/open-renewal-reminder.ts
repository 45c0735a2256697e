import { callNames } from '@contracts/call-names';
import type { OpenRenewalReminderRequest, OpenRenewalReminderResponse } from '@contracts/open-renewal-reminder';
import { callFunction, type CallRequest } from './call-function';

export const openRenewalReminder = (request: CallRequest<OpenRenewalReminderRequest>) =>
  callFunction<OpenRenewalReminderRequest, OpenRenewalReminderResponse>(callNames.openRenewalReminder, request);
