import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the h1, subtitle and actions', () => {
    renderWithTheme(
      <PageHeader
        title="Clients"
        subtitle="A list of all registered clients including their details"
        actions={<button type="button">Add</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByText('A list of all registered clients including their details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('puts an addon in the heading', () => {
    renderWithTheme(<PageHeader title="CapitalScore" titleAddon={<span>LIVE</span>} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CapitalScore LIVE');
  });
});
