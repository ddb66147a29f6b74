import type { ZListCompanyWalletsInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { listCompanyWallets as listRows, totalOfKind } from './repository';

/** admin-list-company-wallets: every company's balance, and the platform's revenue and SST collected. */
export async function listCompanyWallets(uc: TUseCase, input: z.output<typeof ZListCompanyWalletsInput>) {
  const db = uc.services.db;
  const [{ rows, total }, wallets, revenue, tax] = await Promise.all([
    listRows(db, input.search, pageWindow(input)),
    totalOfKind(db, 'wallet', 'company'),
    totalOfKind(db, 'platform_revenue', 'platform'),
    totalOfKind(db, 'tax_payable', 'platform'),
  ]);
  const items = rows.map((r) => ({
    company_id: r.companyId,
    company_name: r.companyName,
    balance_sen: r.balance,
  }));
  return {
    ...pageOut(items, total, input),
    totals: { wallets_sen: wallets, platform_revenue_sen: revenue, tax_collected_sen: tax },
  };
}
