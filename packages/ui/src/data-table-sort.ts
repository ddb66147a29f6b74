export type TSortDirection = 'asc' | 'desc';
export type TSort = { key: string; direction: TSortDirection };
export type TSortValue = string | number | boolean | Date | null | undefined;

// asc → desc → unsorted, so a user can always get back to the server's natural order.
export const nextSort = (current: TSort | null, key: string): TSort | null => {
  if (!current || current.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
};

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const toComparable = (value: TSortValue) => (value instanceof Date ? value.getTime() : value);

// Empty values sort last in both directions: a missing amount is never "the smallest".
export const compareValues = (a: TSortValue, b: TSortValue, direction: TSortDirection): number => {
  const left = toComparable(a);
  const right = toComparable(b);
  const isLeftEmpty = left === null || left === undefined || left === '';
  const isRightEmpty = right === null || right === undefined || right === '';
  if (isLeftEmpty || isRightEmpty) return isLeftEmpty === isRightEmpty ? 0 : isLeftEmpty ? 1 : -1;
  const order =
    typeof left === 'number' && typeof right === 'number'
      ? left - right
      : collator.compare(String(left), String(right));
  return direction === 'asc' ? order : -order;
};

export const sortRows = <T>(rows: readonly T[], sort: TSort | null, readValue: (row: T) => TSortValue) => {
  if (!sort) return rows;
  // Array.prototype.sort is stable, so equal keys keep their incoming order.
  return [...rows].sort((a, b) => compareValues(readValue(a), readValue(b), sort.direction));
};
