import { adminGetProfileInfo, userGetProfile } from '@sewa/domain/accounts/calls';
import { adminListNotifications, userListNotifications } from '@sewa/domain/notifications/calls';
import type { TWalletEntry } from '@sewa/domain/wallet/schemas';
import { adminInfo, userProfile } from '../../test/accounts-fixtures';
import { answer, type TFakeAnswer } from '../../test/fake-api';

// The wallet screen tests' shared answers: the shell's own calls for an operator or an admin, and rows.

const noNotifications = () => ({ data: { items: [], total: 0, page: 1, page_size: 1 }, unread_count: 0 });

export const operatorShell = (privileges: string[]): TFakeAnswer[] => [
  answer(userGetProfile, () => ({ profile: userProfile({ role: 'operator', privileges }) })),
  answer(userListNotifications, noNotifications),
];

export const adminShell = (privileges: string[]): TFakeAnswer[] => [
  answer(adminGetProfileInfo, () => ({ info: adminInfo({ privileges }) })),
  answer(adminListNotifications, noNotifications),
];

/** A wallet line; `n` makes its id, and by default a top-up of RM n. */
export const entry = (n: number, overrides: Partial<TWalletEntry> = {}): TWalletEntry => ({
  id: n,
  transfer_id: 100 + n,
  kind: 'wallet_topup',
  memo: 'Wallet top-up',
  reference: `SW261123REF${String(n).padStart(5, '0')}`,
  amount_sen: n * 100,
  balance_after_sen: n * 1000,
  created_at: '2026-11-20T02:30:00.000Z',
  ...overrides,
});

/** One page of `rows` as the list calls answer it. */
export const pageOfRows = <T>(rows: readonly T[], fields: Record<string, string>) => {
  const page = Number(fields.page ?? 1);
  const size = Number(fields.page_size ?? 20);
  return { items: rows.slice((page - 1) * size, page * size), total: rows.length, page, page_size: size };
};
