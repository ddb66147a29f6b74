import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DatePicker, isAcceptedDate, type TDatePickerMode } from './date-picker';
import { UiTextProvider } from './i18n/ui-text-provider';

function Harness({
  mode,
  presetStart,
  initial = '',
}: {
  mode?: TDatePickerMode;
  presetStart?: string;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  const [isValid, setIsValid] = useState(true);
  return (
    <>
      <DatePicker
        aria-label="end date"
        mode={mode}
        value={value}
        presetStart={presetStart}
        onChange={(next, meta) => {
          setValue(next);
          setIsValid(meta.isValid);
        }}
      />
      <output>{`${value}|${isValid}`}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'end date' }) as HTMLInputElement;
const output = () => document.querySelector('output')?.textContent;

describe('isAcceptedDate', () => {
  it('accepts the spec date strings per mode', () => {
    expect(isAcceptedDate('2025-03-01', 'date')).toBe(true);
    expect(isAcceptedDate('2025-03-01 13:45:00', 'date')).toBe(true);
    expect(isAcceptedDate('2025-03', 'month')).toBe(true);
  });

  it('rejects other strings', () => {
    for (const bad of [
      '2025-3-1',
      '01/03/2025',
      '2025-02-30',
      '2025-13-01',
      '2025-03-01 25:00:00',
      'tomorrow',
      '',
    ])
      expect(isAcceptedDate(bad, 'date')).toBe(false);
    expect(isAcceptedDate('2025-03', 'date')).toBe(false);
    expect(isAcceptedDate('2025-03-01', 'month')).toBe(false);
  });
});

describe('DatePicker', () => {
  it('shows the invalid message after typing an invalid string and blurring', async () => {
    render(<Harness />);
    await userEvent.type(input(), '2025-02-30');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input());
    expect(screen.getByRole('alert').textContent).toBe('Invalid date. Use YYYY-MM-DD.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(output()).toBe('2025-02-30|false');
  });

  it('accepts a date with a time and clears the message', async () => {
    render(<Harness initial="bad" />);
    fireEvent.blur(input());
    expect(screen.getByRole('alert')).toBeTruthy();
    await userEvent.clear(input());
    await userEvent.type(input(), '2025-02-28 09:30:00');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(output()).toBe('2025-02-28 09:30:00|true');
  });

  it('month mode wants YYYY-MM and says so in Chinese', async () => {
    render(
      <UiTextProvider language="cn">
        <Harness mode="month" />
      </UiTextProvider>,
    );
    await userEvent.type(input(), '2025-03-01');
    fireEvent.blur(input());
    expect(screen.getByRole('alert').textContent).toBe('日期无效，请使用 YYYY-MM 格式。');
    await userEvent.clear(input());
    await userEvent.type(input(), '2025-03');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('presets end one day before the anniversary of the start', async () => {
    render(<Harness presetStart="2025-01-15" />);
    await userEvent.click(screen.getByRole('button', { name: '3 months' }));
    expect(input().value).toBe('2025-04-14');
    await userEvent.click(screen.getByRole('button', { name: '6 months' }));
    expect(input().value).toBe('2025-07-14');
    await userEvent.click(screen.getByRole('button', { name: '1 year' }));
    expect(input().value).toBe('2026-01-14');
  });

  it('presets are disabled until the start is a valid date', () => {
    render(<Harness presetStart="2025-13-01" />);
    expect((screen.getByRole('button', { name: '3 months' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Choose a start date first.')).toBeTruthy();
  });

  it('picks a day from the calendar popover', async () => {
    render(<Harness initial="2025-06-10" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    expect(screen.getByText('Jun 2025')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '2025-06-21' }));
    expect(input().value).toBe('2025-06-21');
    expect(screen.queryByText('Jun 2025')).toBeNull();
  });

  it('starts keyboard focus on the selected day and moves across months with the arrows', async () => {
    render(<Harness initial="2025-06-30" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2025-06-30');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('Jul 2025')).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2025-07-01');
    await userEvent.keyboard('{Enter}');
    expect(input().value).toBe('2025-07-01');
  });

  it('keeps a typed time when a day is picked', async () => {
    render(<Harness initial="2025-06-10 09:15:00" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    await userEvent.click(screen.getByRole('button', { name: '2025-06-12' }));
    expect(output()).toBe('2025-06-12 09:15:00|true');
  });

  it('month mode picks a month from the year grid', async () => {
    render(<Harness mode="month" initial="2025-03" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next year' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aug' }));
    expect(output()).toBe('2026-08|true');
  });
});
