import { adminListJobs } from '@sewa/domain/jobs/calls';
import { userGetPayment } from '@sewa/domain/payments/calls';
import type { TPaymentStatus } from '@sewa/domain/payments/schemas';
import type { TCallInput } from '@sewa/domain/protocol/contract';
import {
  adminAdjustWallet,
  adminListCompanyWallets,
  userGetCreditTransactionReport,
  userGetWallet,
  userListWalletHistory,
  userTopupWallet,
} from '@sewa/domain/wallet/calls';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api/client';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';

// The wallet, payment and jobs screens' queries and mutations. A top-up changes nothing until the gateway
// answers (the browser leaves for the payment page); an admin's adjustment changes the company wallets list.

export function useWallet() {
  const query = useCall(userGetWallet, {});
  return { ...query, wallet: query.data?.data };
}

/** Starts a payment; the caller sends the browser to `payment_url`. */
export const useTopupWallet = () => useCallMutation(userTopupWallet);

export function useCreditReport(input: TCallInput<typeof userGetCreditTransactionReport>) {
  const query = useCall(userGetCreditTransactionReport, input);
  return { ...query, report: query.data?.data };
}

/**
 * The payment the gateway sent the browser back about. `pollEvery(status, answers)` says when to ask
 * again (ms) or to stop (false); `answers` is how many answers have come so far.
 */
export function usePayment(
  paymentRef: string,
  pollEvery: (status: TPaymentStatus | undefined, answers: number) => number | false,
) {
  const query = useCall(
    userGetPayment,
    { payment_ref: paymentRef },
    {
      enabled: paymentRef !== '',
      retry: false,
      refetchInterval: (q) => pollEvery(q.state.data?.data.status, q.state.dataUpdateCount),
    },
  );
  const queryClient = useQueryClient();
  const answers = queryClient.getQueryState(
    callKey(userGetPayment, { payment_ref: paymentRef }),
  )?.dataUpdateCount;
  return { ...query, payment: query.data?.data, answers: answers ?? 0 };
}

export function useAdjustWallet() {
  const queryClient = useQueryClient();
  return useCallMutation(adminAdjustWallet, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(adminListCompanyWallets) }),
  });
}

export function useJobs() {
  const query = useCall(adminListJobs, {}, { refetchInterval: 60_000 });
  return { ...query, jobs: query.data?.data.items };
}

export type THistoryFilters = Omit<TCallInput<typeof userListWalletHistory>, 'page' | 'page_size'>;

/** Every row of the filtered history, fetched page by page (the CSV export); `onProgress(done, total)`. */
export async function fetchAllHistory(
  filters: THistoryFilters,
  onProgress: (done: number, total: number) => void,
  pageSize = 100,
) {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const answer = await callApi(userListWalletHistory, { ...filters, page, page_size: pageSize });
    rows.push(...answer.data.items);
    onProgress(rows.length, answer.data.total);
    if (answer.data.items.length === 0 || rows.length >= answer.data.total) return rows;
  }
}
