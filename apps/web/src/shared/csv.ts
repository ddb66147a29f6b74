// CSV exports of list screens (the wallet's history, the tenancies): UTF-8 with a BOM, so spreadsheet
// programs read the Chinese headers, CRLF line ends, a field quoted only when it has to be.

/** One CSV field: quoted when it holds a comma, a quote or a line break. */
export const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** A header and its lines as one CSV text. */
export const csvText = (header: readonly string[], lines: readonly (readonly string[])[]): string =>
  `\uFEFF${[header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;

/** Saving a file from the browser, in one object so tests can replace it. */
export const downloads = {
  save(fileName: string, content: string | Blob, type = 'text/csv;charset=utf-8'): void {
    const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};
