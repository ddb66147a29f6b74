import { DEFAULT_TEMPLATES } from '@sewa/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import {
  agreements,
  agreementTemplates,
  companies,
  companyCounters,
  lifecycleEvents,
  tenancies,
} from '../schema/index';

// Demo agreements (issue 13): the platform's default templates (as the server writes them on start) and,
// for the demo company's first tenancy, a draft tenancy agreement from the English default, ready for the
// operator to edit, preview and send on /operator/my-agreement. Idempotent: once per tenancy.

export async function seedAgreements(db: TDb): Promise<void> {
  const now = new Date();
  await db
    .insert(agreementTemplates)
    .values(
      DEFAULT_TEMPLATES.map((t) => ({
        companyId: null,
        kind: t.kind,
        name: t.name,
        language: t.language,
        body: t.body,
        seedKey: t.seed_key,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: agreementTemplates.seedKey });
  const [company] = await db.select().from(companies).where(sql`lower(${companies.domainCode}) = 'demo'`);
  if (!company) return;
  const [tenancy] = await db
    .select()
    .from(tenancies)
    .where(eq(tenancies.companyId, company.id))
    .orderBy(asc(tenancies.id))
    .limit(1);
  if (!tenancy) return;
  const [existing] = await db
    .select({ id: agreements.id })
    .from(agreements)
    .where(eq(agreements.tenancyId, tenancy.id));
  if (existing) return;
  const [template] = await db
    .select()
    .from(agreementTemplates)
    .where(eq(agreementTemplates.seedKey, 'tenancy-en'));
  if (!template) return;
  await db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(companyCounters)
      .values({ companyId: company.id, key: 'agreement', value: 1 })
      .onConflictDoUpdate({
        target: [companyCounters.companyId, companyCounters.key],
        set: { value: sql`${companyCounters.value} + 1` },
      })
      .returning({ value: companyCounters.value });
    const [row] = await tx
      .insert(agreements)
      .values({
        companyId: company.id,
        kind: 'tenancy',
        reference: `AGR-${String(counter!.value).padStart(6, '0')}`,
        tenancyId: tenancy.id,
        propertyId: tenancy.propertyId,
        templateId: template.id,
        title: template.name,
        language: 'en',
        body: template.body,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(lifecycleEvents).values({
      companyId: company.id,
      subjectType: 'agreement',
      subjectId: row!.id,
      action: 'create',
      fromStatus: null,
      toStatus: 'draft',
      actorKind: 'system',
      actorId: null,
      createdAt: now,
    });
  });
}
