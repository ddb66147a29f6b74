import { companies, type TDbExecutor } from '@sewa/db';
import { eq } from 'drizzle-orm';

export async function findCompanyName(db: TDbExecutor, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}
