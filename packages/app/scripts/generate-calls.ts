// Writes packages/app/src/api/calls/: every call group of the contract (`authCalls`, `userCalls`, ...), one
// module each, with only what a browser needs to make the call (method, path, encoding, auth), typed by the
// contract's call. The app then imports no zod schema at run time, which keeps ~30 KB (gzip) off every page,
// and a page's chunks take only the groups it calls. Run after a contract change:
// pnpm --filter @bible-admin/app exec tsx scripts/generate-calls.ts (a unit test fails while the folder is
// out of date).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@bible-admin/contract';
import { callsModules } from '../src/api/callsModule';

const folder = fileURLToPath(new URL('../src/api/calls/', import.meta.url));
const files = callsModules(contract);
mkdirSync(folder, { recursive: true });
// A group the contract no longer has loses its module.
for (const name of readdirSync(folder)) if (!(name in files)) rmSync(path.join(folder, name));
for (const [name, source] of Object.entries(files)) writeFileSync(path.join(folder, name), source);
execFileSync('pnpm', ['exec', 'prettier', '--write', folder], { stdio: 'ignore' });
console.log(`Wrote ${folder}`);
