// product §5 number inputs: the minus key is blocked; with a minimum of 1 or more a leading zero is blocked;
// with a minimum above 1 a value below the minimum is refused once complete (while typing, "1" may still
// become "15", so only the finished value can be judged).

export type TSelection = { start: number; end: number };

/**
 * Whether a keydown must be prevented. `key` is KeyboardEvent.key; `selection` is the input's selection
 * (default: caret at the end), whose text the key replaces.
 */
export const isKeyBlocked = (
  key: string,
  currentValue: string,
  min?: number,
  selection?: TSelection,
): boolean => {
  if (key === '-' || key === 'Subtract') return true;
  if (key !== '0' || min === undefined || min < 1) return false;
  const start = selection?.start ?? currentValue.length;
  const end = selection?.end ?? start;
  const next = currentValue.slice(0, start) + key + currentValue.slice(end);
  return next.startsWith('0');
};

/**
 * Cleans a value while it is typed or pasted: drops minus signs and anything but digits and the first
 * decimal point; with a minimum of 1 or more, drops leading zeros.
 */
export const cleanNumberInput = (value: string, min?: number): string => {
  let v = value.replace(/[^0-9.]/g, '');
  const dot = v.indexOf('.');
  if (dot !== -1) v = v.slice(0, dot + 1) + v.slice(dot + 1).replace(/\./g, '');
  if (min !== undefined && min >= 1) v = v.replace(/^0+/, '');
  return v;
};

/**
 * The finished value (on blur or submit): cleaned as above, then '' when it holds no number or when it is
 * below the minimum.
 */
export const sanitizeNumberInput = (value: string, min?: number): string => {
  const v = cleanNumberInput(value, min);
  if (!/[0-9]/.test(v)) return '';
  if (min !== undefined && Number(v) < min) return '';
  return v;
};
