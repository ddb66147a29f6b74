import type {
  TAppointment,
  TBookingDetail,
  TBookingRow,
  TBookingTerms,
  TRefund,
} from '@sewa/domain/booking/schemas';
import { toDateString } from '@sewa/format/dates';
import { saveSession } from '../../../app/session';
import { addMonths } from '../new-booking';

// Answers of the booking contracts for the screen tests, relative to today (the move-in window is).

export const TODAY = toDateString(new Date());
export const MOVE_IN = addMonths(TODAY, 1);

export const signInAsTenant = () =>
  saveSession({ token: 'tenant-token', role: 'tenant', privileges: [], origin: 'login' });

export const page = <T>(items: T[]) => ({ data: { items, total: items.length, page: 1, page_size: 10 } });

export const terms = (over: Partial<TBookingTerms> = {}): TBookingTerms => ({
  rental_id: 7,
  property_id: 11,
  property_name: 'Gurney Paragon Residences',
  unit_name: 'B-12-3',
  room_name: 'Room A',
  company_name: 'Demo Properties Sdn Bhd',
  cover_url: null,
  address: '163D Persiaran Gurney, 10250 George Town, Penang',
  monthly_rent_sen: 90_000,
  available_from: TODAY,
  tenure_options: [12, 24, 36],
  is_credit_check_required: true,
  booking_fee_sen: 10_000,
  items: { first_month_rent: 90_000, security_deposit: 180_000, credit_check_fee: 3_000 },
  pay_now_items: ['first_month_rent', 'credit_check_fee'],
  payment1_sen: 103_000,
  payment2_sen: 180_000,
  total_sen: 283_000,
  blocked_by: null,
  link: null,
  ...over,
});

export const bookingRow = (over: Partial<TBookingRow> = {}): TBookingRow => ({
  id: 41,
  booking_ref: 'b-41',
  company_id: 1,
  company_name: 'Demo Properties Sdn Bhd',
  property_id: 11,
  property_name: 'Gurney Paragon Residences',
  unit_name: 'B-12-3',
  room_name: 'Room A',
  rental_id: 7,
  applicant_name: 'Lim Wei Jie',
  applicant_mobile: '60123456789',
  status: 'new',
  payment_status: 'paid_1',
  refund_status: 'none',
  snag_status: 'not_started',
  settlement_status: 'held',
  move_in_date: MOVE_IN,
  tenure_months: 12,
  monthly_rent_sen: 90_000,
  booking_fee_sen: 10_000,
  payment1_sen: 103_000,
  payment2_sen: 180_000,
  reserved_until: null,
  is_credit_check_required: false,
  has_credit_report: false,
  created_at: '2026-11-20T02:00:00.000Z',
  ...over,
});

export const booking = (over: Partial<TBookingDetail> = {}): TBookingDetail => ({
  ...bookingRow(),
  tenancy_id: null,
  unit_id: 21,
  room_id: 31,
  occupants: 1,
  message: null,
  reason: null,
  cancelled_by: null,
  is_credit_check_required: true,
  credit_check_fee_sen: 3_000,
  items: { first_month_rent: 90_000, security_deposit: 180_000, credit_check_fee: 3_000 },
  pay_now_items: ['first_month_rent', 'credit_check_fee'],
  applicant: {
    user_id: 9,
    name: 'Lim Wei Jie',
    email: 'weijie@demo.my',
    mobile: '60123456789',
    document_kind: 'ic',
    id_number: '********5678',
    date_of_birth: '1990-01-01',
  },
  documents: { ic_front: null, ic_back: null, selfie: null, passport: null },
  consent: null,
  credit_check: null,
  payments: [],
  refund: null,
  history: [],
  actions: [],
  ...over,
});

export const appointment = (over: Partial<TAppointment> = {}): TAppointment => ({
  id: 61,
  company_id: 1,
  company_name: 'Demo Properties Sdn Bhd',
  property_id: 11,
  property_name: 'Gurney Paragon Residences',
  rental_id: 7,
  unit_name: 'B-12-3',
  room_name: 'Room A',
  applicant_name: 'Lim Wei Jie',
  applicant_mobile: '60123456789',
  status: 'requested',
  // Tuesday 24 Nov 2026, 10:30 am in Malaysia.
  viewing_at: '2026-11-24T02:30:00.000Z',
  message: 'Can I see the kitchen?',
  reason: null,
  created_at: '2026-11-23T01:00:00.000Z',
  actions: ['cancel'],
  ...over,
});

export const refund = (over: Partial<TRefund> = {}): TRefund => ({
  id: 81,
  company_id: 1,
  company_name: 'Demo Properties Sdn Bhd',
  user_id: 9,
  tenant_name: 'Lim Wei Jie',
  source: 'booking',
  booking_id: 41,
  booking_ref: 'b-41',
  property_name: 'Gurney Paragon Residences',
  amount_sen: 100_000,
  breakdown: {
    paid_sen: 103_000,
    credit_check_fee_sen: 3_000,
    operator_claim_sen: 0,
    platform_claim_sen: 0,
    refund_sen: 100_000,
  },
  status: 'requested',
  reason: 'Rejected by the operator',
  payout_reference: null,
  paid_at: null,
  created_at: '2026-11-21T02:00:00.000Z',
  history: [],
  ...over,
});
