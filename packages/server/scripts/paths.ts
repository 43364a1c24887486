import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The shared Genesis data beside the repository (../shared/data); it is never copied into the repo. */
export const GENESIS_FILE = path.resolve(repoRoot, '../shared/data/genesis-wlc.json');
