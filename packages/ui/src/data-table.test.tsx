import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type TDataTableColumn } from './data-table';
import { UiTextProvider } from './i18n/ui-text-provider';

type TRow = { id: number; name: string; rent: number | null };

const rows: TRow[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Unit ${String.fromCharCode(65 + ((i * 7) % 26))}`,
  rent: i === 3 ? null : 1000 + ((i * 37) % 11) * 100,
}));

const columns: TDataTableColumn<TRow>[] = [
  { key: 'id', header: 'ID', isSortable: true },
  { key: 'name', header: 'Name', isSortable: true },
  { key: 'rent', header: 'Rent', isSortable: true, cell: (row) => (row.rent === null ? '—' : row.rent) },
];

const bodyRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('shows "No Results" when there are no rows', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByText('No Results')).toBeTruthy();
  });

  it('shows 暂无结果 in Chinese', () => {
    render(
      <UiTextProvider language="cn">
        <DataTable columns={columns} rows={[]} rowKey={(r) => r.id} pagination={{ mode: 'client' }} />
      </UiTextProvider>,
    );
    expect(screen.getByText('暂无结果')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一页' })).toBeTruthy();
  });

  it('does not show the empty text while loading', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} isLoading />);
    expect(screen.queryByText('No Results')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('paginates on the client, 10 rows a page', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} pagination={{ mode: 'client' }} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 1–10 of 25')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(bodyRows()).toHaveLength(5);
    expect(firstCells()).toEqual(['21', '22', '23', '24', '25']);
    expect(screen.getByText('Showing 21–25 of 25')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('changes the client page size', () => {
    render(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        pagination={{ mode: 'client', pageSize: 5, pageSizeOptions: [5, 20] }}
      />,
    );
    expect(bodyRows()).toHaveLength(5);
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '20' } });
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('sorts ascending, descending, then back to the original order with aria-sort', () => {
    render(<DataTable columns={columns} rows={rows.slice(0, 6)} rowKey={(r) => r.id} />);
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    expect(header().getAttribute('aria-sort')).toBe('none');
    const original = firstCells();

    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
    const ascending = names();
    expect(ascending).toEqual([...ascending].sort());

    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual([...ascending].reverse());

    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(header().getAttribute('aria-sort')).toBe('none');
    expect(firstCells()).toEqual(original);
  });

  it('sorts numbers numerically and keeps empty values last', () => {
    render(<DataTable columns={columns} rows={rows.slice(0, 6)} rowKey={(r) => r.id} />);
    const rents = () => bodyRows().map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    fireEvent.click(screen.getByRole('button', { name: /Rent/ }));
    const asc = rents();
    expect(asc.at(-1)).toBe('—');
    const numbers = asc.slice(0, -1).map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    fireEvent.click(screen.getByRole('button', { name: /Rent/ }));
    expect(rents().at(-1)).toBe('—');
    expect(rents().slice(0, -1).map(Number)).toEqual([...numbers].reverse());
  });

  it('sorting on the client returns to page 1 and sorts across all pages', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} pagination={{ mode: 'client' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: /ID/ }));
    fireEvent.click(screen.getByRole('button', { name: /ID/ }));
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(firstCells().slice(0, 3)).toEqual(['25', '24', '23']);
  });

  it('reports server pagination and sorting without reordering rows itself', () => {
    const onPageChange = vi.fn();
    const onSortChange = vi.fn();
    const page = rows.slice(10, 20);
    render(
      <DataTable
        columns={columns}
        rows={page}
        rowKey={(r) => r.id}
        pagination={{ mode: 'server', page: 2, pageSize: 10, total: 25, onPageChange }}
        sorting={{ mode: 'server', sort: { key: 'rent', direction: 'desc' }, onSortChange }}
      />,
    );
    expect(screen.getByText('Showing 11–20 of 25')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Rent/ }).getAttribute('aria-sort')).toBe('descending');
    expect(firstCells()).toEqual(page.map((r) => String(r.id)));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: /Rent/ }));
    expect(onSortChange).toHaveBeenCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'asc' });
  });
});

// jsdom applies no media queries: the phone layout is checked by its markup (and in Chromium at 390px).
describe('DataTable on a phone', () => {
  type TLease = { id: number; tenant: string; status: string };
  const leaseColumns: TDataTableColumn<TLease>[] = [
    { key: 'tenant', header: 'Tenant', isSortable: true },
    { key: 'status', header: <strong>Status</strong>, headerText: 'Status' },
    { key: 'actions', header: '', cell: (row) => <button type="button">Open {row.tenant}</button> },
  ];
  const leases: TLease[] = [{ id: 1, tenant: 'Aisyah', status: 'Active' }];

  it('gives every cell its column name, so a row reads as a labelled card', () => {
    render(<DataTable columns={leaseColumns} rows={leases} rowKey={(r) => r.id} />);
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Tenant', 'Status', null]);
    for (const cell of cells) {
      expect(cell.className).toContain('max-sm:flex');
      expect(cell.className).toContain('max-sm:before:content-[attr(data-label)]');
    }
    // The values and the row's actions are in the card, and no label text is added to a cell.
    expect(cells.map((cell) => cell.textContent)).toEqual(['Aisyah', 'Active', 'Open Aisyah']);
    expect(within(cells[2]!).getByRole('button', { name: 'Open Aisyah' })).toBeTruthy();
  });

  it('stacks the rows as cards below 640px instead of a table wider than the screen', () => {
    render(<DataTable columns={leaseColumns} rows={leases} rowKey={(r) => r.id} caption="Leases" />);
    const table = screen.getByRole('table', { name: 'Leases' });
    expect(table.className).toContain('max-sm:block');
    expect(table.className).toContain('max-sm:min-w-0');
    expect(bodyRows()[0]!.className).toContain('max-sm:block');
    // Only the sort buttons stay above the cards; other headers are for screen readers there.
    const headers = screen.getAllByRole('columnheader');
    expect(headers[0]!.className).not.toContain('max-sm:sr-only');
    expect(headers[1]!.className).toContain('max-sm:sr-only');
  });

  it('hides the header row on a phone when nothing sorts', () => {
    const { container } = render(
      <DataTable columns={leaseColumns.slice(1)} rows={leases} rowKey={(r) => r.id} />,
    );
    expect(container.querySelector('thead')!.className).toContain('max-sm:sr-only');
  });
});
