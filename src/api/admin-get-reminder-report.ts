import { queryOptions, useQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type {
  AdminGetReminderReportRequest,
  AdminGetReminderReportResponse,
} from '@contracts/admin-get-reminder-report';
import { adminKeys } from './admin-keys';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const adminGetReminderReport = (request: CallRequest<AdminGetReminderReportRequest>) =>
  callFunction<AdminGetReminderReportRequest, AdminGetReminderReportResponse>(
    callNames.adminGetReminderReport,
    request,
  );

export const adminReminderReportQuery = (period: CallRequest<AdminGetReminderReportRequest>) =>
  queryOptions<AdminGetReminderReportResponse, CallError>({
    queryKey: adminKeys.reminderReport(period),
    queryFn: () => adminGetReminderReport(period),
  });

export const useAdminReminderReport = (period: CallRequest<AdminGetReminderReportRequest>) =>
  useQuery(adminReminderReportQuery(period));
