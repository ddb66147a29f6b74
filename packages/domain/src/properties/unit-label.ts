// How a unit is named on every screen (product §3 Unit: a number, and a block when the building has them).

const SEPARATORS = new Set(['-', '/', ' ', '.']);
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string | undefined) => c !== undefined && c.toLowerCase() !== c.toUpperCase();

/** True when `unitNumber` already starts with `block`: "A-12-3", "A 12-3" or "A12-3" for block "A". */
export const carriesBlock = (block: string, unitNumber: string): boolean => {
  const b = block.trim().toLowerCase();
  const n = unitNumber.trim().toLowerCase();
  if (!b || !n.startsWith(b)) return false;
  const next = n[b.length];
  // The block is a whole leading part: "A-…" or "A12…" (letter block, then digits), not "AB-1" for "A".
  return next === undefined || SEPARATORS.has(next) || (isLetter(b.at(-1)) && isDigit(next));
};

/** "A-12-3" for block "A" and number "12-3"; the number alone when there is no block or it carries it. */
export const unitLabel = (unit: { unit_number: string; block?: string | null }): string => {
  const block = unit.block?.trim();
  return block && !carriesBlock(block, unit.unit_number) ? `${block}-${unit.unit_number}` : unit.unit_number;
};
