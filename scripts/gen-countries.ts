/**
 * Writes core/countries-table.ts from the world-countries package, so the browser gets
 * a 10 KB table instead of the package's 1.4 MB JSON. tests/unit/countries.test.ts fails
 * when the committed table and the installed package disagree: rerun
 * `npm run gen:countries` after upgrading world-countries.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderCountriesTable } from './countries-source.ts';

const target = fileURLToPath(new URL('../core/countries-table.ts', import.meta.url));
writeFileSync(target, renderCountriesTable());
console.log(`wrote ${target}`);
