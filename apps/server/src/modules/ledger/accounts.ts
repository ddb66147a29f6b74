import type { TDbExecutor } from '@sewa/db';
import {
  isNonNegativeKind,
  PLATFORM_OWNER_ID,
  type TLedgerAccountKind,
  type TLedgerOwnerType,
} from '@sewa/domain';
import { findAccount, insertAccountIfMissing, type TAccountRow } from './repository';

// Accounts are found by (owner type, owner id, kind, company) and made on first use.

export type TLedgerAccountRef = {
  ownerType: TLedgerOwnerType;
  ownerId: number;
  kind: TLedgerAccountKind;
  /** The company the account is kept for; null for the platform's accounts. */
  companyId: number | null;
};

export const platformAccount = (kind: TLedgerAccountKind): TLedgerAccountRef => ({
  ownerType: 'platform',
  ownerId: PLATFORM_OWNER_ID,
  kind,
  companyId: null,
});

export const companyAccount = (companyId: number, kind: TLedgerAccountKind): TLedgerAccountRef => ({
  ownerType: 'company',
  ownerId: companyId,
  kind,
  companyId,
});

/** A tenancy's own account (its deposits held), kept for the tenancy's company. */
export const tenancyAccount = (
  tenancy: { id: number; companyId: number },
  kind: TLedgerAccountKind = 'deposit_held',
): TLedgerAccountRef => ({
  ownerType: 'tenancy',
  ownerId: tenancy.id,
  kind,
  companyId: tenancy.companyId,
});

/** The account, created (balance 0) if it does not exist yet. */
export async function ensureAccount(db: TDbExecutor, ref: TLedgerAccountRef, at: Date): Promise<TAccountRow> {
  return (
    (await findAccount(db, ref)) ??
    insertAccountIfMissing(db, { ...ref, isNonNegative: isNonNegativeKind(ref.kind), createdAt: at })
  );
}

/** The account's balance; 0 when it was never used. */
export async function balanceOf(db: TDbExecutor, ref: TLedgerAccountRef): Promise<number> {
  return (await findAccount(db, ref))?.balanceSen ?? 0;
}
