import { afterEach, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../test/setup-i18n';
import { formatDisplayDate } from './display-date';

describe('formatDisplayDate (web)', () => {
  afterEach(() => setupTestI18n('en'));

  it('follows the language the page shows', async () => {
    await setupTestI18n('en');
    expect(formatDisplayDate('2026-12-27', 'DD Mon YYYY')).toBe('27 Dec 2026');
    await setupTestI18n('cn');
    expect(formatDisplayDate('2026-12-27', 'DD Mon YYYY')).toBe('2026年12月27日');
    expect(formatDisplayDate('2026-12-27 15:30:00', 'DD Mon YYYY hh:mm a')).toBe('2026年12月27日 下午03:30');
  });
});
