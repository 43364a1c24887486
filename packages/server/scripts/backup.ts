// `pnpm backup --out FILE`: the SQLite database (a consistent copy, taken while the server runs), the secrets
// generated into DATA_DIR and the media folder, in one tar file (.tar.gz or .tgz: compressed). FILE and
// DATA_DIR are taken from the repository root, as `npm start` does. PostgreSQL: pg_dump (README, "Operating").
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../src/backup/createBackup';
import { backupSettings } from '../src/backup/format';
import { megabytes, runCommand } from './command';
import { REPO_ROOT } from './paths';

runCommand('backup', 'pnpm backup --out FILE', async () => {
  const { out } = parseArgs({ options: { out: { type: 'string' } } }).values;
  if (!out) return false;
  const { dataDir, mediaStore } = backupSettings(process.env, REPO_ROOT);
  const file = path.resolve(REPO_ROOT, out);
  const started = performance.now();
  const summary = await createBackup({ dataDir, out: file, media: mediaStore.kind });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const secrets = summary.secrets.length ? summary.secrets.join(', ') : 'none in DATA_DIR';
  console.log(
    `Backup of ${dataDir} written to ${file} in ${seconds} s: database ${megabytes(summary.databaseBytes)}, ` +
      `${summary.mediaFiles} media files, secrets: ${secrets}.`,
  );
  if (summary.missingMedia.length)
    console.log(
      `Warning: ${summary.missingMedia.length} media files the database names were missing from ` +
        `${path.join(dataDir, 'media')} already: ${summary.missingMedia.slice(0, 5).join(', ')}`,
    );
  if (mediaStore.kind === 's3')
    console.log(
      `Media files stay in the S3 bucket ${mediaStore.bucket}: its versioning keeps them (README).`,
    );
  const fromEnvironment = ['JWT_SECRET', 'ENCRYPTION_KEY'].filter((name) => process.env[name]);
  if (fromEnvironment.length)
    console.log(
      `${fromEnvironment.join(' and ')} come from the environment, not DATA_DIR: keep them with the backup ` +
        '(without ENCRYPTION_KEY the saved payment keys cannot be read).',
    );
  return true;
});
