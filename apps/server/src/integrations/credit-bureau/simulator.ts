import { createHash } from 'node:crypto';
import type { TCtosReport } from '@sewa/domain';
import { CreditBureauError, gradeOf, type TCreditBureau, type TCreditSubject } from './bureau';

// The credit bureau simulator (docs/decisions/0018-credit-checks.md): a realistic CTOS-style report
// derived deterministically from the IC number, so the same person always gets the same report and a
// test can ask for the kind it needs by the IC's LAST DIGIT:
//   - 9 → the bureau fails (CreditBureauError): the check is stored as failed and nothing is charged;
//   - 0 → a bad report: score below 500, facilities in arrears, one legal case, a trade reference
//         in default;
//   - any other digit → a good report: score 650–850, every facility paid on time, no legal case.
// Everything else (score within its band, lenders, facilities, amounts) comes from a SHA-256 of the IC.

const LENDERS = [
  'Maybank',
  'CIMB Bank',
  'Public Bank',
  'RHB Bank',
  'Hong Leong Bank',
  'AmBank',
  'Bank Islam',
  'Bank Rakyat',
] as const;
const FACILITIES = [
  { name: 'Housing loan', limit: [20_000_000, 80_000_000] },
  { name: 'Hire purchase', limit: [4_000_000, 15_000_000] },
  { name: 'Credit card', limit: [300_000, 3_000_000] },
  { name: 'Personal loan', limit: [1_000_000, 10_000_000] },
] as const;
const CREDITORS = ['Tenaga Nasional Berhad', 'Celcom Axiata', 'Unifi (TM)', 'Syabas', 'Astro'] as const;
const COURTS = [
  'Sessions Court Kuala Lumpur',
  'Magistrate Court Petaling Jaya',
  'High Court Shah Alam',
] as const;

/** A stream of numbers from the IC's hash: the same IC always draws the same sequence. */
function draws(ic: string) {
  let block = createHash('sha256').update(`sewa-ctos-simulator:${ic}`).digest();
  let at = 0;
  return (bound: number): number => {
    if (at + 4 > block.length) {
      block = createHash('sha256').update(block).digest();
      at = 0;
    }
    const n = block.readUInt32BE(at);
    at += 4;
    return n % bound;
  };
}

const between = (draw: (n: number) => number, [lo, hi]: readonly [number, number], step = 100) =>
  lo + draw(Math.floor((hi - lo) / step) + 1) * step;

export type TSimulatedOutcome = 'good' | 'bad' | 'failure';

/** The documented test rule: the IC's last digit picks the outcome. */
export const simulatedOutcome = (ic: string): TSimulatedOutcome =>
  ic.endsWith('9') ? 'failure' : ic.endsWith('0') ? 'bad' : 'good';

/** The report the simulator gives for an IC (the same every time); `asOf` dates the legal case. */
export function simulatedReport(ic: string, asOf: Date): TCtosReport {
  const draw = draws(ic);
  const bad = simulatedOutcome(ic) === 'bad';
  const score = bad ? 300 + draw(200) : 650 + draw(201);
  const count = bad ? 2 + draw(3) : draw(5);
  const facilities: TCtosReport['facilities'] = [];
  for (let i = 0; i < count; i++) {
    const kind = FACILITIES[draw(FACILITIES.length)]!;
    const limit = between(draw, kind.limit, 10_000);
    const outstanding = Math.round((limit * (20 + draw(75))) / 100 / 100) * 100;
    // Months in arrears for the last 12 months, newest first: a bad file has a recent run of arrears.
    const conduct = Array.from({ length: 12 }, (_, m) => (bad && m < 3 + draw(4) ? 1 + draw(3) : 0));
    facilities.push({
      lender: LENDERS[draw(LENDERS.length)]!,
      facility: kind.name,
      limit_sen: limit,
      outstanding_sen: outstanding,
      conduct,
    });
  }
  const year = asOf.getUTCFullYear() - 1 - draw(3);
  const month = String(1 + draw(12)).padStart(2, '0');
  const day = String(1 + draw(28)).padStart(2, '0');
  const legal_cases: TCtosReport['legal_cases'] = bad
    ? [
        {
          kind: 'Civil suit (debt recovery)',
          court: COURTS[draw(COURTS.length)]!,
          amount_sen: between(draw, [500_000, 5_000_000], 10_000),
          filed_on: `${year}-${month}-${day}`,
          status: 'Pending',
        },
      ]
    : [];
  const refs = bad ? 1 + draw(2) : draw(3);
  const trade_references: TCtosReport['trade_references'] = Array.from({ length: refs }, (_, i) => ({
    creditor: CREDITORS[draw(CREDITORS.length)]!,
    amount_sen: between(draw, [5_000, 300_000], 100),
    status: bad && i === 0 ? 'In default' : 'Paid',
  }));
  return { score, grade: gradeOf(score), facilities, legal_cases, trade_references };
}

export function createSimulatorBureau(options: { now: () => Date }): TCreditBureau {
  return {
    name: 'simulator',
    async fetchReport(_settings, subject: TCreditSubject) {
      if (simulatedOutcome(subject.icNumber) === 'failure')
        throw new CreditBureauError('Simulated bureau failure (IC ends in 9)');
      const report = simulatedReport(subject.icNumber, options.now());
      return {
        score: report.score,
        report,
        raw: JSON.stringify({ simulator: true, ref_no: subject.reference, report }),
      };
    },
  };
}
