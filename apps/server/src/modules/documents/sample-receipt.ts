import { DEFAULT_SITE_SETTINGS } from '@sewa/domain/settings/site-settings';

// The content of the /test-pdf document: a tenancy receipt with sample figures. Amounts are integer sen;
// the total is computed here, never typed, so the table always adds up.

export type TReceiptLine = { description: string; period: string; amountSen: number };

export type TReceipt = {
  company: { name: string; registration: string; address: string[]; phone: string; email: string };
  number: string;
  issuedAt: Date;
  receivedFrom: string;
  tenancy: string;
  paymentMethod: string;
  lines: TReceiptLine[];
};

export const SAMPLE_COMPANY = {
  name: 'Sewa Property Management Sdn. Bhd.',
  registration: '202401012345 (1550000-X)',
  address: ['Level 12, Menara Sample, Jalan Ampang', '50450 Kuala Lumpur, Malaysia'],
  phone: DEFAULT_SITE_SETTINGS.support_phone,
  email: DEFAULT_SITE_SETTINGS.support_email,
} as const;

export function sampleReceipt(issuedAt: Date): TReceipt {
  return {
    company: { ...SAMPLE_COMPANY, address: [...SAMPLE_COMPANY.address] },
    number: 'OR-SAMPLE-0001',
    issuedAt,
    receivedFrom: 'Sample Tenant',
    tenancy: 'TN-0001 · Unit A-12-03, Residensi Contoh, Kuala Lumpur',
    paymentMethod: 'FPX online banking',
    lines: [
      { description: 'Monthly rental', period: 'Current month', amountSen: 120_000 },
      { description: 'Security deposit (2 months)', period: 'One-off', amountSen: 240_000 },
      { description: 'Utility deposit (0.5 month)', period: 'One-off', amountSen: 60_000 },
      { description: 'Access card deposit', period: 'One-off', amountSen: 5_000 },
      { description: 'Tenancy agreement stamp duty', period: 'One-off', amountSen: 2_000 },
    ],
  };
}

export const receiptTotal = (receipt: TReceipt): number =>
  receipt.lines.reduce((sum, line) => sum + line.amountSen, 0);
