// bcrypt off the server's event loop (see bcrypt-pool.ts). Plain JS so Node loads it the same way
// under tsx, jest and node. Protocol: {id, op: 'hash'|'compare', password, salt|hash} → {id, result|error}.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', ({ id, op, password, salt, hash }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, salt) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
