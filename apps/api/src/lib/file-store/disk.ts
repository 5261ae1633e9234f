import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkKey, type FileStore } from './store.ts';

/** Files under one folder of this machine's disk (DATA_DIR/uploads): the default, for one machine or a shared mount. */
export function diskStore(dir: string): FileStore {
  const pathOf = (key: string) => join(dir, checkKey(key));
  return {
    kind: 'disk',
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async open(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      return info?.isFile() ? { body: createReadStream(path), size: info.size } : undefined;
    },
    read: (key) => readFile(pathOf(key)).catch(() => undefined),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
