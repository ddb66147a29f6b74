import { ZCtosReport } from '@sewa/domain';
import { describe, expect, it } from 'vitest';
import { CreditBureauError } from '../bureau';
import { createSimulatorBureau, simulatedOutcome, simulatedReport } from '../simulator';

const now = () => new Date('2026-05-04T02:00:00Z');
const none = { endpointUrl: null, companyCode: null, accountNo: null, userId: null, password: null };

describe('CTOS simulator', () => {
  it('follows the documented rule: last digit 9 fails, 0 is bad, others good', () => {
    expect(simulatedOutcome('900101145679')).toBe('failure');
    expect(simulatedOutcome('900101145670')).toBe('bad');
    expect(simulatedOutcome('900101145671')).toBe('good');
  });

  it('derives the same realistic report from the same IC, and different ones from others', () => {
    const a = simulatedReport('900101145678', now());
    expect(simulatedReport('900101145678', now())).toEqual(a);
    expect(ZCtosReport.parse(a)).toEqual(a);
    const scores = new Set(
      Array.from(
        { length: 30 },
        (_, i) => simulatedReport(`9001011456${String(i + 11).padStart(2, '0')}`, now()).score,
      ),
    );
    expect(scores.size).toBeGreaterThan(10);
  });

  it('good reports score 650–850 with clean conduct; bad ones below 500 with arrears and a legal case', () => {
    for (let i = 1; i <= 40; i++) {
      const good = simulatedReport(`8${String(i).padStart(10, '0')}1`, now());
      expect(good.score).toBeGreaterThanOrEqual(650);
      expect(good.score).toBeLessThanOrEqual(850);
      expect(good.facilities.length).toBeLessThanOrEqual(4);
      expect(good.facilities.every((f) => f.conduct.length === 12 && f.conduct.every((m) => m === 0))).toBe(
        true,
      );
      expect(good.legal_cases).toEqual([]);
      const bad = simulatedReport(`8${String(i).padStart(10, '0')}0`, now());
      expect(bad.score).toBeGreaterThanOrEqual(300);
      expect(bad.score).toBeLessThan(500);
      expect(bad.facilities.some((f) => f.conduct.some((m) => m > 0))).toBe(true);
      expect(bad.legal_cases).toHaveLength(1);
      expect(bad.grade).toBe('E');
    }
  });

  it('throws CreditBureauError for an IC ending in 9', async () => {
    const bureau = createSimulatorBureau({ now });
    await expect(
      bureau.fetchReport(none, { name: 'X', icNumber: '900101145679', reference: 'r' }),
    ).rejects.toBeInstanceOf(CreditBureauError);
    const ok = await bureau.fetchReport(none, { name: 'X', icNumber: '900101145678', reference: 'r' });
    expect(ok.score).toBe(ok.report.score);
  });
});
