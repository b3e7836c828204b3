// Production build of all six apps, one at a time (2 cores), remotes first so the shell's first-load
// budget check sees mfe-setup's build. Fails on the first build error or exceeded budget.
import { buildApps } from './portal.mjs';

buildApps({ force: true });
