import type { StackContext } from '../context';
import { createOperationsService } from './service';

const KEY = 'service-key';
const ctx = { keys: { serviceKey: KEY, secretKey: 'sb_secret_x' }, db: {} } as unknown as StackContext;
const request = (ip: string) => ({
  method: 'POST',
  url: new URL('http://stack/stack/v1/operations/remote-migrations-applied'),
  path: '/operations/remote-migrations-applied',
  headers: { authorization: `Bearer ${KEY}` },
  body: Buffer.from('{}'),
  ip,
});

it('answers a tool on another machine 403, even with the service key', async () => {
  const res = await createOperationsService(ctx)(request('10.0.0.5'));
  expect(res.status).toBe(403);
});

it('lets a loopback caller with the service key through to the operation', async () => {
  // remote is missing: the operation itself answers 400, so the caller got past the door.
  for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect((await createOperationsService(ctx)(request(ip))).status).toBe(400);
});
