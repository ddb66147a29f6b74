import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field';
import { Select } from './select';

const OPTIONS = [
  { value: 'kl', label: 'Kuala Lumpur' },
  { value: 'pg', label: 'Penang' },
];

let choose: (value: string) => void = () => {};

/** A required select owned by its parent's state, starting with nothing chosen (''). */
function RequiredCity() {
  const [value, setValue] = useState('');
  choose = setValue;
  return (
    <FormField label="City" isRequired>
      <Select options={OPTIONS} value={value} onValueChange={setValue} placeholder="Pick a city" />
    </FormField>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Select', () => {
  it('stays controlled from an empty required value to its first choice and back', () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    render(<RequiredCity />);
    const trigger = screen.getByRole('combobox', { name: /City/ });
    expect(trigger.textContent).toContain('Pick a city');
    expect(trigger.hasAttribute('data-placeholder')).toBe(true);

    act(() => choose('pg'));
    expect(trigger.textContent).toContain('Penang');
    expect(trigger.hasAttribute('data-placeholder')).toBe(false);

    act(() => choose(''));
    expect(trigger.textContent).toContain('Pick a city');
    const messages = [...warn.mock.calls, ...error.mock.calls].map((call) => String(call[0]));
    expect(messages.filter((m) => /controlled/.test(m))).toEqual([]);
  });
});
