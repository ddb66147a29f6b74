import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { UiTextProvider } from './i18n/ui-text-provider';
import { Modal } from './modal';

function Harness({ onConfirm }: { onConfirm: () => unknown }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel booking"
        message="Are you sure you want to cancel the booking?"
        tone="danger"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('shows title and message and calls onConfirm, then closes', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to cancel the booking?');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText('closed')).toBeTruthy());
  });

  it('cancel closes without confirming', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('stays busy during an async confirm and closes when it resolves', async () => {
    let resolve: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const confirm = await screen.findByRole('button', { name: /Confirm/ });
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('open')).toBeTruthy();
    await act(async () => resolve());
    await waitFor(() => expect(screen.getByText('closed')).toBeTruthy());
  });

  it('stays open when the async confirm fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('network')));
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm' }).getAttribute('aria-busy')).toBeNull(),
    );
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('uses Chinese default buttons under the cn provider', () => {
    render(
      <UiTextProvider language="cn">
        <Harness onConfirm={() => {}} />
      </UiTextProvider>,
    );
    expect(screen.getByRole('button', { name: '确认' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
  });
});

describe('Modal', () => {
  it('opens from its trigger and closes with the labelled close button', () => {
    render(
      <Modal title="Details" trigger={<button type="button">Open</button>}>
        <p>Body text</p>
      </Modal>,
    );
    expect(screen.queryByText('Body text')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Details' }).textContent).toContain('Body text');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Body text')).toBeNull();
  });
});
