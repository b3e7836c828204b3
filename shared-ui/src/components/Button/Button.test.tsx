import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { theme } from '../../theme/theme';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';
import { IconButton } from './IconButton';

describe('Button', () => {
  it('is a type="button" that calls onClick', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('paints the danger variant red (Sign Out)', () => {
    renderWithTheme(<Button variant="danger">Sign Out</Button>);
    expect(screen.getByRole('button', { name: 'Sign Out' })).toHaveStyle({ background: theme.colors.danger });
  });

  it('is disabled and does not click when disabled', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Upload
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('shows the busy label, is disabled and aria-busy while busy', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithTheme(
      <Button isBusy busyLabel="Deleting...." onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Deleting....' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <Button isBusy={false} busyLabel="Deleting...." onClick={onClick}>
        Delete
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-busy');
  });

  it('submits a form when asked to', async () => {
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit">Sign In</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('opens external links in a new tab safely', () => {
    renderWithTheme(
      <ButtonLink href="https://example.test/apply" isExternal>
        Apply Now
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Apply Now' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('IconButton', () => {
  it('is named by its label', async () => {
    const onClick = jest.fn();
    renderWithTheme(<IconButton label="Delete account" icon={<svg />} tone="danger" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(onClick).toHaveBeenCalled();
  });
});
