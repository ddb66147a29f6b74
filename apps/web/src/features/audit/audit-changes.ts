// The rows of an audit entry's "what changed": every field of before and after, changed ones first.

export type TChangeRow = { field: string; before: string; after: string; isChanged: boolean };

const show = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export function changeRows(before: unknown, after: unknown): TChangeRow[] {
  const b = asRecord(before);
  const a = asRecord(after);
  if (!b && !a) {
    if (before == null && after == null) return [];
    return [
      { field: '', before: show(before ?? undefined), after: show(after ?? undefined), isChanged: true },
    ];
  }
  const fields = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  const rows = fields.map((field) => {
    const was = show(b?.[field]);
    const now = show(a?.[field]);
    return { field, before: was, after: now, isChanged: b !== null && a !== null ? was !== now : true };
  });
  return [...rows.filter((r) => r.isChanged), ...rows.filter((r) => !r.isChanged)];
}
