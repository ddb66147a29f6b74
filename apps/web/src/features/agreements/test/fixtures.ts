import type { TAgreementDetail, TAgreementRow } from '@sewa/domain/agreements/schemas';
import { saveSession } from '../../../app/session';

// Agreements as the calls return them, for the screen tests.

export const signInAsOperator = () =>
  saveSession({ token: 'op-token', role: 'operator', privileges: ['agreement', 'tenancy'], origin: 'login' });
export const signInAsTenant = () =>
  saveSession({ token: 'tenant-token', role: 'tenant', privileges: [], origin: 'login' });

export const page = <T>(items: T[], total = items.length) => ({
  data: { items, total, page: 1, page_size: 10 },
});

const HASH = 'ab'.repeat(32);

export const agreementRow = (over: Partial<TAgreementRow> = {}): TAgreementRow => ({
  id: 12,
  reference: 'AGR-000012',
  title: 'Standard tenancy agreement',
  status: 'pending_signatures',
  esign_status: 'awaiting',
  stamping_status: 'pending',
  language: 'en',
  tenancy_id: 31,
  tenancy_code: 'T-000031',
  tenant_name: 'Nur Aisyah',
  property_name: 'Residensi Harmoni',
  company_name: 'Harmoni Homes',
  updated_at: '2026-05-02T02:00:00.000Z',
  ...over,
});

export const agreementDetail = (over: Partial<TAgreementDetail> = {}): TAgreementDetail => ({
  ...agreementRow(),
  kind: 'tenancy',
  property_id: 5,
  pma: null,
  template_id: 1,
  body: '<p><strong>TENANCY AGREEMENT</strong></p><p>Tenant: Nur Aisyah. Rent RM 1,200.00.</p>',
  source_body: null,
  landlord_is_party: false,
  signing_order: ['tenant', 'operator'],
  next_signer: 'tenant',
  my_party: null,
  document_sha256: HASH,
  signed_sha256: null,
  signatures: [],
  stamping: {
    status: 'pending',
    duty_sen: 0,
    duplicate_sen: 0,
    total_sen: 0,
    copies: 1,
    deadline: null,
    late_penalty_sen: 0,
    is_late: false,
    requested_at: null,
    fee_sen: 0,
    certificate_no: null,
    stamped_on: null,
    certificate_url: null,
  },
  monthly_rent_sen: 120_000,
  tenure_months: 12,
  void_reason: null,
  reissued_from_id: null,
  reissued_to_id: null,
  sent_at: '2026-05-02T02:00:00.000Z',
  signed_at: null,
  history: [],
  actions: [],
  ...over,
});
