// Factories for the users-and-team partners rows (issue 9); the shared ones are in ./factories.
import type { TDbExecutor } from '../client';
import { vendors } from '../schema/index';
import { makeAccount } from './factories';
import { uniqueNumber } from './unique';

type TUserValues = Parameters<typeof makeAccount>[2];
type TVendorValues = Partial<typeof vendors.$inferInsert>;

/** A landlord account of the company (can log in with KNOWN_PASSWORD). */
export const makeLandlord = (db: TDbExecutor, companyId: number, values: TUserValues = {}) =>
  makeAccount(db, 'landlord', { companyId, ...values });

/** A main contractor of the company with its work (kind, categories) in the profile. */
export const makeContractor = (
  db: TDbExecutor,
  companyId: number | null,
  work: { categories?: string[]; sub_categories?: string[]; kind?: 'company' | 'person' } = {},
  values: TUserValues = {},
) =>
  makeAccount(db, 'contractor', {
    companyId,
    profile: {
      work: {
        kind: work.kind ?? 'person',
        categories: work.categories ?? ['plumbing'],
        sub_categories: work.sub_categories ?? [],
        service_states: [],
        service_cities: [],
      },
    },
    ...values,
  });

/** A sub-contractor under a main contractor (same company). */
export const makeSubContractor = (
  db: TDbExecutor,
  parent: { id: number; companyId: number | null },
  categories: string[] = ['plumbing'],
  values: TUserValues = {},
) =>
  makeAccount(db, 'contractor', {
    companyId: parent.companyId,
    parentUserId: parent.id,
    profile: {
      work: { kind: 'person', categories, sub_categories: [], service_states: [], service_cities: [] },
    },
    ...values,
  });

/** A vendor of the company. */
export async function makeVendor(db: TDbExecutor, companyId: number, values: TVendorValues = {}) {
  const [row] = await db
    .insert(vendors)
    .values({ companyId, name: `Vendor ${uniqueNumber()}`, ...values })
    .returning();
  return row!;
}
