import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberInput } from './number-input';

function Harness({ min, isInteger, initial = '' }: { min?: number; isInteger?: boolean; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberInput aria-label="amount" value={value} onChange={setValue} min={min} isInteger={isInteger} />
      <output>{value}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'amount' }) as HTMLInputElement;

describe('NumberInput', () => {
  it('blocks the minus key', async () => {
    render(<Harness />);
    await userEvent.type(input(), '-12-3');
    expect(input().value).toBe('123');
  });

  it('without a minimum a leading zero is allowed', async () => {
    render(<Harness />);
    await userEvent.type(input(), '0.5');
    expect(input().value).toBe('0.5');
  });

  it('with minimum 1 a leading zero is blocked but later zeros are not', async () => {
    render(<Harness min={1} />);
    await userEvent.type(input(), '0');
    expect(input().value).toBe('');
    await userEvent.type(input(), '100');
    expect(input().value).toBe('100');
  });

  it('with minimum 1 a zero typed in front of existing digits is blocked', async () => {
    render(<Harness min={1} initial="5" />);
    input().setSelectionRange(0, 0);
    await userEvent.type(input(), '0', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(input().value).toBe('5');
  });

  it('with a minimum above 1 a leading zero is blocked and a finished value below it is cleared', async () => {
    render(<Harness min={3} />);
    await userEvent.type(input(), '02');
    expect(input().value).toBe('2');
    fireEvent.blur(input());
    expect(input().value).toBe('');
    await userEvent.type(input(), '12');
    fireEvent.blur(input());
    expect(input().value).toBe('12');
  });

  it('cleans pasted text', async () => {
    render(<Harness min={1} />);
    input().focus();
    await userEvent.paste('-007a8');
    expect(input().value).toBe('78');
  });

  it('integer inputs block the decimal point', async () => {
    render(<Harness isInteger />);
    await userEvent.type(input(), '1.5');
    expect(input().value).toBe('15');
  });
});
