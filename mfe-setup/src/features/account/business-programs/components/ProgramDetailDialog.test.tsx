import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'shared-ui';
import { seriousAxeViolations } from 'shared-ui/testing';
import type { Program } from '../programs';
import { ProgramCards } from './ProgramCards';
import { ProgramDetailDialog } from './ProgramDetailDialog';

// Typing-heavy journeys: generous time on a shared, busy machine.
jest.setTimeout(30_000);

// The request itself (the edge function) is the boundary: a jest function here, the real one in e2e/account.
function Panel({ onRequest }: { onRequest: jest.Mock }) {
  const [program, setProgram] = useState<Program | null>(null);
  return (
    <ThemeProvider>
      <ProgramCards onSelect={setProgram} />
      <ProgramDetailDialog key={program?.name} program={program} onClose={() => setProgram(null)} onRequest={onRequest} />
    </ThemeProvider>
  );
}

describe('Business Programs', () => {
  it('lists the three programs with their prices and plans', () => {
    render(<Panel onRequest={jest.fn()} />);
    expect(screen.getByRole('button', { name: /Standard Business Build-Out Program \$3,200 2 payments of \$1,600/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Advanced Business Build-Out Program \$4,900 3 payments of \$1,635/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Enterprise Plan Business Build-Out Program \$9,595 3 payments of \$3,199/ }),
    ).toBeInTheDocument();
  });

  it('the detail panel requests the program: "Sending...", then "Request Submitted!", closing itself after 6 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    let finish: () => void = () => undefined;
    const onRequest = jest.fn(() => new Promise<void>((r) => (finish = r)));
    render(<Panel onRequest={onRequest} />);
    await user.click(screen.getByRole('button', { name: /^Enterprise Plan/ }));
    const dialog = screen.getByRole('dialog', { name: 'Enterprise Plan Business Build-Out Program' });
    expect(dialog).toHaveTextContent('Priority support');
    expect(dialog).toHaveTextContent('Exclusive resources');
    await user.click(screen.getByLabelText('3 payments of $3,199'));
    await user.type(screen.getByLabelText('Note (optional)'), 'Call me after 5pm');
    await user.click(screen.getByRole('button', { name: 'Make a Payment' }));
    expect(onRequest).toHaveBeenCalledWith({
      program: 'Enterprise Plan Business Build-Out Program',
      plan: '3 payments of $3,199',
      note: 'Call me after 5pm',
    });
    expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('status')).toHaveTextContent('Request Submitted!');
    act(() => jest.advanceTimersByTime(5900));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('a failed request says so and keeps the plan and note', async () => {
    const user = userEvent.setup({ delay: null });
    const onRequest = jest.fn(() => Promise.reject(new Error('502')));
    render(<Panel onRequest={onRequest} />);
    await user.click(screen.getByRole('button', { name: /^Standard/ }));
    await user.click(screen.getByLabelText('2 payments of $1,600'));
    await user.type(screen.getByLabelText('Note (optional)'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Make a Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send payment request. Please try again.');
    expect(screen.getByLabelText('2 payments of $1,600')).toBeChecked();
    expect(screen.getByLabelText('Note (optional)')).toHaveValue('Hello');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
