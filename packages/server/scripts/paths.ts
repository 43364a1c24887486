import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: scripts take relative paths (and DATA_DIR) from here, as `npm start` does. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The shared Genesis data beside the repository (../shared/data); it is never copied into the repo. */
export const GENESIS_FILE = path.resolve(REPO_ROOT, '../shared/data/genesis-wlc.json');
