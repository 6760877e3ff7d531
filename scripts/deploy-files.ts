/**
 * Writes deploy/nginx/platter.conf from the nginx template the cluster runs
 * (scripts/services/nginx-site.ts). Run it after changing the template; the deploy-files
 * test fails while the file and the template differ.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deployNginxFile } from './services/nginx-site.ts';

const target = fileURLToPath(new URL('../deploy/nginx/platter.conf', import.meta.url));
writeFileSync(target, deployNginxFile());
console.log('Wrote deploy/nginx/platter.conf');
