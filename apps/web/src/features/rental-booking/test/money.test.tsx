import {
  adminApproveRefund,
  adminCreateBookingSettlement,
  adminGetBookingSettlement,
  adminGetRefund,
  adminListBookingFees,
  adminListBookingSettlements,
  adminListRefunds,
  adminSettleBookingSettlement,
  userApproveRefund,
  userGetBookingSettlement,
  userListBookingFees,
  userListBookingSettlements,
  userListRefunds,
  userMarkRefundPaid,
  userRejectRefund,
} from '@sewa/domain/booking/calls';
import { adminListOperators } from '@sewa/domain/users/tenants-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import {
  AdminBookingSettlementPage,
  AdminRefundDetailPage,
  AdminRefundPage,
  AdminSettlementDetailPage,
  OperatorBookingSettlementPage,
  OperatorRefundPage,
  OperatorSettlementDetailPage,
} from '../money-screens';
import { batch, fee, giveReason, operators, page, refund, signInAsAdmin, signInAsOperator } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/operator/booking-settlement': OperatorBookingSettlementPage,
  '/operator/settlement-detail/$id': OperatorSettlementDetailPage,
  '/operator/refund': OperatorRefundPage,
  '/admin/booking-settlement': AdminBookingSettlementPage,
  '/admin/settlement-detail/$id': AdminSettlementDetailPage,
  '/admin/refund': AdminRefundPage,
  '/admin/refund-details/$id': AdminRefundDetailPage,
};

const TOTALS = { held_sen: 90_000, released_sen: 180_000, settled_sen: 45_000, refunded_sen: 87_000 };
const fees = (rows: ReturnType<typeof fee>[]) => ({ data: { ...page(rows).data, totals: TOTALS } });

describe('refund', () => {
  it('offers the actions of each state: approve after confirmation, reject with a reason, mark paid with a reference', async () => {
    signInAsOperator();
    const rows = [
      refund(),
      refund({ id: 16, tenant_name: 'Ravi', status: 'approved' }),
      refund({ id: 17, tenant_name: 'Chong', status: 'refunded', payout_reference: 'MBB123' }),
    ];
    const api = fakeApi(
      answer(userListRefunds, (fields) =>
        page(fields.status ? rows.filter((r) => r.status === fields.status) : rows),
      ),
      answer(userApproveRefund, { data: refund({ status: 'approved' }) }),
      answer(userRejectRefund, { data: refund({ status: 'rejected' }) }),
      answer(userMarkRefundPaid, { data: refund({ id: 16, status: 'refunded' }) }),
    );
    renderApp('/operator/refund', SCREENS);
    const user = userEvent.setup({ delay: null });
    const requested = (await screen.findByText('Nur Aisyah')).closest('tr') as HTMLElement;
    expect(within(requested).getByText('RM 870.00')).toBeTruthy();
    expect(within(requested).getByText('Credit check fee')).toBeTruthy();
    expect(within(requested).getByRole('link', { name: 'b-7' }).getAttribute('href')).toBe(
      '/operator/rental-booking?booking_id=7',
    );
    const approved = screen.getByText('Ravi').closest('tr') as HTMLElement;
    const paid = screen.getByText('Chong').closest('tr') as HTMLElement;
    expect(within(requested).getByRole('button', { name: 'Approve the refund of Nur Aisyah' })).toBeTruthy();
    expect(within(requested).queryByRole('button', { name: /as paid/ })).toBeNull();
    expect(within(approved).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(paid).queryAllByRole('button')).toHaveLength(0);
    expect(within(paid).getByText('Ref. MBB123')).toBeTruthy();

    await user.click(within(requested).getByRole('button', { name: 'Approve the refund of Nur Aisyah' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the refund?' });
    expect(within(confirm).getByText('RM 870.00 will be refunded to Nur Aisyah.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await screen.findByText('The refund is approved.');
    expect(api.to(userApproveRefund)[0]?.fields).toEqual({ refund_id: '15' });

    await user.click(within(requested).getByRole('button', { name: 'Reject the refund of Nur Aisyah' }));
    await giveReason(user, 'Reject the refund', 'Already refunded in cash', () =>
      expect(api.to(userRejectRefund)).toHaveLength(0),
    );
    await screen.findByText('The refund is rejected.');
    expect(api.to(userRejectRefund)[0]?.fields).toEqual({
      refund_id: '15',
      reason: 'Already refunded in cash',
    });

    await user.click(within(approved).getByRole('button', { name: 'Mark the refund of Ravi as paid' }));
    const markPaid = await screen.findByRole('form', { name: 'Mark the refund as paid' });
    await user.type(within(markPaid).getByRole('textbox', { name: /Payment reference/ }), 'CIMB-778899');
    await user.click(screen.getAllByRole('button', { name: 'Mark as paid' }).at(-1)!);
    await screen.findByText('The refund is marked as paid.');
    expect(api.to(userMarkRefundPaid)[0]?.fields).toEqual({ refund_id: '16', reference: 'CIMB-778899' });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Refunded' }));
    await waitFor(() => expect(api.to(userListRefunds).at(-1)?.fields).toMatchObject({ status: 'refunded' }));
    await waitFor(() => expect(screen.queryByText('Ravi')).toBeNull());
  });

  it('admin: lists every company’s refunds and opens one with its history and actions', async () => {
    signInAsAdmin();
    const one = refund({
      history: [
        {
          action: 'request',
          from_status: null,
          to_status: 'requested',
          actor_kind: 'system',
          actor_name: null,
          reason: 'Booking rejected',
          created_at: '2026-05-04T04:00:00.000Z',
        },
      ],
    });
    const api = fakeApi(
      answer(adminListOperators, operators([{ id: 3, name: 'Demo Properties Sdn Bhd' }])),
      answer(adminListRefunds, page([one])),
      answer(adminGetRefund, { data: one }),
      answer(adminApproveRefund, { data: refund({ status: 'approved' }) }),
    );
    const { history } = renderApp('/admin/refund', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Nur Aisyah')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Demo Properties Sdn Bhd')).toBeTruthy();
    await user.click(within(row).getByRole('link', { name: 'View the refund of Nur Aisyah' }));
    await screen.findByRole('heading', { level: 1, name: 'Refund #15' });
    expect(history.location.pathname).toBe('/admin/refund-details/15');
    const events = screen.getByRole('list', { name: 'History' });
    expect(within(events).getByText('Reason: Booking rejected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve the refund of Nur Aisyah' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    await screen.findByText('The refund is approved.');
    expect(api.to(adminApproveRefund)[0]?.fields).toEqual({ refund_id: '15' });
  });
});

describe('booking-settlement', () => {
  it('operator: shows the totals, filters the fees by settlement state and opens a batch', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userListBookingFees, (fields) =>
        fees(
          fields.settlement_status === 'settled'
            ? [fee(9, { settlement_status: 'settled', settlement_id: 6 })]
            : [fee(7), fee(8)],
        ),
      ),
      answer(
        userListBookingSettlements,
        page([batch({ status: 'settled', reference: 'MBB-1', settled_at: '2026-05-05T02:00:00.000Z' })]),
      ),
      answer(userGetBookingSettlement, {
        data: {
          ...batch({ status: 'settled', reference: 'MBB-1', settled_at: '2026-05-05T02:00:00.000Z' }),
          fees: [fee(9, { settlement_status: 'settled', settlement_id: 6 })],
        },
      }),
    );
    const { history } = renderApp('/operator/booking-settlement', SCREENS);
    const user = userEvent.setup({ delay: null });
    const totals = await screen.findByText('Released (to settle)');
    expect(totals.nextElementSibling?.textContent).toBe('RM 1,800.00');
    expect(screen.getByText('b-7')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create settlement batch' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Settled' }));
    await screen.findByText('b-9');
    expect(api.to(userListBookingFees).at(-1)?.fields).toMatchObject({ settlement_status: 'settled' });

    await user.click(screen.getByRole('link', { name: 'View batch 6' }));
    await screen.findByRole('heading', { level: 1, name: 'Batch #6' });
    expect(history.location.pathname).toBe('/operator/settlement-detail/6');
    expect(screen.getByText('MBB-1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as settled' })).toBeNull();
  });

  it('admin: creates a batch for a chosen company and settles it with a bank reference', async () => {
    signInAsAdmin();
    let status: 'pending' | 'settled' = 'pending';
    const detail = () => ({
      data: {
        ...batch({ status, reference: status === 'settled' ? 'MBB-20260505' : null }),
        fees: [fee(7, { settlement_id: 6 }), fee(8, { settlement_id: 6 })],
      },
    });
    const api = fakeApi(
      answer(
        adminListOperators,
        operators([
          { id: 3, name: 'Demo Properties Sdn Bhd' },
          { id: 4, name: 'Harbour Homes' },
        ]),
      ),
      answer(adminListBookingFees, fees([fee(7), fee(8)])),
      answer(adminListBookingSettlements, page([])),
      answer(adminCreateBookingSettlement, detail),
      answer(adminGetBookingSettlement, detail),
      answer(adminSettleBookingSettlement, () => {
        status = 'settled';
        return detail();
      }),
    );
    const { history } = renderApp('/admin/booking-settlement', SCREENS);
    const user = userEvent.setup({ delay: null });
    const create = await screen.findByRole('button', { name: 'Create settlement batch' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    await user.click(await screen.findByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Demo Properties Sdn Bhd' }));
    await waitFor(() =>
      expect(api.to(adminListBookingFees).at(-1)?.fields).toMatchObject({ company_id: '3' }),
    );
    await user.click(create);
    const confirm = await screen.findByRole('alertdialog', { name: 'Create a settlement batch?' });
    expect(within(confirm).getByText(/of Demo Properties Sdn Bhd goes into one pending batch/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Create settlement batch' }));
    await screen.findByText('A batch of RM 1,800.00 is created.');
    expect(api.to(adminCreateBookingSettlement)[0]?.fields).toEqual({ company_id: '3' });
    await screen.findByRole('heading', { level: 1, name: 'Batch #6' });
    expect(history.location.pathname).toBe('/admin/settlement-detail/6');

    await user.click(screen.getByRole('button', { name: 'Mark as settled' }));
    const settle = await screen.findByRole('form', { name: 'Mark the batch as settled' });
    await user.click(screen.getAllByRole('button', { name: 'Mark as settled' }).at(-1)!);
    const reference = within(settle).getByRole('textbox', { name: /Bank reference/ });
    await waitFor(() => expect(reference.getAttribute('aria-invalid')).toBe('true'));
    expect(api.to(adminSettleBookingSettlement)).toHaveLength(0);
    await user.type(reference, 'MBB-20260505');
    await user.click(screen.getAllByRole('button', { name: 'Mark as settled' }).at(-1)!);
    await screen.findByText('The batch is settled.');
    expect(api.to(adminSettleBookingSettlement)[0]?.fields).toEqual({ id: '6', reference: 'MBB-20260505' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as settled' })).toBeNull());
    expect(screen.getByText('MBB-20260505')).toBeTruthy();
  });
});
