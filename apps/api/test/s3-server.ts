/// <reference path="./s3rver.d.ts" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

/** The test server's fixed key pair (it checks request signatures with it). */
export const S3_TEST_KEY = 'S3RVER';

export interface TestS3 {
  url: string;
  bucket: string;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver: real SigV4 checks, files in a temporary folder) with one
 * bucket, on a free port. Resolves to the reason it could not start instead of throwing, so a test
 * can say why it skips.
 */
export async function startTestS3(bucket = 'vedmarked-test', port = 0): Promise<TestS3 | { failed: string }> {
  const directory = mkdtempSync(join(tmpdir(), 'vm-s3-'));
  try {
    const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
    const address = await server.run();
    return {
      url: `http://127.0.0.1:${address.port}`,
      bucket,
      close: async () => {
        await server.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(directory, { recursive: true, force: true });
    return { failed: err instanceof Error ? err.message : String(err) };
  }
}
