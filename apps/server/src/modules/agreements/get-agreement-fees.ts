import type { TUseCase } from '../../core/use-case';
import { agreementFees } from './fees';

/** admin-get-agreement-fees: the stamping and e-sign fees in force (the defaults until an admin sets them). */
export const getAgreementFees = (uc: TUseCase) => agreementFees(uc.services.db);
