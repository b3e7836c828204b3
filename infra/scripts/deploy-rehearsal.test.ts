// docs/deploy.md and `npm run deploy:rehearse` held together: every command the guide gives is listed in
// deploy-rehearsal-steps.mjs with how the rehearsal covers it, nothing else is listed, and every command the list says
// the rehearsal runs is in the rehearsal's code (infra/scripts/deploy-rehearse.ts, e2e/deploy/rehearsal.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import { GUIDE_COMMANDS, guideCommands } from './deploy-rehearsal-steps.mjs';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('docs/deploy.md and the deploy rehearsal', () => {
  it("every command of the guide is in the rehearsal's list, and the list has no command the guide lost", () => {
    const guide = guideCommands(read('docs/deploy.md'));
    const listed = GUIDE_COMMANDS.map((c) => c.command);
    expect(guide.filter((c) => !listed.includes(c))).toEqual([]);
    expect(listed.filter((c) => !guide.includes(c))).toEqual([]);
  });

  it("every command the list says the rehearsal runs is in the rehearsal's code", () => {
    const code = read('infra/scripts/deploy-rehearse.ts') + read('e2e/deploy/rehearsal.spec.ts');
    const run = GUIDE_COMMANDS.filter((c) => c.coverage === 'run');
    expect(run.filter((c) => !c.rehearsal).map((c) => c.command)).toEqual([]);
    expect(run.filter((c) => !code.includes(c.rehearsal!)).map((c) => `${c.command}: ${c.rehearsal}`)).toEqual([]);
  });

  it("the guide's closing note names every step the list covers", () => {
    const note = read('docs/deploy.md').split('## How `npm run deploy:rehearse` covers each step')[1] ?? '';
    for (const step of new Set(GUIDE_COMMANDS.map((c) => c.step))) expect(note).toMatch(new RegExp(`^\\| ${step} \\|`, 'm'));
  });

  it('a guide command the list does not know fails the check', () => {
    const guide = guideCommands('```bash\nsupabase db push\nsupabase db reset   # new\n```\n');
    expect(guide.filter((c) => !GUIDE_COMMANDS.map((g) => g.command).includes(c))).toEqual(['supabase db reset']);
  });
});
