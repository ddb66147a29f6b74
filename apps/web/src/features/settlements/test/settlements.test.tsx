import { userGetCompany } from '@sewa/domain/accounts/calls';
import type { TCompany } from '@sewa/domain/accounts/company';
import {
  adminGetGatewaySettlement,
  adminListGatewaySettlements,
  publicDevExportGatewaySettlement,
  userGetGatewaySettlement,
  userImportGatewaySettlement,
  userListGatewaySettlements,
} from '@sewa/domain/payments/calls';
import type { ZSettlementDetail } from '@sewa/domain/payments/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { z } from 'zod';
import { saveSession } from '../../../app/session';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import {
  AdminSettlementDetailPage,
  AdminSettlementPage,
  OperatorSettlementDetailPage,
  OperatorSettlementPage,
} from '../settlement-screens';

setupScreenTests();

const SCREENS = {
  '/operator/payex-settlement': OperatorSettlementPage,
  '/operator/payex-settlement-detail/$id': OperatorSettlementDetailPage,
  '/admin/payex-settlement': AdminSettlementPage,
  '/admin/payex-settlement-detail/$id': AdminSettlementDetailPage,
};

const signInAsOperator = () =>
  saveSession({
    token: 'op-token',
    role: 'operator',
    privileges: ['account/payex-settlement', 'profile'],
    origin: 'login',
  });
const signInAsAdmin = () =>
  saveSession({
    token: 'admin-token',
    role: 'admin',
    privileges: ['account/payex-settlement'],
    origin: 'login',
  });

type TDetail = z.input<typeof ZSettlementDetail>;
const detail = (over: Partial<TDetail> = {}): TDetail => ({
  id: 5,
  company_id: 3,
  file_name: 'payex-settlement-2026-05-05.csv',
  imported_at: '2026-05-05T02:00:00.000Z',
  lines: 4,
  settled: 2,
  unmatched: 2,
  settled_amount_sen: 15_000,
  fee_sen: 150,
  items: [
    line(1, 'SW0000000000AAA1', 'settled', 10_000),
    line(2, 'SW0000000000AAA2', 'already_settled', 5_000),
    line(3, 'SW000000UNKNOWN1', 'unmatched', null),
    line(4, 'SW0000000000AAA4', 'amount_mismatch', 2_500),
  ],
  missing: [{ payment_ref: 'SW0000000000MISS', amount_sen: 7_000, paid_at: '2026-05-04T03:00:00.000Z' }],
  ...over,
});
function line(
  line_no: number,
  reference_number: string,
  status: TDetail['items'][number]['status'],
  payment: number | null,
) {
  return {
    line_no,
    reference_number,
    txn_id: `T${line_no}`,
    amount_sen: line_no === 2 ? 5_000 : 10_000,
    fee_sen: 100,
    settled_date: '2026-05-05',
    status,
    payment_amount_sen: payment,
  };
}
const { items: _items, missing: _missing, ...summary } = detail();
const listOf = (rows: (typeof summary)[]) => ({
  data: { items: rows, total: rows.length, page: 1, page_size: 10 },
});

const company = { id: 3, name: 'Demo Properties Sdn Bhd' } as Partial<TCompany>;
const companyAnswer = () =>
  answer(userGetCompany, {
    company: {
      ...(company as TCompany),
      friendly_name: null,
      roc_number: null,
      domain_code: 'demo',
      logo: null,
      person_in_charge_name: null,
      person_in_charge_mobile_country_code: null,
      person_in_charge_mobile: null,
      person_in_charge_email: null,
      address_line1: null,
      address_line2: null,
      postcode: null,
      city: null,
      state: null,
      country: null,
      bank_name: null,
      bank_account_name: null,
      bank_account_number: null,
      payment_username: null,
      has_payment_secret: false,
      sales_tax_id: null,
      service_tax_id: null,
      default_tax_mode: 'none',
      trial_starts_at: null,
      trial_ends_at: null,
      is_trial: false,
      owner_user_id: 2,
    },
  });

/** jsdom's File has no text(): read it as the browser would. */
const textOf = (file: File | undefined) =>
  new Promise<unknown>((resolve) => {
    if (!file) return resolve(undefined);
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(file);
  });

const CSV = 'reference_number,txn_id,amount,fee,settled_date\nSW0000000000AAA1,T1,100.00,1.00,2026-05-05\n';

describe('operator payex-settlement', () => {
  it('uploads the chosen CSV file, shows the counts and lists the new report', async () => {
    signInAsOperator();
    let imported = false;
    const api = fakeApi(
      companyAnswer(),
      answer(userListGatewaySettlements, () => listOf(imported ? [summary] : [])),
      answer(userImportGatewaySettlement, () => {
        imported = true;
        return { data: detail() };
      }),
    );
    renderApp('/operator/payex-settlement', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('No Results');
    await user.upload(
      screen.getByLabelText(/^Settlement CSV file/),
      new File([CSV], 'payex-settlement-2026-05-05.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import report' }));
    const result = await screen.findByRole('status', { name: 'Import result' });
    const count = (label: string) => within(result).getByText(label).nextElementSibling?.textContent;
    expect([count('Lines'), count('Settled'), count('Unmatched'), count('Missing')]).toEqual([
      '4',
      '2',
      '2',
      '1',
    ]);
    expect(count('Settled amount')).toBe('RM 150.00');
    expect(count('Fees')).toBe('RM 1.50');
    expect(within(result).getByRole('link', { name: 'View the lines' }).getAttribute('href')).toBe(
      '/operator/payex-settlement-detail/5',
    );
    // The file went up as a real file field; no text copy of it.
    const sent = api.to(userImportGatewaySettlement)[0]!;
    expect(sent.fields).toEqual({});
    expect(sent.files.csv?.name).toBe('payex-settlement-2026-05-05.csv');
    expect(await textOf(sent.files.csv)).toBe(CSV);
    // The list read again and shows the report.
    const row = (await screen.findByRole('cell', { name: 'payex-settlement-2026-05-05.csv' })).closest('tr')!;
    expect(within(row).getByText('Needs review')).toBeTruthy();
  });

  it('asks for a file first, refuses another type in the browser, and shows the server’s reason under the field', async () => {
    signInAsOperator();
    const api = fakeApi(
      companyAnswer(),
      answer(userListGatewaySettlements, listOf([])),
      answer(
        userImportGatewaySettlement,
        failure(101, {
          errors: { csv: 'The file must have the columns reference_number, amount, fee and settled_date.' },
        }),
      ),
    );
    renderApp('/operator/payex-settlement', SCREENS);
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Import report' }));
    expect(await screen.findByText('Choose the settlement CSV file to import.')).toBeTruthy();
    const input = screen.getByLabelText(/^Settlement CSV file/);
    await user.upload(input, new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('Only CSV files are accepted. Please upload a valid file type.'),
    ).toBeTruthy();
    await user.upload(input, new File(['ref,amt\nA,1'], 'report.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Import report' }));
    expect(
      await screen.findByText(
        'The file must have the columns reference_number, amount, fee and settled_date.',
      ),
    ).toBeTruthy();
    expect(api.to(userImportGatewaySettlement)).toHaveLength(1);
  });

  it('in development, downloads the simulator’s report of a day or puts it in the import', async () => {
    signInAsOperator();
    const createObjectURL = vi.fn(() => 'blob:report');
    // jsdom has no object URLs: a stand-in for this test only.
    const { createObjectURL: before, revokeObjectURL: revokeBefore } = URL;
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL: before, revokeObjectURL: revokeBefore });
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => click.mockRestore());
    const api = fakeApi(
      companyAnswer(),
      answer(userListGatewaySettlements, listOf([])),
      answer(publicDevExportGatewaySettlement, (fields) => ({
        data: { file_name: `payex-settlement-${fields.date}.csv`, csv: CSV, lines: 1 },
      })),
      answer(userImportGatewaySettlement, { data: detail() }),
    );
    renderApp('/operator/payex-settlement', SCREENS);
    const user = userEvent.setup({ delay: null });
    const download = await screen.findByRole('button', { name: 'Download simulator report for a day' });
    await waitFor(() => expect((download as HTMLButtonElement).disabled).toBe(false));
    await user.click(download);
    expect(await screen.findByText('The report has 1 line.')).toBeTruthy();
    const sent = api.to(publicDevExportGatewaySettlement)[0]!.fields;
    expect(sent).toMatchObject({ company_id: '3' });
    expect(sent.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Put it in the import' }));
    await screen.findByText(`payex-settlement-${sent.date}.csv`);
    await user.click(screen.getByRole('button', { name: 'Import report' }));
    await screen.findByRole('status', { name: 'Import result' });
    expect(await textOf(api.to(userImportGatewaySettlement)[0]!.files.csv)).toBe(CSV);
  });

  it('hides the simulator helper in production', async () => {
    signInAsOperator();
    fakeApi(companyAnswer(), answer(userListGatewaySettlements, listOf([])));
    window.__SEWA_CONFIG__ = { ...window.__SEWA_CONFIG__, appEnv: 'production' };
    renderApp('/operator/payex-settlement', SCREENS);
    await screen.findByRole('button', { name: 'Import report' });
    expect(screen.queryByRole('button', { name: 'Download simulator report for a day' })).toBeNull();
  });
});

describe('payex-settlement-detail/{id}', () => {
  it('shows the lines by outcome in tabs, with the payment each matched, and the missing payments', async () => {
    signInAsOperator();
    const api = fakeApi(answer(userGetGatewaySettlement, { data: detail() }));
    renderApp('/operator/payex-settlement-detail/5', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: 'payex-settlement-2026-05-05.csv' });
    expect(api.to(userGetGatewaySettlement)[0]?.fields).toEqual({ id: '5' });
    const settled = screen.getByRole('tabpanel');
    expect(within(settled).getByText('SW0000000000AAA1')).toBeTruthy();
    expect(within(settled).getByText('Already settled')).toBeTruthy();
    expect(within(settled).queryByText('SW000000UNKNOWN1')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Unmatched (2)' }));
    const unmatched = screen.getByRole('tabpanel');
    expect(within(unmatched).getByText('No such payment')).toBeTruthy();
    const mismatch = within(unmatched).getByText('SW0000000000AAA4').closest('tr')!;
    expect(within(mismatch).getByText('Amount differs')).toBeTruthy();
    expect(within(mismatch).getByText('RM 25.00')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Missing (1)' }));
    const missing = screen.getByRole('tabpanel');
    const row = within(missing).getByText('SW0000000000MISS').closest('tr')!;
    expect(within(row).getByText('RM 70.00')).toBeTruthy();
    expect(within(row).getByText('2026-05-04 11:00:00')).toBeTruthy();
  });

  it('on the admin site, lists the platform’s and companies’ reports and opens one', async () => {
    signInAsAdmin();
    const platform = { ...summary, id: 9, company_id: null, file_name: 'platform.csv', unmatched: 0 };
    fakeApi(
      answer(adminListGatewaySettlements, listOf([platform, summary])),
      answer(adminGetGatewaySettlement, { data: detail({ ...platform, items: [], missing: [] }) }),
      answer(publicDevExportGatewaySettlement, { data: { file_name: 'x.csv', csv: CSV, lines: 1 } }),
    );
    const { history } = renderApp('/admin/payex-settlement', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByRole('cell', { name: 'platform.csv' })).closest('tr')!;
    expect(within(row).getByText('Platform')).toBeTruthy();
    expect(within(row).getByText('Reconciled')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Company #3' })).toBeTruthy();
    await user.click(within(row).getByRole('link', { name: 'View platform.csv' }));
    await screen.findByRole('heading', { level: 1, name: 'platform.csv' });
    expect(history.location.pathname).toBe('/admin/payex-settlement-detail/9');
    expect(screen.getByRole('tab', { name: 'Settled (0)' })).toBeTruthy();
  });
});
