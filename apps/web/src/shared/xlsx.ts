// XLSX exports of list screens, beside CSV (shared/csv.ts): a header row in bold, then the lines; numbers
// stay numbers so a spreadsheet can add them up. The writer (write-excel-file, its universal build: no
// Web Worker) is loaded when someone exports, so no page's bundle carries it.

export type TSheetCell = string | number;

/** A header and its lines as an .xlsx workbook of one sheet. */
export async function xlsxBlob(
  header: readonly string[],
  lines: readonly (readonly TSheetCell[])[],
): Promise<Blob> {
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  const data = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...lines.map((line) => line.map((value) => ({ value }))),
  ];
  return writeExcelFile(data).toBlob();
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
