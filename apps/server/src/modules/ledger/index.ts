// What other modules use of the ledger: accounts, the one posting function, and the check.
export {
  balanceOf,
  companyAccount,
  ensureAccount,
  platformAccount,
  type TLedgerAccountRef,
  tenancyAccount,
} from './accounts';
export {
  insufficientCredit,
  postTransfer,
  postTransfers,
  type TPostedTransfer,
  type TPostTransferInput,
} from './post-transfer';
export { isLedgerSound, type TLedgerCheck, verifyLedger } from './verify-ledger';
