import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const openRenewalReminder = defineCallable(
  callNames.openRenewalReminder,
  async () => (await import('../contracts/open-renewal-reminder.js')).openRenewalReminderRequestSchema,
  async () => {
    const { openRenewalReminder: open } = await import('../services/renewal-reminders.js');
    return (input, context) => open(input, context);
  },
  {
    // A reminder's link is a resume link of its kind: the same limit on guessing tokens, and dates counted per link.
    limits: byAddress('workInProgressReadAddress'),
  },
);
