import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from './i18n/ui-text-provider';
import { StickyActionBar, TOAST_OFFSET_VAR } from './sticky-action-bar';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

function Fire() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Saved')}>
        success
      </button>
      <button type="button" onClick={() => toast.error({ title: 'Failed', description: 'Try again' })}>
        error
      </button>
      <button type="button" onClick={() => toast.info('Heads up')}>
        info
      </button>
    </>
  );
}

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec duration of 3000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('shows a toast and closes it after exactly 3000 ms', () => {
    render(
      <ToastProvider>
        <Fire />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('success'));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('renders each tone and keeps them independent', () => {
    render(
      <ToastProvider>
        <Fire />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('success'));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByText('error'));
    fireEvent.click(screen.getByText('info'));
    expect(screen.getByText('Try again')).toBeTruthy();
    const tones = Array.from(document.querySelectorAll('[data-tone]')).map((el) =>
      el.getAttribute('data-tone'),
    );
    expect(tones).toEqual(['success', 'error', 'info']);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.queryByText('Failed')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Failed')).toBeNull();
    expect(screen.queryByText('Heads up')).toBeNull();
  });

  it('closes on the dismiss button, labelled in Chinese under the cn provider', () => {
    render(
      <UiTextProvider language="cn">
        <ToastProvider>
          <Fire />
        </ToastProvider>
      </UiTextProvider>,
    );
    fireEvent.click(screen.getByText('info'));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('Heads up')).toBeNull();
  });

  it('nested providers share one queue', () => {
    render(
      <ToastProvider>
        <ToastProvider>
          <Fire />
        </ToastProvider>
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('info'));
    expect(screen.getAllByText('Heads up')).toHaveLength(1);
    expect(document.querySelectorAll('ol').length).toBe(1);
  });
});

describe('toasts and the sticky action bar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sit above the bar: the viewport is raised by the bar height, and back down when the bar goes', () => {
    // jsdom lays nothing out: give every element the height a bar of two stacked buttons has on a phone.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(112);
    const root = document.documentElement.style;
    const view = render(
      <ToastProvider>
        <Fire />
        <StickyActionBar>
          <button type="submit">Save</button>
        </StickyActionBar>
      </ToastProvider>,
    );
    expect(root.getPropertyValue(TOAST_OFFSET_VAR)).toBe('112px');
    fireEvent.click(screen.getByText('success'));
    const viewport = screen.getByText('Saved').closest('ol')!;
    expect(viewport.className).toContain('bottom-[var(--sewa-toast-offset,0px)]');
    expect(viewport.className).not.toContain('bottom-0');
    view.unmount();
    expect(root.getPropertyValue(TOAST_OFFSET_VAR)).toBe('');
  });
});
