/**
 * Prints which stories a tale tells at their length and what the last-resort fit tells for the
 * rest, for every theme × reading level × length × setting, and for every built-in template × the
 * levels its ages reach × length: `npm run story:coverage`.
 */
import { coverageTable, storyCoverage } from '../bench/lib/story-coverage.ts';
import { templateCoverage, templateCoverageTable } from '../bench/lib/template-coverage.ts';

const started = performance.now();
console.log(coverageTable(storyCoverage()));
console.log('');
console.log(templateCoverageTable(templateCoverage()));
console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
