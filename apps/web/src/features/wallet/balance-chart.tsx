import type { TWalletEntry } from '@sewa/domain/wallet/schemas';
import { rm, when } from './wallet-labels';

/**
 * The balance after each entry shown, oldest to newest, as a line (plain SVG: no chart library). The
 * list of points is also given as text to screen readers.
 */
export function BalanceChart({ rows, label }: { rows: readonly TWalletEntry[]; label: string }) {
  if (rows.length < 2) return null;
  const points = [...rows].reverse();
  const values = points.map((r) => r.balance_after_sen);
  const max = Math.max(...values, 0);
  const min = Math.min(...values, 0);
  const span = max - min || 1;
  const W = 300;
  const H = 80;
  const xy = points.map((_, i) => {
    const x = (i / (points.length - 1)) * W;
    const y = H - ((values[i]! - min) / span) * (H - 8) - 4;
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-xs font-medium text-slate-600">{label}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-20 w-full" preserveAspectRatio="none" aria-hidden="true">
        <polyline
          points={xy.join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
          className="text-brand-600"
        />
      </svg>
      <ul className="sr-only">
        {points.map((r) => (
          <li key={r.id}>
            {when(r.created_at)}: {rm(r.balance_after_sen)}
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** Credits and debits per period side by side, as bars (plain SVG), with the figures as text for readers. */
export function CreditDebitBars({
  rows,
  label,
  creditLabel,
  debitLabel,
}: {
  rows: readonly { period: string; credits_sen: number; debits_sen: number }[];
  label: string;
  creditLabel: string;
  debitLabel: string;
}) {
  if (rows.length === 0) return null;
  const max = Math.max(...rows.flatMap((r) => [r.credits_sen, r.debits_sen]), 1);
  const H = 120;
  const slot = 24;
  const W = rows.length * slot;
  const bar = (value: number) => Math.max((value / max) * (H - 4), value > 0 ? 1 : 0);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="flex flex-wrap items-center gap-3 text-xs font-medium text-slate-600">
        <span>{label}</span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-green-600" aria-hidden="true" />
          {creditLabel}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-red-500" aria-hidden="true" />
          {debitLabel}
        </span>
      </figcaption>
      <div className="overflow-x-auto">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="h-32"
          style={{ minWidth: '100%', width: `${Math.max(W * 1.5, 240)}px` }}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {rows.map((r, i) => (
            <g key={r.period}>
              <rect
                x={i * slot + 3}
                y={H - bar(r.credits_sen)}
                width={8}
                height={bar(r.credits_sen)}
                className="fill-green-600"
              />
              <rect
                x={i * slot + 12}
                y={H - bar(r.debits_sen)}
                width={8}
                height={bar(r.debits_sen)}
                className="fill-red-500"
              />
            </g>
          ))}
        </svg>
      </div>
    </figure>
  );
}
