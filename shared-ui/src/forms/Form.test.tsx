import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerConstraintMessages, toApiError } from 'shared-ui';
import { renderWithPlatform } from 'shared-ui/testing';
import { Form, FormCheckbox, FormCodeField, FormRadioGroup, FormSelect, FormTextField, useForm } from './index';

// The constraint message a remote (mfe-setup) registers with its api.
registerConstraintMessages({
  bank_accounts_monthly_fees_not_negative: { message: 'Monthly fees cannot be negative.', field: 'monthly_fees' },
});

interface Values {
  bank_name: string;
  monthly_fees: string;
  kind: string;
  is_savings: boolean;
  priority: string;
}

function Example({ onSubmit, onSuccess, isBusy }: { onSubmit: (v: Values) => Promise<unknown>; onSuccess?: () => void; isBusy?: boolean }) {
  const form = useForm<Values>({ defaultValues: { bank_name: '', monthly_fees: '0', kind: '', is_savings: false, priority: 'Low' } });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onSuccess={onSuccess}
      isBusy={isBusy}
      submitLabel="Add Account"
      busyLabel="Adding..."
      aria-label="Add an account"
    >
      <FormTextField form={form} name="bank_name" label="Bank Name" rules={{ required: 'Bank name is required' }} />
      <FormTextField form={form} name="monthly_fees" label="Monthly Fees" type="number" />
      <FormSelect form={form} name="kind" label="Kind" placeholder="Choose" options={[{ value: 'a', label: 'A' }]} />
      <FormCheckbox form={form} name="is_savings" label="Savings" />
      <FormRadioGroup
        form={form}
        name="priority"
        label="Priority"
        options={[
          { value: 'Low', label: 'Low' },
          { value: 'High', label: 'High' },
        ]}
      />
    </Form>
  );
}

describe('Form + Form* fields', () => {
  it('shows the rule message on its field (described-by, invalid, required) and does not submit', async () => {
    const onSubmit = jest.fn();
    renderWithPlatform(<Example onSubmit={onSubmit} />);
    const name = screen.getByRole('textbox', { name: /Bank Name/ });
    expect(name).toHaveAttribute('aria-required', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText('Bank name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Bank name is required');
    expect(name).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the typed values, shows busy while saving, then calls onSuccess', async () => {
    let finish: (v: unknown) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    const onSuccess = jest.fn();
    renderWithPlatform(<Example onSubmit={onSubmit} onSuccess={onSuccess} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Bank Name/ }), 'Chase');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Savings' }));
    await userEvent.click(screen.getByRole('radio', { name: 'High' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ bank_name: 'Chase', monthly_fees: '0', is_savings: true, priority: 'High' }),
    );
    finish({ id: 1 });
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Add Account' })).toBeEnabled();
  });

  it('stays busy after the save while the caller says so (the next page opening)', async () => {
    const onSubmit = jest.fn(() => Promise.resolve({}));
    const onSuccess = jest.fn();
    function Leaving() {
      const [isLeaving, setIsLeaving] = useState(false);
      return (
        <Example
          onSubmit={onSubmit}
          onSuccess={() => {
            onSuccess();
            setIsLeaving(true);
          }}
          isBusy={isLeaving}
        />
      );
    }
    renderWithPlatform(<Leaving />);
    await userEvent.type(screen.getByRole('textbox', { name: /Bank Name/ }), 'Chase');
    await userEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const button = screen.getByRole('button', { name: 'Adding...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('form', { name: 'Add an account' })).toHaveAttribute('aria-busy', 'true');
  });

  it('puts a server error about a field on that field, keeping every value', async () => {
    const onSubmit = jest.fn(() =>
      Promise.reject(toApiError({ code: '23514', message: 'violates check constraint "bank_accounts_monthly_fees_not_negative"' }, 400)),
    );
    renderWithPlatform(<Example onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Bank Name/ }), 'Chase');
    const fees = screen.getByRole('spinbutton', { name: 'Monthly Fees' });
    await userEvent.clear(fees);
    await userEvent.type(fees, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText('Monthly fees cannot be negative.')).toBeInTheDocument();
    expect(fees).toHaveAccessibleDescription('Monthly fees cannot be negative.');
    expect(fees).toHaveValue(-5);
    expect(screen.getByRole('textbox', { name: /Bank Name/ })).toHaveValue('Chase');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows any other failure in the form alert, and clears it on the next try', async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(toApiError(new TypeError('Failed to fetch')))
      .mockResolvedValueOnce({});
    renderWithPlatform(<Example onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Bank Name/ }), 'Chase');
    await userEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server. Check your connection and try again.');
    expect(screen.getByRole('textbox', { name: /Bank Name/ })).toHaveValue('Chase');
    await userEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('Form with onCancel', () => {
  function Cancellable({ onSubmit, onCancel }: { onSubmit: () => Promise<unknown>; onCancel: () => void }) {
    const form = useForm({ defaultValues: { title: '' } });
    return (
      <Form form={form} onSubmit={onSubmit} onCancel={onCancel} submitLabel="Save">
        <FormTextField form={form} name="title" label="Title" rules={{ required: 'Title is required' }} />
      </Form>
    );
  }

  it('offers Cancel before submit; Cancel neither submits nor validates', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    const onCancel = jest.fn();
    renderWithPlatform(<Cancellable onSubmit={onSubmit} onCancel={onCancel} />);
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Cancel', 'Save']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });
});

describe('Form with canSubmit (the spec keeps submit disabled until the form is complete)', () => {
  function Gated({ onSubmit }: { onSubmit: (v: { title: string; agreement: string }) => Promise<unknown> }) {
    const form = useForm({ defaultValues: { title: '', agreement: '' } });
    return (
      <Form form={form} onSubmit={onSubmit} submitLabel="Save" canSubmit={(v) => v.title !== '' && v.agreement === 'I AGREE'}>
        <FormTextField form={form} name="title" label="Title" />
        <FormTextField form={form} name="agreement" label="Agreement" />
      </Form>
    );
  }

  it('enables submit only while the values allow it', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    renderWithPlatform(<Gated onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Intro');
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Agreement' }), 'I AGREE');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Intro', agreement: 'I AGREE' }));
  });
});

describe('FormCodeField', () => {
  function CodeForm({ onSubmit }: { onSubmit: (v: { code: string }) => Promise<unknown> }) {
    const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
    return (
      <Form form={form} onSubmit={onSubmit} submitLabel="Verify" aria-label="Verify">
        <FormCodeField form={form} name="code" />
      </Form>
    );
  }

  it('is the one "Authentication Code" field: numeric, one-time-code autofill, the code rule before any call', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn(() => Promise.resolve());
    renderWithPlatform(<CodeForm onSubmit={onSubmit} />);
    const field = screen.getByLabelText(/^Authentication Code/);
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is the 6 digits your authenticator app shows.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: '123 456' }));
  }, 30_000);
});
