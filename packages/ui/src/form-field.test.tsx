import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { FormField } from './form-field';
import { UiTextProvider } from './i18n/ui-text-provider';
import { RadioGroup } from './radio-group';
import { TextArea } from './text-area';
import { TextInput } from './text-input';

describe('FormField', () => {
  it('labels the control and links hint and error through aria-describedby', () => {
    render(
      <FormField label="Title" isRequired hint="Shown to tenants" error="Title is required">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Title/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).required).toBe(true);
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Title is required', 'Shown to tenants']);
    expect(screen.getByRole('alert').textContent).toBe('Title is required');
  });

  it('is valid and unmarked without an error', () => {
    render(
      <FormField label="Notes">
        <TextArea />
      </FormField>,
    );
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area.getAttribute('aria-invalid')).toBeNull();
    expect(area.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names a radio group by its label', () => {
    render(
      <FormField label="Payment" error="Category is required.">
        <RadioGroup
          options={[
            { value: 'fpx', label: 'FPX' },
            { value: 'card', label: 'Card' },
          ]}
        />
      </FormField>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Payment' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radio', { name: 'FPX' })).toBeTruthy();
  });

  it('announces the required mark in Chinese', () => {
    render(
      <UiTextProvider language="cn">
        <FormField label="标题" isRequired>
          <TextInput />
        </FormField>
      </UiTextProvider>,
    );
    expect(screen.getByRole('textbox', { name: /^标题\s*\(必填\)$/ })).toBeTruthy();
  });
});

describe('Button', () => {
  it('is disabled and busy while loading', () => {
    render(<Button isLoading>Save</Button>);
    const button = screen.getByRole('button', { name: /Save/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.type).toBe('button');
  });
});
