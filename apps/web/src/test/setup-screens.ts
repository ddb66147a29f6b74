import { configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearSession, saveSession } from '../app/session';
import { takeContractErrors } from './fake-api';
import { setupTestI18n } from './setup-i18n';

/**
 * The one setup of screen tests. jsdom lacks what Radix (Select, Checkbox) and the router's scrolling
 * use; every test starts signed out and clean, in English, and a fake answer that breaks its contract
 * fails the test.
 */
export function setupScreenTests() {
  // Typing into whole forms in jsdom is slow, more so while other test files run alongside.
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(() => {
    // The whole shell renders (router, guards, layout); on a busy machine the first screen takes a while.
    configure({ asyncUtilTimeout: 5000 });
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
    Element.prototype.scrollIntoView ??= () => {};
    window.scrollTo = () => {};
    // Radix checkboxes measure themselves; jsdom has no layout to observe.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await setupTestI18n('en');
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    // A fake answer that does not fit its call's contract is a broken test, whatever the screen showed.
    const errors = takeContractErrors();
    if (errors.length) throw new Error(`Fake answers broke their contracts:\n${errors.join('\n')}`);
  });
}

export const signInAsOperator = () =>
  saveSession({
    token: 'test-token',
    role: 'operator',
    privileges: ['properties', 'properties/live-properties', 'properties/booking-setting'],
    origin: 'login',
  });

/** The error text a FormField links to its control (aria-describedby → "…-error"), if any. */
export const fieldErrorOf = (input: HTMLElement): string | null | undefined => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};
