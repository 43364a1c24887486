import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@bible-admin/contract';
import * as calls from './calls';
import { callGroups, callsModules } from './callsModule';

describe('api/calls/', () => {
  it('is up to date with the contract (else: pnpm --filter @bible-admin/app exec tsx scripts/generate-calls.ts)', () => {
    const generated = calls as unknown as Record<string, Record<string, object>>;
    for (const [group, specs] of callGroups(contract)) {
      const expected = Object.fromEntries(
        Object.entries(specs).map(([key, { method, path, encoding, auth }]) => [
          key,
          { method, path, encoding, auth },
        ]),
      );
      expect(generated[group], group).toEqual(expected);
    }
    expect(Object.keys(generated).sort()).toEqual(callGroups(contract).map(([group]) => group));
    expect(readdirSync(path.join(import.meta.dirname, 'calls')).sort()).toEqual(
      Object.keys(callsModules(contract)).sort(),
    );
  });
});
