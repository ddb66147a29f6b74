import {
  makeAccount,
  makeOperatorCompany,
  makeProperty,
  makeRoom,
  makeSession,
  makeTenancy,
  makeUnit,
} from '@sewa/db/testing';
import type { TAgreementDetail, TTemplateRow } from '@sewa/domain';
import { solidPng } from '@sewa/domain/testing/png';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TCallOptions, type TTestApp } from '../../../testing/test-app';
import { makeAdminToken } from '../../wallet/tests/money-kit';
import { ensureDefaultTemplates } from '../repository';

// Shared set-up of the agreement tests: an app per file with the default templates, an operator company
// with a property whose landlord has an account, a tenant with a tenancy of a room, and the calls' steps.

export type { TTestApp };

export function useAgreementsApp(receive: (app: TTestApp) => void): void {
  let app: TTestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    await ensureDefaultTemplates(app.database.db, new Date());
    receive(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

export const SIGNATURE = `data:image/png;base64,${Buffer.from(solidPng(120, 40, [10, 10, 10])).toString('base64')}`;

export const tokenOf = (t: TTestApp, user: { id: number }) =>
  makeSession(t.database.db, { kind: 'user', id: user.id });

/** A super admin's token (the money tests' helper). */
export const adminToken = (t: TTestApp) => makeAdminToken(t);

/** An operator company, its property (with a landlord), a room and a tenant's tenancy of it. */
export async function makeWorld(t: TTestApp, tenantName = 'Aisyah Tenant') {
  const db = t.database.db;
  const { company, operator } = await makeOperatorCompany(db);
  const landlord = await makeAccount(db, 'landlord', { name: 'Lee Landlord' });
  const property = await makeProperty(db, { companyId: company.id, landlordUserId: landlord.id });
  const unit = await makeUnit(db, property, { rentalType: 'room' });
  const room = await makeRoom(db, unit, { title: 'Room A' });
  const tenant = await makeAccount(db, 'tenant', { name: tenantName });
  const tenancy = await makeTenancy(db, { unit, room, tenantUserId: tenant.id });
  return {
    company,
    operator,
    op: { token: await tokenOf(t, operator) },
    landlord,
    ll: { token: await tokenOf(t, landlord) },
    property,
    unit,
    room,
    tenant,
    me: { token: await tokenOf(t, tenant) },
    tenancy,
  };
}
export type TWorld = Awaited<ReturnType<typeof makeWorld>>;

export async function ok<T = TAgreementDetail>(
  t: TTestApp,
  name: string,
  payload: Parameters<TTestApp['call']>[1],
  options: TCallOptions,
): Promise<T> {
  const res = await t.call<T>(name, payload, options);
  expect(res.status_code, `${name}: ${res.message} ${JSON.stringify(res.errors ?? {})}`).toBe(100);
  return res.data!;
}

export const code = async (
  t: TTestApp,
  name: string,
  payload: Parameters<TTestApp['call']>[1],
  options: TCallOptions,
) => (await t.call(name, payload, options)).status_code;

/** A PDF upload (a certificate, a file to verify) of these bytes or this text. */
export const pdfFile = (content: Uint8Array | string, name = 'file.pdf') =>
  new File([typeof content === 'string' ? new TextEncoder().encode(content) : Buffer.from(content)], name, {
    type: 'application/pdf',
  });

/** The default template of `kind` in `language`. */
export async function defaultTemplate(t: TTestApp, w: TWorld, kind = 'tenancy', language = 'en') {
  const page = await ok<{ items: TTemplateRow[] }>(
    t,
    'user-list-agreement-templates',
    { kind, origin: 'default' },
    w.op,
  );
  return page.items.find((i) => i.language === language)!;
}

export async function draftOf(t: TTestApp, w: TWorld, opts: { language?: string; landlord?: boolean } = {}) {
  const template = await defaultTemplate(t, w, 'tenancy', opts.language ?? 'en');
  return ok(
    t,
    'user-create-agreement',
    { tenancy_id: w.tenancy.id, template_id: template.id, landlord_is_party: opts.landlord ?? false },
    w.op,
  );
}

/** A sent agreement awaiting the tenant's signature. */
export async function sentOf(t: TTestApp, w: TWorld, opts: { language?: string; landlord?: boolean } = {}) {
  const draft = await draftOf(t, w, opts);
  return ok(t, 'user-send-agreement', { agreement_id: draft.id }, w.op);
}

export const sign = (t: TTestApp, agreementId: number, options: TCallOptions, consent = true) =>
  t.call<TAgreementDetail>(
    'user-sign-agreement',
    { agreement_id: agreementId, signature: SIGNATURE, is_consent_agreed: consent },
    options,
  );

/** A fully signed agreement (tenant, then operator). */
export async function signedOf(t: TTestApp, w: TWorld) {
  const sent = await sentOf(t, w);
  expect((await sign(t, sent.id, w.me)).status_code).toBe(100);
  const res = await sign(t, sent.id, w.op);
  expect(res.status_code).toBe(100);
  return res.data!;
}

export const pdfBytes = async (t: TTestApp, agreementId: number, options: TCallOptions) => {
  const file = await ok<{ base64: string; file_name: string }>(
    t,
    'user-get-agreement-pdf',
    { agreement_id: agreementId },
    options,
  );
  return new Uint8Array(Buffer.from(file.base64, 'base64'));
};

/** A PMA party's details as the create and update calls take them (JSON). */
export const pmaParty = (name: string) =>
  JSON.stringify({
    name,
    mobile: '+60123456789',
    email: 'x@example.com',
    nationality: 'Malaysian',
    id_number: '800101-14-1234',
    address: 'Kuala Lumpur',
  });

/** user-create-pma's input for the world's property with the English default PMA template. */
export async function pmaInput(t: TTestApp, w: TWorld, over: Record<string, string | number> = {}) {
  const template = await defaultTemplate(t, w, 'pma', 'en');
  return {
    property_id: w.property.id,
    template_id: template.id,
    mode_of_service: 'full_management',
    agreement_date: '2026-11-01',
    commencement_date: '2026-12-01',
    fee_kind: 'percentage',
    fee_value: 1000,
    profit_sharing_bps: 500,
    landlord: pmaParty('Lee Landlord'),
    operator: pmaParty('Harmoni Homes Sdn Bhd'),
    ...over,
  };
}

/** A draft PMA of the world's property. */
export const pmaDraftOf = async (t: TTestApp, w: TWorld, over: Record<string, string | number> = {}) =>
  ok(t, 'user-create-pma', await pmaInput(t, w, over), w.op);

export const signPma = (t: TTestApp, agreementId: number, options: TCallOptions) =>
  t.call<TAgreementDetail>(
    'user-sign-pma',
    { agreement_id: agreementId, signature: SIGNATURE, is_consent_agreed: true },
    options,
  );

/** Credits the company's wallet through the admin's adjustment (the ledger's own path). */
export async function fundWallet(t: TTestApp, w: TWorld, amountSen: number, admin: TCallOptions) {
  await ok(
    t,
    'admin-adjust-wallet',
    { company_id: w.company.id, amount_sen: amountSen, reason: 'test' },
    admin,
  );
}
