import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSecondFactorSession, renderWithPlatform } from 'shared-ui/testing';
import { SignInPage } from './SignInPage';

// The supabase client is the faked boundary: the `use-recovery-code` function's answer and `auth.refreshSession`.

/** A fetch Response's part supabase-js hands over as a function error's context (jsdom has no Response). */
const answer = (status: number, body: unknown) => {
  const response = { status, clone: () => response, json: () => Promise.resolve(body) };
  return {
    data: null,
    error: Object.assign(new Error('Edge Function returned a non-2xx status code'), { name: 'FunctionsHttpError', context: response }),
  };
};

function setup(result: { data: unknown; error: unknown } = { data: { removed: 1 }, error: null }) {
  const platform = createFakePlatform({ session: fakeSecondFactorSession() });
  const invoke = jest.fn((_name: string, _init: unknown) => Promise.resolve(result));
  const refreshSession = jest.fn(() => Promise.resolve({ data: {}, error: null }));
  Object.assign(platform.supabase, { functions: { invoke } });
  Object.assign(platform.auth, { refreshSession });
  renderWithPlatform(<SignInPage />, platform);
  return { platform, invoke, refreshSession, user: userEvent.setup() };
}

// Typing journeys: generous time on a shared, busy machine.
jest.setTimeout(30_000);

beforeEach(() => window.history.pushState(null, '', '/signin'));

describe('Sign In, second step: a recovery code when the authenticator is lost', () => {
  it('offers a recovery code instead of the app, and back', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Lost your authenticator app? Use a recovery code' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Use a Recovery Code' })).toBeInTheDocument();
    expect(screen.getByText(/Your advisor can remove the lost authenticator once they have checked it is you/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use my authenticator app instead' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Two-Factor Verification' })).toBeInTheDocument();
  });

  it('checks the code on the server, refreshes the session and stays busy while the portal opens', async () => {
    const { user, invoke, refreshSession } = setup();
    await user.click(screen.getByRole('button', { name: 'Lost your authenticator app? Use a recovery code' }));
    await user.type(screen.getByLabelText(/^Recovery Code/), ' abcde-fghjk ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(invoke).toHaveBeenCalledWith('use-recovery-code', { body: { code: 'abcde-fghjk' } });
    await waitFor(() => expect(refreshSession).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Checking...' })).toBeDisabled();
  });

  it('a wrong or used code: said on the field, nothing refreshed', async () => {
    const { user, refreshSession } = setup(answer(400, { error: 'This recovery code is not right, or it was used already.' }));
    await user.click(screen.getByRole('button', { name: 'Lost your authenticator app? Use a recovery code' }));
    await user.type(screen.getByLabelText(/^Recovery Code/), 'wrong-code');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This recovery code is not right, or it was used already.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Recovery Code/)).toHaveAccessibleDescription(expect.stringContaining('not right'));
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it("too many wrong codes: the server's wait, on the field", async () => {
    const { user } = setup(answer(429, { error: 'Too many wrong recovery codes. Please wait 15 minutes and try again.' }));
    await user.click(screen.getByRole('button', { name: 'Lost your authenticator app? Use a recovery code' }));
    await user.type(screen.getByLabelText(/^Recovery Code/), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Too many wrong recovery codes. Please wait 15 minutes and try again.')).toBeInTheDocument();
  });

  it('asks for a code before any call', async () => {
    const { user, invoke } = setup();
    await user.click(screen.getByRole('button', { name: 'Lost your authenticator app? Use a recovery code' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a recovery code.')).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });
});
