// `pnpm restore FILE`: puts a backup made by `pnpm backup` into DATA_DIR, which must be empty or missing (taken
// from the repository root, as `npm start` does). Stop the server first. PostgreSQL: pg_restore (README).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupSettings } from '../src/backup/format';
import { restoreBackup } from '../src/backup/restoreBackup';
import { megabytes, runCommand } from './command';
import { REPO_ROOT } from './paths';

runCommand('restore', 'pnpm restore FILE', async () => {
  const [file, ...rest] = parseArgs({ allowPositionals: true }).positionals;
  if (!file || rest.length) return false;
  const { dataDir } = backupSettings(process.env, REPO_ROOT);
  const { manifest, databaseBytes, mediaFiles, secrets } = await restoreBackup({
    file: path.resolve(REPO_ROOT, file),
    dataDir,
  });
  console.log(
    `Restored the backup of ${manifest.created_at} into ${dataDir}: database ${megabytes(databaseBytes)}, ` +
      `${mediaFiles} media files, ` +
      `secrets: ${secrets.length ? secrets.join(', ') : 'none (set JWT_SECRET and ENCRYPTION_KEY as before)'}.`,
  );
  if (manifest.media === 's3')
    console.log(
      'Its media files are in the S3 bucket: start the server with the same MEDIA_STORE=s3 settings.',
    );
  console.log('Start the server: npm start');
  return true;
});
