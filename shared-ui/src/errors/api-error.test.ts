import { apiError, isApiError, toApiError } from './api-error';
import { ERROR_MESSAGES, registerConstraintMessages } from './error-messages';

// A remote registers its own tables' constraint messages with its api (here: mfe-setup's bank accounts).
registerConstraintMessages({
  bank_accounts_monthly_fees_not_negative: { message: 'Monthly fees cannot be negative.', field: 'monthly_fees' },
});

// The shapes supabase-js hands over (PostgREST, storage, functions, auth, a thrown fetch error), as plain objects.
describe('toApiError: every failure becomes one shape with a user-facing message', () => {
  it('falls back to the code message for a constraint no remote registered', () => {
    const e = toApiError({ code: '23514', message: 'violates check constraint "nobody_registered_this"', details: null }, 400);
    expect(e.message).toBe(ERROR_MESSAGES.invalid);
    expect(e.field).toBeUndefined();
  });

  it('maps a named constraint to its message and field', () => {
    const e = toApiError(
      {
        code: '23514',
        message: 'new row for relation "bank_accounts" violates check constraint "bank_accounts_monthly_fees_not_negative"',
        details: null,
      },
      400,
    );
    expect(e).toMatchObject({ status: 400, code: '23514', message: 'Monthly fees cannot be negative.', field: 'monthly_fees' });
  });

  it('keeps the spec message a database function raises for people', () => {
    expect(toApiError({ code: 'P0001', message: 'Please enter 2 or more for multiple owners.' }, 400).message).toBe(
      'Please enter 2 or more for multiple owners.',
    );
  });

  it('maps codes: RLS refusal, unique violation, no row', () => {
    expect(toApiError({ code: '42501', message: 'new row violates row-level security policy for table "x"' }, 403).message).toBe(
      ERROR_MESSAGES.forbidden,
    );
    expect(toApiError({ code: '23505', message: 'duplicate key value violates unique constraint "x_key"' }, 409).message).toBe(
      ERROR_MESSAGES.duplicate,
    );
    expect(toApiError({ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' }, 406)).toMatchObject({
      status: 406,
      message: ERROR_MESSAGES.notFound,
    });
  });

  it('maps statuses when there is no code: storage, functions, auth', () => {
    expect(toApiError({ name: 'StorageApiError', message: 'Payload too large', statusCode: '413' })).toMatchObject({
      status: 413,
      message: ERROR_MESSAGES.tooLarge,
    });
    expect(
      toApiError({ name: 'FunctionsHttpError', message: 'Edge Function returned a non-2xx status code', context: { status: 401 } }),
    ).toMatchObject({ status: 401, message: ERROR_MESSAGES.unauthorized });
    expect(toApiError({ name: 'Whatever', message: 'boom' }, 500).message).toBe(ERROR_MESSAGES.unknown);
  });

  it('reports an unreachable server as status 0 with the network message', () => {
    expect(toApiError(new TypeError('Failed to fetch'))).toMatchObject({ status: 0, message: ERROR_MESSAGES.network });
    expect(toApiError({ code: '', message: 'TypeError: Failed to fetch', details: '' }, 0)).toMatchObject({
      status: 0,
      message: ERROR_MESSAGES.network,
    });
  });

  it('never shows a raw server text, and is idempotent', () => {
    const e = toApiError({ code: '42703', message: 'column "nope" does not exist' }, 400);
    expect(e.message).toBe(ERROR_MESSAGES.invalid);
    expect(e.detail).toContain('nope');
    expect(toApiError(e)).toBe(e);
    expect(toApiError('weird').message).toBe(ERROR_MESSAGES.unknown);
  });

  it('keeps the message and field of an error a feature worded itself', () => {
    const e = apiError({ status: 422, code: 'weak_password', message: 'Please choose a stronger password.', field: 'password' });
    expect(isApiError(e)).toBe(true);
    expect(toApiError(e)).toBe(e);
    expect(toApiError(e)).toMatchObject({ status: 422, message: 'Please choose a stronger password.', field: 'password' });
    expect(isApiError({ status: 422, message: 'Please choose a stronger password.' })).toBe(false);
  });
});
