import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from 'shared-ui/testing';
import { PaymentForm } from './PaymentForm';

function setup(onSave = jest.fn(() => Promise.resolve())) {
  const onDone = jest.fn();
  renderWithPlatform(<PaymentForm submitLabel="Add Payment" onSave={onSave} onDone={onDone} onCancel={jest.fn()} />);
  return { onSave, onDone, user: userEvent.setup() };
}

// The form's rules; its save against the fake client (a failure shown once, values kept) is ClientPayments.test.tsx.
describe('PaymentForm', () => {
  it('saves nothing without a description or with a zero amount, and says why', async () => {
    const { onSave, user } = setup();
    await user.type(screen.getByLabelText(/Amount/), '0');
    await user.click(screen.getByRole('button', { name: 'Add Payment' }));
    expect(await screen.findByText('Enter a description.')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount other than 0.')).toBeInTheDocument();
    expect(screen.getByText('Choose the payment date.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a good payment rounded to cents, then closes', async () => {
    const { onSave, onDone, user } = setup();
    await user.type(screen.getByLabelText(/Description/), 'Deposit');
    await user.type(screen.getByLabelText(/Amount/), '1600.456');
    await user.type(screen.getByLabelText(/Date/), '2026-11-02');
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await user.click(screen.getByLabelText('Included'));
    await user.click(screen.getByRole('button', { name: 'Add Payment' }));
    expect(onSave).toHaveBeenCalledWith({
      description: 'Deposit',
      amount: 1600.46,
      date: '2026-11-02',
      status: 'completed',
      included: true,
      program_request_id: null,
    });
    expect(onDone).toHaveBeenCalled();
  });
});
