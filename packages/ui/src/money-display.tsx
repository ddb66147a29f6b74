import { formatMoney, type TMoneyKind } from '@sewa/format';
import { cx } from './cx';

export type TMoneyDisplayProps = {
  /** Integer sen. */
  sen: number;
  /** `wallet`: 2 decimals; `myr`: prefixed "RM" with 2 decimals (product §9). */
  kind?: TMoneyKind;
  thousands?: boolean;
  trimZeros?: boolean;
  /** Colours negatives red and positives green, e.g. for wallet movements. */
  isSigned?: boolean;
  className?: string;
};

export function MoneyDisplay({
  sen,
  kind = 'myr',
  thousands = true,
  trimZeros = false,
  isSigned = false,
  className,
}: TMoneyDisplayProps) {
  return (
    <span
      className={cx(
        'tabular-nums whitespace-nowrap',
        isSigned && sen < 0 && 'text-red-700',
        isSigned && sen > 0 && 'text-green-700',
        className,
      )}
    >
      {formatMoney(sen, kind, { thousands, trimZeros })}
    </span>
  );
}
