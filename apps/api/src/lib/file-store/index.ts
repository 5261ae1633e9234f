import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { diskStore } from './disk.ts';
import { s3Store } from './s3.ts';
import type { FileStore } from './store.ts';

export type { FileStore } from './store.ts';

/** The store the configuration names: S3-compatible storage when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
export function openFileStore(config: Pick<Config, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? s3Store(config.s3) : diskStore(join(config.dataDir, 'uploads'));
}
