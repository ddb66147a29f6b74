import { makeAccount, makeSession } from '@sewa/db/testing';
import { pngFile } from '@sewa/domain/testing/png';
import { describe, expect, it } from 'vitest';
import { unsigned } from '../../../testing/files';
import {
  adminToken,
  makeEstate,
  makeListing,
  manualTenancy,
  type TMoneyApp,
  type TTenancy,
  useTenancyApp,
} from './tenancy-kit';

// Tenancy documents: private ones reach only the operator's side and admins, through the detail and
// through /files/… ; shared ones reach the tenant and the landlord too. Nobody else reads either.

let t: TMoneyApp;
useTenancyApp((app) => {
  t = app;
});
const db = () => t.database.db;

const pdf = (name: string) =>
  new File([new TextEncoder().encode('%PDF-1.4\n% agreement\n')], name, {
    type: 'application/pdf',
  });

type TDoc = { id: number; file_id: number; url: string; name: string; visibility: string };

async function upload(token: string, tenancyId: number, visibility: string, files: File[]) {
  return t.call<TDoc[]>(
    'user-upload-tenancy-documents',
    { tenancy_id: tenancyId, visibility, documents: files },
    {
      token,
    },
  );
}

const fetchFile = async (url: string, token?: string, admin = false) =>
  (
    await t.app.inject({
      method: 'GET',
      url: unsigned(url),
      headers: token
        ? { authorization: `Bearer ${token}`, ...(admin ? { 'x-sewa-role': 'admin' } : {}) }
        : {},
    })
  ).statusCode;

describe('tenancy documents', () => {
  it('keeps private documents from the tenant and the landlord, by detail and by file URL', async () => {
    const e = await makeEstate(t);
    const made = await manualTenancy(t, e);
    const priv = await upload(e.operatorToken, made.id, 'private', [
      pdf('ic-copy.pdf'),
      pngFile(200, 200, 'id.png'),
    ]);
    expect(priv.status_code, JSON.stringify(priv)).toBe(100);
    expect(priv.data!.map((d) => [d.name, d.visibility])).toEqual([
      ['ic-copy.pdf', 'private'],
      ['id.png', 'private'],
    ]);
    const shared = await upload(e.operatorToken, made.id, 'shared', [pdf('house-rules.pdf')]);
    expect(shared.data!.map((d) => d.visibility)).toEqual(['shared']);
    const [secret] = priv.data!;
    const [rules] = shared.data!;

    const docsAs = async (token: string, name = 'user-get-tenancy') =>
      (await t.call<TTenancy>(name, { id: made.id }, { token })).data!.documents.map((d) => d.name);
    expect(await docsAs(e.operatorToken)).toEqual(['ic-copy.pdf', 'id.png', 'house-rules.pdf']);
    expect(await docsAs(await adminToken(t), 'admin-get-tenancy')).toEqual([
      'ic-copy.pdf',
      'id.png',
      'house-rules.pdf',
    ]);
    expect(await docsAs(e.tenantToken)).toEqual(['house-rules.pdf']);
    expect(await docsAs(e.landlordToken)).toEqual(['house-rules.pdf']);

    // By URL: the operator and admins read both; tenant and landlord the shared one only.
    expect(await fetchFile(secret!.url, e.operatorToken)).toBe(200);
    expect(await fetchFile(secret!.url, await adminToken(t), true)).toBe(200);
    for (const token of [e.tenantToken, e.landlordToken, undefined]) {
      expect(await fetchFile(secret!.url, token)).toBe(404);
    }
    expect(await fetchFile(rules!.url, e.tenantToken)).toBe(200);
    expect(await fetchFile(rules!.url, e.landlordToken)).toBe(200);
    // Another tenant, another landlord, another company: nothing.
    const otherTenant = await makeSession(db(), { kind: 'user', id: (await makeAccount(db(), 'tenant')).id });
    const otherLandlord = await makeSession(db(), {
      kind: 'user',
      id: (await makeAccount(db(), 'landlord', { companyId: e.company.id })).id,
    });
    const stranger = await makeListing(t);
    for (const token of [otherTenant, otherLandlord, stranger.operatorToken, undefined])
      expect(await fetchFile(rules!.url, token)).toBe(404);

    // A deleted shared document is no longer the tenant's to read.
    expect(
      (await t.call('user-delete-tenancy-document', { document_id: rules!.id }, { token: e.tenantToken }))
        .status_code,
    ).toBe(103);
    expect(
      (
        await t.call(
          'user-delete-tenancy-document',
          { document_id: rules!.id },
          { token: stranger.operatorToken },
        )
      ).status_code,
    ).toBe(102);
    expect(
      (await t.call('user-delete-tenancy-document', { document_id: rules!.id }, { token: e.operatorToken }))
        .status_code,
    ).toBe(100);
    expect(await docsAs(e.tenantToken)).toEqual([]);
    expect(await fetchFile(rules!.url, e.tenantToken)).toBe(404);
    expect(await fetchFile(rules!.url, e.operatorToken)).toBe(200);
  });

  it('needs a file and a visibility (101); only the operator’s side uploads', async () => {
    const e = await makeEstate(t);
    const made = await manualTenancy(t, e);
    const none = await upload(e.operatorToken, made.id, 'shared', []);
    expect(none.status_code).toBe(101);
    expect(none.errors).toHaveProperty('documents');
    const wrong = await upload(e.operatorToken, made.id, 'public', [pdf('a.pdf')]);
    expect(wrong.errors).toEqual({ visibility: 'This is not one of the allowed values.' });
    expect((await upload(e.tenantToken, made.id, 'shared', [pdf('a.pdf')])).status_code).toBe(103);
    const stranger = await makeListing(t);
    expect((await upload(stranger.operatorToken, made.id, 'shared', [pdf('a.pdf')])).status_code).toBe(102);
  });
});
