import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render';
import { TextArea, TextField } from './TextField';

describe('TextField', () => {
  it('associates its label and takes input', async () => {
    function Controlled() {
      const [v, setV] = useState('');
      return <TextField label="Username" value={v} onChange={(e) => setV(e.target.value)} />;
    }
    renderWithTheme(<Controlled />);
    const input = screen.getByLabelText('Username');
    await userEvent.type(input, 'acme');
    expect(input).toHaveValue('acme');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the input by its hint and error and marks it invalid', () => {
    renderWithTheme(<TextField label="Email" type="email" hint="We never share it" error="Enter a valid e-mail" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid e-mail');
    expect(screen.getByText('Enter a valid e-mail')).toBeInTheDocument();
  });

  it('keeps a hidden label accessible', () => {
    renderWithTheme(<TextField label="Search" hideLabel type="search" placeholder="Search" />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('marks required fields', () => {
    renderWithTheme(<TextField label="Name" required />);
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeRequired();
  });

  it('uses a given id', () => {
    renderWithTheme(<TextField label="Phone" id="phone" />);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('id', 'phone');
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line field', async () => {
    renderWithTheme(<TextArea label="Notes (HTML allowed)" error="Too long" />);
    const area = screen.getByRole('textbox', { name: 'Notes (HTML allowed)' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('Too long');
    await userEvent.type(area, 'line');
    expect(area).toHaveValue('line');
  });
});
