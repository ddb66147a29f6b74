import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { UiTextProvider } from './i18n/ui-text-provider';
import { MoneyDisplay } from './money-display';
import { PageHeader } from './page-header';
import { ProgressBar } from './progress-bar';
import { StatusBadge, toneForStatus } from './status-badge';
import { Tabs } from './tabs';

describe('MoneyDisplay', () => {
  it('formats sen as wallet and MYR amounts', () => {
    render(
      <>
        <MoneyDisplay sen={123450} kind="myr" />
        <MoneyDisplay sen={123450} kind="wallet" />
        <MoneyDisplay sen={123450} kind="myr" thousands={false} />
        <MoneyDisplay sen={36500} kind="myr" trimZeros />
      </>,
    );
    expect(screen.getByText('RM 1,234.50')).toBeTruthy();
    expect(screen.getByText('1,234.50')).toBeTruthy();
    expect(screen.getByText('RM 1234.50')).toBeTruthy();
    expect(screen.getByText('RM 365')).toBeTruthy();
  });
});

describe('StatusBadge', () => {
  it('picks a tone by status and shows the given label', () => {
    expect(toneForStatus('Paid')).toBe('success');
    expect(toneForStatus('in-progress')).toBe('info');
    expect(toneForStatus('overdue')).toBe('danger');
    expect(toneForStatus('something-else')).toBe('neutral');
    render(<StatusBadge status="pending" label="待处理" />);
    const badge = screen.getByText('待处理');
    expect(badge.getAttribute('data-tone')).toBe('warning');
  });
});

describe('PageHeader', () => {
  it('renders the title, breadcrumbs with the current page and actions', () => {
    render(
      <UiTextProvider language="cn">
        <PageHeader
          title="物业"
          breadcrumbs={[{ label: '首页', href: '/cn/homepage' }, { label: '物业' }]}
          actions={<button type="button">新增</button>}
        />
      </UiTextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '物业' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '面包屑导航' });
    expect(nav.querySelector('a')?.getAttribute('href')).toBe('/cn/homepage');
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('物业');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
  });
});

describe('Tabs and Checkbox', () => {
  it('switches tabs', () => {
    render(
      <Tabs
        items={[
          { value: 'a', label: 'First', content: <p>one</p> },
          { value: 'b', label: 'Second', content: <p>two</p> },
        ]}
      />,
    );
    expect(screen.getByText('one')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByRole('tab', { name: 'Second' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('two')).toBeTruthy();
  });

  it('reports checkbox changes as booleans', () => {
    const onChange = vi.fn();
    render(<Checkbox label="I agree" onCheckedChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('ProgressBar', () => {
  it('exposes its value', () => {
    render(<ProgressBar value={42.4} label="Uploading" />);
    expect(screen.getByRole('progressbar', { name: 'Uploading' }).getAttribute('aria-valuenow')).toBe('42');
  });
});
