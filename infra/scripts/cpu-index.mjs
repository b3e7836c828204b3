// Prints this machine's CPU benchmark index: Lighthouse's own computeBenchmarkIndex (the figure its reports give as
// `benchmarkIndex`), run here in Node's V8 rather than in a page. `npm test` prints it first, so a duration in its
// table can be read against how fast the machine was at that moment (the same machine scored 3829 and 1616 on one day).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

console.log(`CPU benchmark index (Lighthouse's computeBenchmarkIndex, in Node): ${Math.round(pageFunctions.computeBenchmarkIndex())}`);
