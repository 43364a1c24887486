import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: scripts take relative paths (and DATA_DIR) from here, as `npm start` does. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** All of Genesis (Westminster Leningrad Codex, public domain), shipped for the import command and benchmarks. */
export const GENESIS_FILE = path.resolve(REPO_ROOT, 'packages/server/data/genesis-wlc.json');
