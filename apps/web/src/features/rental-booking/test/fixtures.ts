import type {
  TAppointment,
  TBookingDetail,
  TBookingLink,
  TBookingRow,
  TBookingSettlement,
  TCreditCheck,
  TCreditCheckSetting,
  TRefund,
} from '@sewa/domain/booking/schemas';
import { emptyMoveInCosts } from '@sewa/domain/properties/move-in-costs';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { saveSession } from '../../../app/session';

// Records as the booking calls return them, and the steps the screen tests of rental-booking share.

/**
 * In the reason form `formName`: sends it empty first (refused on the page: the box is marked invalid
 * and `expectNothingSent` checks no call went out), then with `reason`.
 */
export async function giveReason(
  user: UserEvent,
  formName: string,
  reason: string,
  expectNothingSent: () => void,
) {
  const form = await screen.findByRole('form', { name: formName });
  const box = () => within(form).getByRole('textbox', { name: /Reason/ });
  const submit = () => user.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
  await submit();
  await waitFor(() => expect(box().getAttribute('aria-invalid')).toBe('true'));
  expectNothingSent();
  await user.type(box(), reason);
  await submit();
}

export const signInAsOperator = () =>
  saveSession({
    token: 'op-token',
    role: 'operator',
    privileges: ['rental-booking', 'ctos', 'account/booking-settlement', 'account/refund', 'properties'],
    origin: 'login',
  });

export const signInAsAdmin = () =>
  saveSession({
    token: 'admin-token',
    role: 'admin',
    privileges: ['rental-booking', 'ctos', 'account/booking-settlement', 'account/refund', 'users/operator'],
    origin: 'login',
  });

export const page = <T>(items: T[]) => ({ data: { items, total: items.length, page: 1, page_size: 10 } });

export const bookingRow = (over: Partial<TBookingRow> = {}): TBookingRow => ({
  id: 7,
  booking_ref: 'b-7',
  company_id: 3,
  company_name: 'Demo Properties Sdn Bhd',
  property_id: 11,
  property_name: 'Residensi Harmoni',
  unit_name: 'A-12-3',
  room_name: 'Master room',
  rental_id: 21,
  applicant_name: 'Nur Aisyah',
  applicant_mobile: '+60 123456789',
  status: 'new',
  payment_status: 'paid_1',
  refund_status: 'none',
  snag_status: 'not_started',
  settlement_status: 'held',
  move_in_date: '2026-06-01',
  tenure_months: 12,
  monthly_rent_sen: 90_000,
  booking_fee_sen: 90_000,
  payment1_sen: 90_000,
  payment2_sen: 180_000,
  reserved_until: null,
  is_credit_check_required: false,
  has_credit_report: false,
  created_at: '2026-05-04T02:00:00.000Z',
  ...over,
});

export const bookingDetail = (over: Partial<TBookingDetail> = {}): TBookingDetail => ({
  ...bookingRow(),
  tenancy_id: null,
  unit_id: 5,
  room_id: 8,
  occupants: 1,
  message: 'Can I move in early?',
  reason: null,
  cancelled_by: null,
  is_credit_check_required: true,
  credit_check_fee_sen: 3_000,
  items: { ...emptyMoveInCosts(), first_month_rent: 90_000, security_deposit: 180_000 },
  pay_now_items: ['first_month_rent'],
  applicant: {
    user_id: 40,
    name: 'Nur Aisyah',
    email: 'aisyah@example.com',
    mobile: '+60 123456789',
    document_kind: 'ic',
    id_number: '900101145678',
    date_of_birth: '1990-01-01',
  },
  documents: {
    ic_front: { file_id: 1, url: '/files/1/ic-front.png' },
    ic_back: { file_id: 2, url: '/files/2/ic-back.png' },
    selfie: { file_id: 3, url: '/files/3/selfie.png' },
    passport: null,
  },
  consent: { signed_at: '2026-05-04T02:05:00.000Z', file_url: '/files/4/consent.pdf' },
  credit_check: null,
  payments: [
    {
      stage: 1,
      payment_ref: 'SW0000000000B001',
      amount_sen: 90_000,
      status: 'succeeded',
      created_at: '2026-05-04T02:06:00.000Z',
      paid_at: '2026-05-04T02:07:00.000Z',
    },
  ],
  refund: null,
  history: [
    {
      action: 'pay_1',
      from_status: 'pending_payment',
      to_status: 'new',
      actor_kind: 'system',
      actor_name: null,
      reason: null,
      created_at: '2026-05-04T02:07:00.000Z',
    },
  ],
  actions: ['approve', 'reject', 'cancel', 'run_credit_check'],
  ...over,
});

export const appointment = (over: Partial<TAppointment> = {}): TAppointment => ({
  id: 31,
  company_id: 3,
  company_name: 'Demo Properties Sdn Bhd',
  property_id: 11,
  property_name: 'Residensi Harmoni',
  rental_id: 21,
  unit_name: 'A-12-3',
  room_name: 'Master room',
  applicant_name: 'Lim Wei',
  applicant_mobile: '+60 198765432',
  status: 'requested',
  viewing_at: '2026-05-06T02:30:00.000Z',
  message: 'After work please',
  reason: null,
  created_at: '2026-05-04T01:00:00.000Z',
  actions: ['approve', 'reject', 'cancel', 'reschedule'],
  ...over,
});

export const link = (over: Partial<TBookingLink> = {}): TBookingLink => ({
  id: 4,
  rental_id: 21,
  path: '/booking/21?link=AbCdEfGhIjKlMnOpQr',
  agreed_rent_sen: 85_000,
  move_in_date: '2026-06-01',
  expires_at: '2026-05-11T02:00:00.000Z',
  is_expired: false,
  created_at: '2026-05-04T02:00:00.000Z',
  ...over,
});

export const creditCheck = (over: Partial<TCreditCheck> = {}): TCreditCheck => ({
  id: 9,
  company_id: 3,
  company_name: 'Demo Properties Sdn Bhd',
  booking_id: 7,
  subject_name: 'Nur Aisyah',
  ic_number: '********5678',
  provider: 'simulator',
  status: 'completed',
  fee_sen: 3_000,
  score: 712,
  created_at: '2026-05-04T03:00:00.000Z',
  ...over,
});

export const creditCheckDetail = (over: Partial<TCreditCheck> = {}) => ({
  ...creditCheck(over),
  report: {
    score: 712,
    grade: 'B',
    facilities: [
      {
        lender: 'Maybank',
        facility: 'Credit card',
        limit_sen: 1_000_000,
        outstanding_sen: 250_000,
        conduct: [0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0],
      },
    ],
    legal_cases: [],
    trade_references: [{ creditor: 'TM Unifi', amount_sen: 12_000, status: 'Settled' }],
  },
  report_pdf_url: '/files/9/report.pdf',
  consent_url: '/files/4/consent.pdf',
});

export const setting = (over: Partial<TCreditCheckSetting> = {}): TCreditCheckSetting => ({
  id: 2,
  provider: 'ctos',
  fee_sen: 3_000,
  is_active: true,
  endpoint_url: 'https://enq.ctos.com.my/ws',
  company_code: 'SEWA01',
  account_no: 'A1001',
  user_id: 'sewa-api',
  has_password: true,
  updated_at: '2026-05-01T02:00:00.000Z',
  ...over,
});

export const refund = (over: Partial<TRefund> = {}): TRefund => ({
  id: 15,
  company_id: 3,
  company_name: 'Demo Properties Sdn Bhd',
  user_id: 40,
  tenant_name: 'Nur Aisyah',
  source: 'booking',
  booking_id: 7,
  booking_ref: 'b-7',
  property_name: 'Residensi Harmoni',
  amount_sen: 87_000,
  breakdown: {
    paid_sen: 90_000,
    credit_check_fee_sen: 3_000,
    operator_claim_sen: 0,
    platform_claim_sen: 0,
    refund_sen: 87_000,
  },
  status: 'requested',
  reason: null,
  payout_reference: null,
  paid_at: null,
  created_at: '2026-05-04T04:00:00.000Z',
  history: [],
  ...over,
});

export const batch = (over: Partial<TBookingSettlement> = {}): TBookingSettlement => ({
  id: 6,
  company_id: 3,
  company_name: 'Demo Properties Sdn Bhd',
  status: 'pending',
  total_sen: 180_000,
  booking_count: 2,
  reference: null,
  settled_at: null,
  created_at: '2026-05-04T05:00:00.000Z',
  ...over,
});

export const fee = (bookingId: number, over = {}) => ({
  booking_id: bookingId,
  booking_ref: `b-${bookingId}`,
  company_id: 3,
  company_name: 'Demo Properties Sdn Bhd',
  property_name: 'Residensi Harmoni',
  applicant_name: 'Nur Aisyah',
  booking_status: 'checked_in' as const,
  paid_sen: 90_000,
  operator_sen: 90_000,
  refund_sen: 0,
  settlement_status: 'released' as const,
  settlement_id: null,
  paid_at: '2026-05-04T02:07:00.000Z',
  ...over,
});

export const operators = (companies: { id: number; name: string }[]) =>
  page(
    companies.map((c) => ({
      id: c.id,
      name: c.name,
      domain_code: `c${c.id}`,
      owner: null,
      trial_starts_at: null,
      trial_ends_at: null,
      is_trial: false,
      properties_count: 1,
      created_at: '2026-01-01T00:00:00.000Z',
    })),
  );
