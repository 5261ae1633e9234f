#!/usr/bin/env node
// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside every text asset in dist
// worth compressing, so the API serves them as they are (@fastify/static preCompressed) instead of
// sending the bytes uncompressed or compressing on every request. A copy that would not be smaller is
// not written; the server then sends the original.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let raw = 0;
let br = 0;
for (const path of files(dist)) {
  if (!TEXT.test(path) || path.includes(`${join(dist, '.vite')}`)) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  const gzip = gzipSync(bytes, { level: 9 });
  if (brotli.length < bytes.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < bytes.length) writeFileSync(`${path}.gz`, gzip);
  count++;
  raw += bytes.length;
  br += Math.min(brotli.length, bytes.length);
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB with Brotli`);
