// Plain numbers as the product shows them: "1,234", "12.5". Written out rather than through
// toLocaleString / Intl.NumberFormat: a browser's first number format loads its locale data, measured at
// 12-70 ms of main-thread time on a page's first render (the listing page's cards); this costs
// microseconds and reads the same in both languages.

/** '1234567' → '1,234,567' (digits only). */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 1234 → '1,234'; 12.345 with 2 digits → '12.35'; trailing zeros dropped (12.50 → '12.5'). */
export const formatNumber = (value: number, maxFractionDigits = 0): string => {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maxFractionDigits).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const text = `${groupThousands(whole)}${trimmed ? `.${trimmed}` : ''}`;
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
};
