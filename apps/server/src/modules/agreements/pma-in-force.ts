import type { TDbExecutor } from '@sewa/db';
import type { TPmaTerms } from '@sewa/domain';
import { findPmaInForce } from './repository';
import { pmaTerms } from './view';

/**
 * The fee terms of the PMA in force for a property on `day` (product §10.5), or null when none is
 * signed: what payouts use for the management fee (percentage in basis points or fixed in sen) and the
 * profit share.
 */
export async function pmaTermsInForce(
  db: TDbExecutor,
  propertyId: number,
  day: string,
): Promise<(TPmaTerms & { agreement_id: number; reference: string }) | null> {
  const a = await findPmaInForce(db, propertyId, day);
  const terms = a ? pmaTerms(a) : null;
  return a && terms ? { ...terms, agreement_id: a.id, reference: a.reference } : null;
}
