import { useInfiniteQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminListBankCreditsRequest, AdminListBankCreditsResponse } from '@contracts/admin-list-bank-credits';
import type { BankCreditState } from '@contracts/bank-credits';
import { adminKeys } from './admin-keys';
import { pagedQuery } from './admin-paging';
import { callFunction, type CallRequest } from './call-function';

export const adminListBankCredits = (request: CallRequest<AdminListBankCreditsRequest>) =>
  callFunction<AdminListBankCreditsRequest, AdminListBankCreditsResponse>(callNames.adminListBankCredits, request);

/** The bank credits in a state, newest booking first, a page at a time. */
export const adminBankCreditsQuery = (state: BankCreditState) =>
  pagedQuery(adminKeys.bankCreditList(state), (cursor) => adminListBankCredits({ state, cursor }));

export const useAdminBankCredits = (state: BankCreditState) => useInfiniteQuery(adminBankCreditsQuery(state));
