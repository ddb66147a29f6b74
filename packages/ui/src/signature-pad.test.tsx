import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from './i18n/ui-text-provider';
import { SignaturePad, type TSignaturePadHandle } from './signature-pad';

// jsdom has no canvas; a recording 2D context lets the real signature_pad library run.
const fakeContext = () =>
  new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, prop) => (prop in target ? target[prop] : () => undefined),
    set: (target, prop, value) => {
      target[prop] = value;
      return true;
    },
  });

describe('SignaturePad', () => {
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => fakeContext() as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
  });
  afterEach(() => vi.restoreAllMocks());

  it('returns null and shows the spec message when empty', () => {
    const ref = createRef<TSignaturePadHandle>();
    render(<SignaturePad ref={ref} />);
    expect(screen.getByRole('alert').textContent).toBe('');
    let result: string | null = 'unset';
    act(() => {
      result = ref.current?.getSignature() ?? null;
    });
    expect(result).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Please sign your name to proceed');
  });

  it('shows the Chinese message under the cn provider', () => {
    const ref = createRef<TSignaturePadHandle>();
    render(
      <UiTextProvider language="cn">
        <SignaturePad ref={ref} />
      </UiTextProvider>,
    );
    act(() => {
      ref.current?.getSignature();
    });
    expect(screen.getByRole('alert').textContent).toBe('请签署您的姓名以继续');
    expect(screen.getByRole('button', { name: '清除' })).toBeTruthy();
  });

  it('returns a PNG data URL after drawing and null again after clear', () => {
    const ref = createRef<TSignaturePadHandle>();
    const onChange = vi.fn();
    render(<SignaturePad ref={ref} onChange={onChange} />);
    const canvas = screen.getByRole('img', { name: 'Signature area' });
    const pointer = { pointerId: 1, buttons: 1, button: 0, isPrimary: true, pointerType: 'mouse' };
    fireEvent.pointerDown(canvas, { ...pointer, clientX: 10, clientY: 10 });
    // The library follows the stroke on the window, as a real pointer may leave the canvas.
    fireEvent.pointerMove(window, { ...pointer, clientX: 40, clientY: 30 });
    fireEvent.pointerUp(window, { ...pointer, buttons: 0, clientX: 40, clientY: 30 });
    expect(ref.current?.isEmpty()).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith('data:image/png;base64,AAAA');
    let result: string | null = null;
    act(() => {
      result = ref.current?.getSignature() ?? null;
    });
    expect(result).toBe('data:image/png;base64,AAAA');
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenCalledWith('image/png', undefined);

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(ref.current?.isEmpty()).toBe(true);
  });

  it('shows the message when the caller passes error', () => {
    render(<SignaturePad error />);
    expect(screen.getByRole('alert').textContent).toBe('Please sign your name to proceed');
  });
});
