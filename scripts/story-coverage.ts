/**
 * Prints which stories the built-in engine tells from tales and which still from the sentence
 * engine, for every theme × reading level × length × setting: `npm run story:coverage`.
 */
import { coverageTable, storyCoverage } from '../bench/lib/story-coverage.ts';

const started = performance.now();
console.log(coverageTable(storyCoverage()));
console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
