import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';

describe('EmptyState', () => {
  it('shows title, description and action', () => {
    renderWithTheme(
      <EmptyState
        title="No clients found"
        description="When you have clients, they'll appear here"
        action={<button type="button">Add</button>}
      />,
    );
    expect(screen.getByText('No clients found')).toBeInTheDocument();
    expect(screen.getByText("When you have clients, they'll appear here")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('announces the message and retries', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState message="This section is temporarily unavailable" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry without onRetry', () => {
    renderWithTheme(<ErrorState message="Failed" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
