import { formatDisplayDate } from '@sewa/format/display';
import { formatMoney } from '@sewa/format/money';

// Template variables (product §10.2). A template's body is rich text (HTML from the UI kit's editor)
// with variables written `{{key}}`; the editor's picker inserts them. Filling escapes every value as
// text, except the tenancy's own rich-text fields (house rules, special conditions), which the server
// sanitised when they were saved. A key the product does not know stays visible as written, so an
// author sees a typo in the preview.

export const AGREEMENT_VARIABLES = [
  'agreement_ref',
  'today',
  'tenant_name',
  'tenant_id_number',
  'tenant_mobile',
  'tenant_email',
  'landlord_name',
  'landlord_id_number',
  'landlord_mobile',
  'landlord_email',
  'landlord_address',
  'landlord_nationality',
  'company_name',
  'company_mobile',
  'company_email',
  'company_address',
  'property_name',
  'property_address',
  'unit_name',
  'room_name',
  'tenure_start',
  'tenure_end',
  'tenure_months',
  'monthly_rent',
  'security_deposit',
  'utility_deposit',
  'access_card_deposit',
  'car_park_deposit',
  'other_deposit',
  'payment_day',
  'house_rules',
  'special_conditions',
  'mode_of_service',
  'management_fee',
  'profit_sharing',
  'agreement_date',
  'commencement_date',
] as const;
export type TAgreementVariable = (typeof AGREEMENT_VARIABLES)[number];
export type TVariableValues = Partial<Record<TAgreementVariable, string>>;

/** The variables a tenancy agreement's picker offers; a PMA's offers PMA_VARIABLES. */
export const TENANCY_VARIABLES: readonly TAgreementVariable[] = AGREEMENT_VARIABLES.filter(
  (v) =>
    !['mode_of_service', 'management_fee', 'profit_sharing', 'agreement_date', 'commencement_date'].includes(
      v,
    ),
);
export const PMA_VARIABLES: readonly TAgreementVariable[] = [
  'agreement_ref',
  'today',
  'landlord_name',
  'landlord_id_number',
  'landlord_mobile',
  'landlord_email',
  'landlord_address',
  'landlord_nationality',
  'company_name',
  'company_mobile',
  'company_email',
  'company_address',
  'property_name',
  'property_address',
  'mode_of_service',
  'management_fee',
  'profit_sharing',
  'agreement_date',
  'commencement_date',
];

/** Variables whose value is already sanitised rich text. */
const HTML_VARIABLES: ReadonlySet<string> = new Set(['house_rules', 'special_conditions']);
const KNOWN: ReadonlySet<string> = new Set(AGREEMENT_VARIABLES);

export const variableToken = (key: TAgreementVariable) => `{{${key}}}`;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The body with every known `{{key}}` replaced by its value (empty when the record has none). */
export function fillTemplate(html: string, values: TVariableValues): string {
  return html.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (token, key: string) => {
    if (!KNOWN.has(key)) return token;
    const value = values[key as TAgreementVariable] ?? '';
    return HTML_VARIABLES.has(key) ? value : escapeHtml(value);
  });
}

/** Keys written in a body that the product does not know (shown to the template's author). */
export function unknownVariables(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)) if (m[1] && !KNOWN.has(m[1])) out.add(m[1]);
  return [...out];
}

export const agreementMoney = (sen: number) => formatMoney(sen, 'myr', { thousands: true });
export const agreementDay = (d: string | null | undefined) => (d ? formatDisplayDate(d, 'DD Mon YYYY') : '');

/** A sample tenancy for the template editor's live preview. */
export function sampleVariableValues(lang: 'en' | 'cn', today: string): TVariableValues {
  const cn = lang === 'cn';
  return {
    agreement_ref: 'AGR-000123',
    today: agreementDay(today),
    tenant_name: cn ? '陈小明' : 'Tan Xiao Ming',
    tenant_id_number: '900101-14-5678',
    tenant_mobile: '+60 12-345 6789',
    tenant_email: 'tenant@example.com',
    landlord_name: cn ? '李美玲' : 'Lee Mei Ling',
    landlord_id_number: '750505-10-1234',
    landlord_mobile: '+60 16-222 3333',
    landlord_email: 'landlord@example.com',
    landlord_address: '12, Jalan Ampang, 50450 Kuala Lumpur',
    landlord_nationality: cn ? '马来西亚' : 'Malaysian',
    company_name: cn ? '示例物业管理有限公司' : 'Example Property Management Sdn Bhd',
    company_mobile: '+60 3-2771 8800',
    company_email: 'hello@example.com',
    company_address: 'Level 5, Menara Example, 50250 Kuala Lumpur',
    property_name: 'Residensi Bukit Bintang',
    property_address: '8, Jalan Bukit Bintang, 55100 Kuala Lumpur',
    unit_name: 'A-12-3',
    room_name: cn ? '主卧' : 'Master room',
    tenure_start: agreementDay('2026-01-01'),
    tenure_end: agreementDay('2026-12-31'),
    tenure_months: '12',
    monthly_rent: agreementMoney(120_000),
    security_deposit: agreementMoney(240_000),
    utility_deposit: agreementMoney(60_000),
    access_card_deposit: agreementMoney(10_000),
    car_park_deposit: agreementMoney(0),
    other_deposit: agreementMoney(0),
    payment_day: '7',
    house_rules: cn ? '<p>晚上十一点后请保持安静。</p>' : '<p>Quiet hours after 11 pm.</p>',
    special_conditions: cn ? '<p>无。</p>' : '<p>None.</p>',
    mode_of_service: cn ? '全面管理' : 'Full management',
    management_fee: '10%',
    profit_sharing: '0%',
    agreement_date: agreementDay(today),
    commencement_date: agreementDay(today),
  };
}
