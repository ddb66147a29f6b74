import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

// The signature pad in screen tests: jsdom has no canvas, so one that takes any drawing call stands in,
// and a stroke is one pointer drag. What the pad then gives is SIGNATURE_PNG.

export const SIGNATURE_PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** A canvas jsdom can draw on, so the signature pad takes a stroke. */
export function drawableCanvas() {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, prop) => (prop in target ? target[prop] : () => undefined),
    set: (target, prop, value) => {
      target[prop] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(SIGNATURE_PNG);
}

/** One stroke across the pad's canvas. */
export function drawSignature(canvas: HTMLElement) {
  const pointer = { pointerId: 1, buttons: 1, button: 0, isPrimary: true, pointerType: 'mouse' };
  fireEvent.pointerDown(canvas, { ...pointer, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(window, { ...pointer, clientX: 40, clientY: 30 });
  fireEvent.pointerUp(window, { ...pointer, clientX: 40, clientY: 30 });
}
