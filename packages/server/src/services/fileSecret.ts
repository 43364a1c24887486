import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, ensurePrivateFile } from '../dataDir';

/**
 * A 32-byte secret kept in DATA_DIR/<name>, generated on first use. The file is created exclusively
 * (flag wx) so two processes starting together cannot write different keys; mode 0600, in a 0700 folder
 * (an existing file is tightened to 0600).
 */
export function fileSecret(dataDir: string, name: string): Buffer {
  const file = path.join(dataDir, name);
  ensurePrivateDir(dataDir);
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  ensurePrivateFile(file);
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length !== 32) throw new Error(`${file} is not a 32-byte hex secret: delete it to regenerate`);
  return key;
}
