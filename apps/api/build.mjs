// Bundles the API into dist/server.js. Workspace packages (TypeScript source) are bundled in;
// npm packages stay external. Migrations and postcode data are copied next to the bundle.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@vedmarked/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
cpSync('../../packages/db/migrations', 'dist/migrations', { recursive: true });
cpSync('../../packages/db/data', 'dist/data', { recursive: true });
console.log('API built: apps/api/dist/server.js');
