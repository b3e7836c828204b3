import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ThemeProvider } from 'shared-ui';
import { seriousAxeViolations } from 'shared-ui/testing';
import type { OwnerProfile } from '../types';
import { OwnerProfileForm } from './OwnerProfileForm';

// Typing-heavy journeys: generous time on a shared, busy machine.
jest.setTimeout(30_000);

// onSave is the boundary (the API); the page test and e2e/account use the real one.
const renderForm = (profile: OwnerProfile | null, onSave: jest.Mock = jest.fn((_row: unknown) => Promise.resolve())) => {
  render(
    <ThemeProvider>
      <OwnerProfileForm profile={profile} onSave={onSave} />
    </ThemeProvider>,
  );
  return { onSave, user: userEvent.setup({ delay: null }) };
};

const saved: OwnerProfile = {
  business_name: 'Demo Business LLC',
  business_website: null,
  owner_first_name: 'Casey',
  owner_last_name: 'Client',
  owner_ssn: '•••-••-6789',
  owner_dob: 'January 1st 1980',
  credit_profile: 'Texas',
  business_structure: 'llc',
  business_phone: null,
  forward_phone: null,
  business_address: null,
  owner_home_address: null,
  business_email: null,
  forward_email: null,
  owner_type: 'sole',
  number_of_owners: 1,
  agreement_confirmed: true,
};

describe('owner profile form', () => {
  it('keeps Save disabled until "I AGREE" is typed, in any case, with the spec message meanwhile', async () => {
    const { user, onSave } = renderForm(null);
    const save = screen.getByRole('button', { name: 'Save Profile' });
    expect(save).toBeDisabled();
    const agreement = screen.getByLabelText(/Type "I AGREE"/);
    await user.type(agreement, 'I agre');
    expect(screen.getByText('You must type "I AGREE" exactly to proceed')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(agreement, 'e');
    expect(screen.queryByText('You must type "I AGREE" exactly to proceed')).not.toBeInTheDocument();
    expect(save).toBeEnabled();
    await user.type(screen.getByLabelText('Business Name'), 'Acme');
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ business_name: 'Acme', agreement_confirmed: true, owner_type: 'sole', number_of_owners: 1 }),
    );
  });

  it('sole forces 1 owner; multiple raises to 2 and refuses fewer', async () => {
    const { user } = renderForm(null);
    const count = screen.getByLabelText('Number of Owners');
    expect(count).toHaveValue(1);
    await user.click(screen.getByLabelText('Multiple Owners'));
    expect(count).toHaveValue(2);
    await user.clear(count);
    await user.type(count, '1');
    expect(screen.getByText('Please enter 2 or more for multiple owners.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Type "I AGREE"/), 'I AGREE');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeDisabled();
    await user.clear(count);
    await user.type(count, '4');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
    await user.click(screen.getByLabelText('Sole Owner'));
    expect(count).toHaveValue(1);
  });

  it('shows a saved SSN as its last four only; a new one is sent only when typed', async () => {
    const { user, onSave } = renderForm(saved);
    expect(screen.getByLabelText('Social Security Number')).toHaveValue('•••-••-6789');
    await user.type(screen.getByLabelText(/Type "I AGREE"/), 'i agree');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onSave.mock.calls[0][0]).not.toHaveProperty('owner_ssn');
    await waitFor(() => expect(screen.getByLabelText(/Type "I AGREE"/)).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Change SSN' }));
    await user.type(screen.getByLabelText('Social Security Number'), '987-65-4321');
    await user.type(screen.getByLabelText(/Type "I AGREE"/), 'I AGREE');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onSave.mock.calls[1][0]).toMatchObject({ owner_ssn: '987-65-4321' });
  });

  it('shows what each business structure is, with pros and cons; 51 credit-profile choices', async () => {
    const { user } = renderForm(null);
    await user.selectOptions(screen.getByLabelText('Business Structure'), 'S Corporation');
    expect(screen.getByText(/elects \(IRS Form 2553\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Business Structure').querySelectorAll('option:not([value=""])')).toHaveLength(6);
    expect(screen.getByLabelText(/^Credit Profile/).querySelectorAll('option:not([value=""])')).toHaveLength(51);
    expect(screen.getByText('Secretary of State formation fees above $500 are invoiced as an additional charge.')).toBeInTheDocument();
  });

  it('a failed save keeps everything typed and says why', async () => {
    const { user } = renderForm(
      null,
      jest.fn(() => Promise.reject(apiError({ status: 500, message: 'Error saving profile' }))),
    );
    await user.type(screen.getByLabelText('Business Name'), 'Kept LLC');
    await user.type(screen.getByLabelText(/Type "I AGREE"/), 'I AGREE');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving profile');
    expect(screen.getByLabelText('Business Name')).toHaveValue('Kept LLC');
    expect(screen.getByLabelText(/Type "I AGREE"/)).toHaveValue('I AGREE');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
