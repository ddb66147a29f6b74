import { userGetCreditTransactionReport } from '@sewa/domain/wallet/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TScreens } from '../../app/screens';
import { saveSession } from '../../app/session';
import { answer, fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderApp } from '../../test/render-app';
import { setupScreenTests } from '../../test/setup-screens';
import { CreditTransactionReportPage } from './credit-report-page';
import { operatorShell } from './wallet-test-kit';

const SCREENS: TScreens = { '/operator/credit-transaction-report': CreditTransactionReportPage };

setupScreenTests();
beforeEach(() => {
  installFakeWebSocket();
  saveSession({ token: 'tok', role: 'operator', privileges: ['report'], origin: 'login' });
});

describe('credit transaction report (/operator/credit-transaction-report)', () => {
  it('shows credits and debits per month of this year, then per day of a chosen range', async () => {
    const api = fakeApi(
      ...operatorShell(['report']),
      answer(userGetCreditTransactionReport, (fields) => ({
        data:
          fields.group_by === 'day'
            ? {
                rows: [{ period: '2026-11-20', credits_sen: 9_259, debits_sen: 0, entries: 1 }],
                total_credits_sen: 9_259,
                total_debits_sen: 0,
              }
            : {
                rows: [
                  { period: '2026-10', credits_sen: 18_518, debits_sen: 1_000, entries: 3 },
                  { period: '2026-11', credits_sen: 9_259, debits_sen: 2_000, entries: 2 },
                ],
                total_credits_sen: 27_777,
                total_debits_sen: 3_000,
              },
      })),
    );
    const user = userEvent.setup();
    renderApp('/operator/credit-transaction-report', SCREENS);
    const table = await screen.findByRole('table', { name: 'Credit transactions' });
    const october = (await within(table).findByText('2026-10')).closest('tr')!;
    expect(october.textContent).toContain('RM 185.18');
    expect(october.textContent).toContain('RM 10.00');
    expect(october.textContent).toContain('RM 175.18');
    expect(screen.getByText('Net change').nextSibling?.textContent).toBe('RM 247.77');
    expect(screen.getByText('Credits and debits')).toBeTruthy();
    const first = api.to(userGetCreditTransactionReport)[0]!.fields;
    expect(first.group_by).toBe('month');
    expect(first.from).toMatch(/^\d{4}-01-01$/);

    await user.click(screen.getByText('Day'));
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() =>
      expect(api.to(userGetCreditTransactionReport).at(-1)?.fields).toMatchObject({
        group_by: 'day',
        from: '2026-11-01',
      }),
    );
    expect(await within(table).findByText('2026-11-20')).toBeTruthy();
  });
});
