import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// The hashing threads keep a process alive while they work and never after: a script that hashes one password
// prints the hash and exits on its own (the benches and tools that start the stack in-process end when they are done).
const POOL = path.join(__dirname, '../../src/auth/bcrypt-pool.ts');
const TSX = path.join(__dirname, '../../../../node_modules/.bin/tsx');

it('hashes and compares off the main thread, and an idle pool lets the process exit', async () => {
  const script = `
    const { bcryptHash, bcryptCompare } = require(${JSON.stringify(POOL)});
    bcryptHash('correct horse', '$2a$04$abcdefghijklmnopqrstuu')
      .then(async (hash) => console.log(hash.length, await bcryptCompare('correct horse', hash), await bcryptCompare('wrong', hash)));
  `;
  const { stdout } = await promisify(execFile)(TSX, ['-e', script], { timeout: 20_000 });
  expect(stdout.trim()).toBe('60 true false');
}, 30_000);
