// Writes packages/app/src/api/calls.ts: every call group of the contract (`authCalls`, `userCalls`, ...) with
// only what a browser needs to make the call (method, path, encoding, auth), typed by the contract's call.
// The app then imports no zod schema at run time, which keeps ~30 KB (gzip) off every page. Run after a
// contract change: pnpm --filter @bible-admin/app exec tsx scripts/generate-calls.ts (a unit test fails
// while the file is out of date).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as contract from '@bible-admin/contract';
import { callsModule } from '../src/api/callsModule';

const target = fileURLToPath(new URL('../src/api/calls.ts', import.meta.url));
writeFileSync(target, callsModule(contract));
execFileSync('pnpm', ['exec', 'prettier', '--write', target], { stdio: 'ignore' });
console.log(`Wrote ${target}`);
