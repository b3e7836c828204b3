import crypto from 'node:crypto';
import pg from 'pg';

async function run(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database on the PostgreSQL server of `serverUrl` (empty, or a copy of `template`); drop() removes it again.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await run(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

export const dropDatabase = (serverUrl: string, name: string) => run(serverUrl, `drop database if exists ${name} with (force)`);
