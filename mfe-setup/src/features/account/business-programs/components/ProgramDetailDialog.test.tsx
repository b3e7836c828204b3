import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'shared-ui';
import { seriousAxeViolations } from 'shared-ui/testing';
import type { Program } from '../programs';
import { ProgramCards } from './ProgramCards';
import { requestStanding } from '../program-status';
import { ALREADY_REQUESTED, ProgramDetailDialog } from './ProgramDetailDialog';

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
    expect(
      screen.getByRole('button', { name: 'Standard Business Build-Out Program $3,200 or 2 payments of $1,600 ($3,200 in all)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Advanced Business Build-Out Program $4,900 or 3 payments of $1,635 ($4,905 in all) Pay in full and save $5',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Enterprise Plan Business Build-Out Program $9,595 or 3 payments of $3,199 ($9,597 in all) Pay in full and save $2',
      }),
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
    expect(dialog).toHaveTextContent('Pay in full and save $2 against the installments.');
    await user.click(screen.getByLabelText('3 payments of $3,199 ($9,597 in all)'));
    await user.type(screen.getByLabelText('Note (optional)'), 'Call me after 5pm');
    await user.click(screen.getByRole('button', { name: 'Make a Payment' }));
    expect(onRequest).toHaveBeenCalledWith({
      program: 'Enterprise Plan Business Build-Out Program',
      plan: '3 payments of $3,199 ($9,597 in all)',
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
    await user.click(screen.getByLabelText('2 payments of $1,600 ($3,200 in all)'));
    await user.type(screen.getByLabelText('Note (optional)'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Make a Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send payment request. Please try again.');
    expect(screen.getByLabelText('2 payments of $1,600 ($3,200 in all)')).toBeChecked();
    expect(screen.getByLabelText('Note (optional)')).toHaveValue('Hello');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('a program with an open request shows where it stands instead of a second request', async () => {
    const user = userEvent.setup({ delay: null });
    const standing = requestStanding(
      {
        id: 'r1',
        program: 'Advanced Business Build-Out Program',
        plan: '3 payments of $1,635 ($4,905 in all)',
        status: 'contacted',
        created_at: '2026-12-01T10:00:00Z',
      },
      [{ program_request_id: 'r1', amount: 1635, status: 'completed' }],
    );
    const onRequest = jest.fn();
    function WithStanding() {
      const [program, setProgram] = useState<Program | null>(null);
      return (
        <ThemeProvider>
          <ProgramCards onSelect={setProgram} standings={new Map([[standing.request.program, standing]])} />
          <ProgramDetailDialog program={program} standing={standing} onClose={() => setProgram(null)} onRequest={onRequest} />
        </ThemeProvider>
      );
    }
    render(<WithStanding />);
    await user.click(screen.getByRole('button', { name: /^Advanced Business Build-Out Program .* Contacted$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Advanced Business Build-Out Program' });
    expect(dialog).toHaveTextContent('You have already requested this program');
    expect(dialog).toHaveTextContent('Payments received: $1,635.00 of $4,905.00.');
    expect(within(dialog).queryByRole('button', { name: 'Make a Payment' })).not.toBeInTheDocument();
    expect(onRequest).not.toHaveBeenCalled();
  });

  it('a request the database refuses as a duplicate (409) says so', async () => {
    const user = userEvent.setup({ delay: null });
    const onRequest = jest.fn(() => Promise.reject({ status: 409, message: 'duplicate' }));
    render(<Panel onRequest={onRequest} />);
    await user.click(screen.getByRole('button', { name: /^Standard/ }));
    await user.click(screen.getByRole('button', { name: 'Make a Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALREADY_REQUESTED);
  });
});
