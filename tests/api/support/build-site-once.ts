// Runs buildSite (api/site-builds.ts) once, as an instance starting would: the site folder
// and the content folder are the arguments; prints what happened.
import { buildSite } from '../../../api/site-builds.ts';

const [siteDir, contentDir] = process.argv.slice(2) as [string, string];
const outcome = await buildSite({ siteDir, contentDir, log: () => {} });
console.log(outcome.kind);
