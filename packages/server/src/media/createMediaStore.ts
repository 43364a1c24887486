import type { Config } from '../config';
import { LocalMediaStore } from './LocalMediaStore';
import type { MediaStore } from './MediaStore';
import { S3MediaStore } from './S3MediaStore';

/** The store MEDIA_STORE names: the local disk (default) or an S3 bucket. */
export function createMediaStore(config: Config): MediaStore {
  return config.mediaStore.kind === 's3'
    ? new S3MediaStore(config.mediaStore)
    : new LocalMediaStore(config.dataDir);
}
