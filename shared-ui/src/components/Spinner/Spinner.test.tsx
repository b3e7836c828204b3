import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with a default label', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('takes its own label', () => {
    renderWithTheme(<Spinner label="Loading wealth secrets..." />);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading wealth secrets...');
  });
});
