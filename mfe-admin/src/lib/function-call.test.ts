import type { Db } from 'shared-ui/data';
import { invokeFunction } from './function-call';

// The edge function's own answer is the boundary: supabase-js hands a non-2xx answer over as an error whose
// `context` is the Response.
/** A fetch Response's part supabase-js and the caller read (jsdom has no Response). */
function responseOf(status: number, body: unknown) {
  const response = {
    status,
    clone: () => response,
    json: () => (typeof body === 'string' ? Promise.reject(new SyntaxError('Unexpected token')) : Promise.resolve(body)),
  };
  return response;
}

const answering = (status: number, body: unknown) =>
  ({
    functions: {
      invoke: jest.fn(() =>
        Promise.resolve({
          data: null,
          error: Object.assign(new Error('Edge Function returned a non-2xx status code'), {
            name: 'FunctionsHttpError',
            context: responseOf(status, body),
          }),
        }),
      ),
    },
  }) as unknown as Db;

describe('invokeFunction', () => {
  it("says a 4xx answer's own error, on the given field for a 400", async () => {
    const { error } = await invokeFunction(answering(400, { error: 'Please enter a valid e-mail address.' }), 'invite-client', {}, 'email');
    expect(error).toMatchObject({ status: 400, message: 'Please enter a valid e-mail address.', field: 'email' });
    const refused = await invokeFunction(
      answering(403, { error: 'Only an admin signed in with an authenticator code can do this.' }),
      'x',
      {},
      'email',
    );
    expect(refused.error).toMatchObject({ status: 403, message: 'Only an admin signed in with an authenticator code can do this.' });
    expect((refused.error as { field?: string }).field).toBeUndefined();
  });

  it("keeps the portal's own words for a 5xx or an unreadable answer", async () => {
    const { error } = await invokeFunction(answering(500, { error: 'relation "x" does not exist' }), 'x', {});
    expect((error as { message: string }).message).not.toContain('relation');
    const unreadable = await invokeFunction(answering(400, 'not json'), 'x', {});
    expect((unreadable.error as { status: number }).status).toBe(400);
  });
});
