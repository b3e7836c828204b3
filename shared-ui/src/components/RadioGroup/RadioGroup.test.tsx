import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render';
import { RadioGroup } from './RadioGroup';

const priorities = [
  { value: 'high', label: 'High Priority' },
  { value: 'medium', label: 'Medium Priority' },
  { value: 'low', label: 'Low Priority' },
];

function Priority({ error }: { error?: string }) {
  const [v, setV] = useState('');
  return (
    <>
      <RadioGroup label="Priority Level" options={priorities} value={v} onChange={setV} error={error} />
      <p>value:{v}</p>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a named group whose choice is controlled', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Priority />);
    expect(screen.getByRole('group', { name: 'Priority Level' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: 'Medium Priority' }));
    expect(screen.getByRole('radio', { name: 'Medium Priority' })).toBeChecked();
    expect(screen.getByText('value:medium')).toBeInTheDocument();
  });

  it('moves the choice with arrow keys', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Priority />);
    await user.click(screen.getByRole('radio', { name: 'High Priority' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByText('value:medium')).toBeInTheDocument();
  });

  it('describes the group with its error', () => {
    renderWithTheme(<Priority error="Choose a priority" />);
    expect(screen.getByRole('group', { name: 'Priority Level' })).toHaveAccessibleDescription('Choose a priority');
  });
});
