// Temporary checker for content authors until `platter validate` lands: parses every food
// file with the schema and prints problems. Usage: node scripts/check-foods.ts [files...]
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { FoodSchema } from '../core/schemas/food.ts';

const files = process.argv.slice(2).length ? process.argv.slice(2) : readdirSync('content/foods').map((f) => `content/foods/${f}`);
let bad = 0;
for (const file of files) {
  try {
    const r = FoodSchema.safeParse(parse(readFileSync(file, 'utf8')));
    if (!r.success) { bad++; for (const i of r.error.issues) console.log(`${file} ${i.path.join('.')}: ${i.message}`); }
  } catch (e) { bad++; console.log(`${file}: ${(e as Error).message}`); }
}
console.log(`${files.length} files, ${bad} with problems`);
process.exitCode = bad ? 1 : 0;
