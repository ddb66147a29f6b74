import { publicCalculateStampDuty } from '@sewa/domain/agreements/calls';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupTestI18n } from '../../../test/setup-i18n';
import { fieldErrorOf, setupScreenTests } from '../../../test/setup-screens';
import { StampDutyCalculatorPage } from '../stamp-duty/stamp-duty-page';

setupScreenTests();

const RESULT = {
  rules: '2025' as const,
  annual_rent_sen: 1_800_000,
  taxable_rent_sen: 1_800_000,
  units: 72,
  rate_sen: 100,
  duty_sen: 7_200,
  duplicate_sen: 1_000,
  total_sen: 8_200,
  exempt: false,
  stamping_deadline: '2026-02-09',
};

async function open(language: 'en' | 'cn' = 'en') {
  await setupTestI18n(language);
  renderApp(language === 'cn' ? '/cn/stamp-duty-calculator' : '/stamp-duty-calculator', {
    '/stamp-duty-calculator': StampDutyCalculatorPage,
  });
  return {
    user: userEvent.setup({ delay: null }),
    form: await screen.findByRole('form', {
      name: language === 'en' ? 'Stamp duty calculator' : '印花税计算器',
    }),
  };
}

describe('stamp-duty-calculator', () => {
  it('sends the rent in sen and shows the duty, duplicates, total and deadline', async () => {
    const { sent } = fakeApi(answer(publicCalculateStampDuty, { data: RESULT }));
    const { user, form } = await open('en');
    await user.type(within(form).getByLabelText(/^Monthly rent/), '1500');
    await user.click(within(form).getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('RM 82.00')).toBeTruthy();
    expect(screen.getByText('RM 72.00')).toBeTruthy();
    expect(screen.getByText(/by 09 Feb 2026/)).toBeTruthy();
    const call = sent.find((c) => c.call === publicCalculateStampDuty.name)!;
    expect(call.fields).toMatchObject({ monthly_rent_sen: '150000', tenure_months: '12', copies: '1' });
  });

  it('asks for the rent in Chinese and sends nothing', async () => {
    const { sent } = fakeApi(answer(publicCalculateStampDuty, { data: RESULT }));
    const { user, form } = await open('cn');
    await user.click(within(form).getByRole('button', { name: '计算' }));
    expect(fieldErrorOf(await within(form).findByLabelText(/^月租/))).toBeTruthy();
    expect(sent.filter((c) => c.call === publicCalculateStampDuty.name)).toEqual([]);
  });

  it('gives the stamping deadline with Chinese month names on /cn', async () => {
    fakeApi(answer(publicCalculateStampDuty, { data: RESULT }));
    const { user, form } = await open('cn');
    try {
      await user.type(within(form).getByLabelText(/^月租/), '1500');
      await user.click(within(form).getByRole('button', { name: '计算' }));
      expect(await screen.findByText(/2026年2月9日/)).toBeTruthy();
      expect(screen.queryByText(/Feb 2026/)).toBeNull();
    } finally {
      await setupTestI18n('en');
    }
  });
});
