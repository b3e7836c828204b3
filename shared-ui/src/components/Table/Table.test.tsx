import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { Table, type TableColumn } from './Table';

interface Client {
  id: string;
  name: string;
  email: string;
  created: string;
}

const clients: Client[] = [
  { id: '1', name: 'Bob', email: 'bob@x.test', created: '2025-02-01' },
  { id: '2', name: 'Alice', email: 'alice@x.test', created: '2025-03-01' },
  { id: '3', name: 'Carol', email: 'carol@x.test', created: '2025-01-01' },
];

const columns: TableColumn<Client>[] = [
  { key: 'name', header: 'Name', isSortable: true },
  { key: 'email', header: 'Email' },
  {
    key: 'created',
    header: 'Created',
    isSortable: true,
    firstSortDirection: 'desc',
    sortValue: (c) => new Date(c.created),
    render: (c) => c.created.slice(0, 4),
  },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('Table', () => {
  it('is a named table with column headers and cells', () => {
    renderWithTheme(<Table caption="Clients" columns={columns} rows={clients} getRowKey={(c) => c.id} />);
    const table = screen.getByRole('table', { name: 'Clients' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Created']);
    expect(names()).toEqual(['Bob', 'Alice', 'Carol']);
    expect(screen.getAllByRole('cell', { name: '2025' })).toHaveLength(3);
    expect(within(table).queryByRole('button', { name: 'Email' })).toBeNull();
  });

  it('sorts by a header click and sets aria-sort, flipping on a second click', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Table caption="Clients" columns={columns} rows={clients} getRowKey={(c) => c.id} />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Alice', 'Bob', 'Carol']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Carol', 'Bob', 'Alice']);
  });

  it('starts a date column newest first and moves aria-sort to it', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Table caption="Clients" columns={columns} rows={clients} getRowKey={(c) => c.id} defaultSort={{ key: 'name', direction: 'asc' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Created' }));
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Alice', 'Bob', 'Carol']);
  });

  it('controlled with manual sorting: reports the wish and shows rows as given', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    renderWithTheme(
      <Table
        caption="Clients"
        columns={columns}
        rows={clients}
        getRowKey={(c) => c.id}
        sort={{ key: 'created', direction: 'desc' }}
        onSortChange={onSortChange}
        isManualSorting
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Bob', 'Alice', 'Carol']);
    await user.click(screen.getByRole('button', { name: 'Created' }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'created', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Table caption="Clients" columns={columns} rows={clients} getRowKey={(c) => c.id} />);
    await user.tab();
    expect(screen.getByRole('region', { name: 'Clients' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Alice', 'Bob', 'Carol']);
  });
});
