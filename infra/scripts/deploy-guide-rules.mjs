// The deploy guide (docs/deploy.md) against the Supabase CLI's own rules, offline: what `npm run check:deploy --
// --guide` checks and infra/scripts/check-deploy-guide.test.ts runs. Each rule names where the CLI has it
// (github.com/supabase/cli, apps/cli-go): a config.toml the CLI refuses fails `supabase link` before the guide's
// first step is done, and a value the CLI reads differently (SMTP without `enabled = true`) changes production.
import fs from 'node:fs';
import path from 'node:path';

/** The subset of TOML config.toml uses: [dotted.tables], key = string | number | boolean | [strings] (one line). */
export function parseToml(text) {
  const root = {};
  let table = root;
  for (const [n, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.replace(/^\s+/, '');
    if (!line || line.startsWith('#')) continue;
    const header = /^\[([A-Za-z0-9_.-]+)\]\s*(#.*)?$/.exec(line);
    if (header) {
      table = root;
      for (const part of header[1].split('.')) table = table[part] ??= {};
      continue;
    }
    const entry = /^([A-Za-z0-9_-]+)\s*=\s*(.+?)\s*(#[^"\]]*)?$/.exec(line);
    if (!entry) throw new Error(`config.toml line ${n + 1}: cannot read ${JSON.stringify(raw)}`);
    table[entry[1]] = JSON.parse(entry[2]);
  }
  return root;
}

/** `base` with `over` laid on it, table by table (the CLI's mergeRemoteConfig for a [remotes.<name>] block). */
function merge(base, over) {
  const out = { ...base };
  for (const [key, value] of Object.entries(over ?? {}))
    out[key] = value && typeof value === 'object' && !Array.isArray(value) ? merge(base?.[key] ?? {}, value) : value;
  return out;
}

// pkg/config/config.go: refPattern, funcSlugPattern, bucketNamePattern; Validate's db.major_version switch.
const REF = /^[a-z]{20}$/;
const FUNCTION_SLUG = /^[A-Za-z][A-Za-z0-9_-]*$/;
const BUCKET_NAME = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const MAJOR_VERSIONS = [13, 14, 15, 17];
// sizeInBytes (docker/go-units RAMInBytes) and time.Duration as the CLI decodes them.
const SIZE = /^(\d+(\.\d+)?)\s*(b|k|kb|kib|m|mb|mib|g|gb|gib)?$/i;
const DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/;

function bytes(size) {
  const m = SIZE.exec(String(size));
  if (!m) return NaN;
  const unit = (m[3] ?? 'b').toLowerCase()[0];
  return Number(m[1]) * { b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[unit];
}
function seconds(duration) {
  let total = 0;
  for (const [, n, unit] of String(duration).matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g))
    total += Number(n) * { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 }[unit];
  return total;
}

/** config.go Validate (and loadFromFile, email.validate, external.validate) on one effective config. */
function validateConfig(config, where, problems) {
  const say = (message) => problems.push(`${where}: ${message}`);
  if (!config.project_id) say('Missing required field in config: project_id');
  if (config.api?.enabled !== false && !config.api?.port) say('Missing required field in config: api.port');
  if (!config.db?.port) say('Missing required field in config: db.port');
  if (!MAJOR_VERSIONS.includes(config.db?.major_version)) say(`Invalid db.major_version: ${config.db?.major_version}`);
  for (const name of Object.keys(config.storage?.buckets ?? {})) if (!BUCKET_NAME.test(name)) say(`Invalid Bucket name: ${name}`);
  if (config.storage?.file_size_limit !== undefined && Number.isNaN(bytes(config.storage.file_size_limit)))
    say(`Invalid storage.file_size_limit: ${config.storage.file_size_limit}`);
  if (config.inbucket?.enabled && !config.inbucket?.port) say('Missing required field in config: inbucket.port');
  const auth = config.auth ?? {};
  if (auth.enabled !== false) {
    if (!auth.site_url) say('Missing required field in config: auth.site_url');
    const email = auth.email ?? {};
    if (email.max_frequency !== undefined && !DURATION.test(email.max_frequency))
      say(`Invalid auth.email.max_frequency: ${email.max_frequency}`);
    if (email.smtp?.enabled) {
      for (const field of ['host', 'port', 'user', 'pass', 'admin_email'])
        if (!email.smtp[field]) say(`Missing required field in config: auth.email.smtp.${field}`);
    }
    for (const [name, provider] of Object.entries(auth.external ?? {})) {
      if (!provider.enabled) continue;
      if (!provider.client_id) say(`Missing required field in config: auth.external.${name}.client_id`);
      if (!['apple', 'google'].includes(name) && !provider.secret) say(`Missing required field in config: auth.external.${name}.secret`);
    }
  }
  for (const name of Object.keys(config.functions ?? {})) if (!FUNCTION_SLUG.test(name)) say(`Invalid Function name: ${name}`);
}

// The commands the guide may run and their flags (apps/cli-go/cmd: link.go, config.go, db.go, functions.go, secrets.go).
const COMMANDS = {
  login: [],
  link: ['--project-ref', '--password', '-p', '--skip-pooler'],
  'config push': ['--project-ref'],
  'db push': ['--include-all', '--include-roles', '--include-seed', '--dry-run', '--db-url', '--linked', '--local', '--password', '-p'],
  'functions deploy': ['--use-api', '--jobs', '-j', '--no-verify-jwt', '--prune', '--project-ref', '--import-map'],
  'secrets set': ['--env-file', '--project-ref'],
};

/** The shell commands of the guide's ```bash blocks, continuation lines joined, each with the block's working folder. */
export function guideCommands(guide) {
  const commands = [];
  let cwd = '.';
  for (const block of guide.matchAll(/```bash\n([\s\S]*?)```/g)) {
    const joined = block[1].replace(/\\\n\s*/g, ' ');
    for (const raw of joined.split('\n')) {
      const line = raw.replace(/\s+#.*$/, '').trim();
      if (!line) continue;
      const cd = /^cd\s+(\S+)$/.exec(line);
      if (cd) cwd = path.join(cwd, cd[1]);
      else commands.push({ line, cwd });
    }
  }
  return commands;
}

/**
 * Names the functions read from their environment, SUPABASE_* excepted (the platform gives those): `read` every
 * env('X') / requireEnv('X'); `needed` those without a fallback (`env('X') ?? ...` has one).
 */
function functionEnvNames(functionsDir) {
  const read = new Set();
  const needed = new Set();
  for (const entry of fs.readdirSync(functionsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [, fn, name, rest] of text.matchAll(/\b(env|requireEnv)\('([A-Z0-9_]+)'\)(\s*\?\?)?/g)) {
      if (name.startsWith('SUPABASE_')) continue;
      read.add(name);
      if (fn === 'requireEnv' || !rest) needed.add(name);
    }
  }
  return { read, needed };
}

/** Shell words: quotes and $(...) kept whole (enough for the guide's commands). */
export function shellWords(line) {
  const words = [];
  let word = '';
  let depth = 0;
  let quote = '';
  for (const c of line) {
    if (quote) {
      if (c === quote && depth === 0) quote = '';
      else word += c;
      if (c === '(' && word.endsWith('$(')) depth++;
      else if (c === ')' && depth > 0) depth--;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' && word.endsWith('$')) {
      depth++;
      word += c;
    } else if (c === ')' && depth > 0) {
      depth--;
      word += c;
    } else if (/\s/.test(c) && depth === 0) {
      if (word) words.push(word);
      word = '';
    } else word += c;
  }
  if (word) words.push(word);
  return words;
}

/**
 * Every problem found (empty when the guide works step by step): config.toml as the CLI validates it, locally and
 * merged with each [remotes.*] block; the guide's `supabase` commands (known commands and flags, run from infra/
 * where config.toml is, deploying every configured function, setting every secret the functions read); the Vault
 * secrets it has you create (the names the migrations read); the production values it relies on.
 */
export function checkDeployGuide({
  root,
  guide = fs.readFileSync(path.join(root, 'docs/deploy.md'), 'utf8'),
  configToml = fs.readFileSync(path.join(root, 'infra/supabase/config.toml'), 'utf8'),
  supabaseDir = path.join(root, 'infra/supabase'),
}) {
  const problems = [];
  let config;
  try {
    config = parseToml(configToml);
  } catch (error) {
    return [error.message];
  }
  const { remotes = {}, ...base } = config;

  // config.go Validate: every remote's project_id must look like a ref, else every command fails (link included).
  const ids = new Map();
  for (const [name, remote] of Object.entries(remotes)) {
    if (!REF.test(remote.project_id ?? ''))
      problems.push(`config.toml: Invalid config for remotes.${name}.project_id. Must be like: abcdefghijklmnopqrst (supabase link fails)`);
    if (ids.has(remote.project_id))
      problems.push(`config.toml: duplicate project_id for [remotes.${name}] and [remotes.${ids.get(remote.project_id)}]`);
    ids.set(remote.project_id, name);
  }
  validateConfig(base, 'config.toml', problems);
  for (const [name, remote] of Object.entries(remotes)) validateConfig(merge(base, remote), `config.toml [remotes.${name}]`, problems);

  // What production needs and the guide promises.
  const production = merge(base, remotes.production);
  if (!remotes.production) problems.push('config.toml: no [remotes.production] block');
  else {
    if (production.auth?.email?.smtp?.enabled !== true)
      problems.push(
        'config.toml: [remotes.production.auth.email.smtp] needs enabled = true (without it config push switches custom SMTP off)',
      );
    if (!(seconds(production.auth?.email?.max_frequency) >= 60))
      problems.push(
        `config.toml: production auth.email.max_frequency is ${production.auth?.email?.max_frequency} (the local value); set at least "60s"`,
      );
    if (!(bytes(production.storage?.file_size_limit) <= 50 * 1024 ** 2))
      problems.push(
        'config.toml: production storage.file_size_limit must fit the Free plan (50MiB at most; the guide says when to raise it)',
      );
    if (production.db?.seed?.enabled !== false)
      problems.push('config.toml: production must not seed the demo data ([remotes.production.db.seed] enabled = false)');
  }
  if (!/enabled = true/.test(guide)) problems.push("docs/deploy.md: does not explain the SMTP block's enabled = true");

  // The guide's supabase commands.
  const functions = Object.keys(base.functions ?? {});
  const deployed = new Set();
  const secretsSet = new Set();
  for (const { line, cwd } of guideCommands(guide)) {
    const all = shellWords(line);
    const words = all.slice(all.findIndex((w) => !/^[A-Z_]+=/.test(w)));
    if (words[0] !== 'supabase') continue;
    const name = [words.slice(1, 3).join(' '), words[1]].find((n) => n in COMMANDS);
    if (!name) {
      problems.push(`docs/deploy.md: unknown CLI command: ${line}`);
      continue;
    }
    if (path.normalize(cwd) !== 'infra')
      problems.push(`docs/deploy.md: "${line}" must run in infra/ (where supabase/config.toml is), not ${cwd}`);
    const args = words.slice(1 + name.split(' ').length);
    for (const arg of args) {
      const flag = arg.split('=')[0];
      if (flag.startsWith('-') && !COMMANDS[name].includes(flag)) problems.push(`docs/deploy.md: supabase ${name} has no flag ${flag}`);
    }
    const positional = args.filter(
      (a, i) => !a.startsWith('-') && !/^(--project-ref|-p|--password|--db-url|-j|--jobs)$/.test(args[i - 1] ?? ''),
    );
    if (name === 'functions deploy') {
      for (const fn of positional) {
        deployed.add(fn);
        if (!functions.includes(fn)) problems.push(`docs/deploy.md: deploys ${fn}, which config.toml has no [functions.${fn}] for`);
        else if (!fs.existsSync(path.join(supabaseDir, base.functions[fn].entrypoint ?? `functions/${fn}/index.ts`)))
          problems.push(`docs/deploy.md: ${fn}'s entrypoint does not exist`);
      }
    }
    if (name === 'secrets set') for (const pair of positional) secretsSet.add(pair.split('=')[0]);
  }
  for (const fn of functions) if (!deployed.has(fn)) problems.push(`docs/deploy.md: never deploys the function ${fn}`);
  const env = functionEnvNames(path.join(supabaseDir, 'functions'));
  for (const secret of env.needed)
    if (!secretsSet.has(secret)) problems.push(`docs/deploy.md: never sets the secret ${secret} the functions need`);
  for (const secret of secretsSet) if (!env.read.has(secret)) problems.push(`docs/deploy.md: sets ${secret}, which no function reads`);

  // Vault secrets: the ones the guide has you create are the ones the migrations read.
  const migrations = fs
    .readdirSync(path.join(supabaseDir, 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => fs.readFileSync(path.join(supabaseDir, 'migrations', f), 'utf8'));
  const created = new Set([...guide.matchAll(/vault\.create_secret\('[^']*',\s*'([a-z_]+)'\)/g)].map((m) => m[1]));
  const read = new Set(migrations.flatMap((sql) => [...sql.matchAll(/decrypted_secrets where name = '([a-z_]+)'/g)].map((m) => m[1])));
  const madeByMigrations = new Set(
    migrations.flatMap((sql) => [...sql.matchAll(/create_secret\([^;]*?'([a-z_]+)',\s*\n?\s*'/g)].map((m) => m[1])),
  );
  for (const name of read)
    if (!created.has(name) && !madeByMigrations.has(name)) problems.push(`docs/deploy.md: never stores the Vault secret ${name}`);
  for (const name of created) if (!read.has(name)) problems.push(`docs/deploy.md: stores the Vault secret ${name}, which nothing reads`);

  // pg_net where Supabase puts it.
  const lastPgNet = migrations.filter((sql) => /create extension[^;]*pg_net/.test(sql)).at(-1) ?? '';
  if (!/create extension[^;]*pg_net with schema extensions/.test(lastPgNet))
    problems.push('migrations: pg_net is not created in the extensions schema');
  return problems;
}
