// Every list call pages (docs/architecture.md): input `page` (1-based) and `page_size`, output
// `{ items, total, page, page_size }`.
export type TPageInput = { page: number; page_size: number };

export const pageWindow = (p: TPageInput) => ({ limit: p.page_size, offset: (p.page - 1) * p.page_size });

export const pageOut = <T>(items: T[], total: number, p: TPageInput) => ({
  items,
  total,
  page: p.page,
  page_size: p.page_size,
});
