import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render';
import { Select } from './Select';

const sortOptions = [
  { value: 'date_desc', label: 'Newest First' },
  { value: 'date_asc', label: 'Oldest First' },
  { value: 'email_asc', label: 'Email (A-Z)' },
  { value: 'email_desc', label: 'Email (Z-A)' },
];

describe('Select', () => {
  it('is labelled, lists its options and reports the choice', async () => {
    function Sorter() {
      const [v, setV] = useState('date_desc');
      return (
        <>
          <Select label="Sort by" options={sortOptions} value={v} onChange={(e) => setV(e.target.value)} />
          <p>chosen:{v}</p>
        </>
      );
    }
    renderWithTheme(<Sorter />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Newest First', 'Oldest First', 'Email (A-Z)', 'Email (Z-A)']);
    await userEvent.selectOptions(select, 'Email (A-Z)');
    expect(screen.getByText('chosen:email_asc')).toBeInTheDocument();
  });

  it('shows a placeholder option and an error', () => {
    renderWithTheme(
      <Select
        label="Credit profile"
        options={[{ value: 'TX', label: 'Texas' }]}
        placeholder="Select a state"
        error="Choose a state"
        defaultValue=""
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Credit profile' });
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a state');
  });
});
