import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearSession, saveSession } from '../../../app/session';
import { setupTestI18n } from '../../../test/setup-i18n';

/** jsdom lacks what Radix Select and the router's scrolling use; every test starts signed out and clean. */
export function useScreenTestSetup() {
  beforeAll(() => {
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
    Element.prototype.scrollIntoView ??= () => {};
    window.scrollTo = () => {};
  });
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await setupTestI18n('en');
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });
}

export const signInAsOperator = () =>
  saveSession({
    token: 'test-token',
    role: 'operator',
    privileges: ['properties', 'properties/live-properties', 'properties/booking-setting'],
    origin: 'login',
  });
