// npm start: installs, builds, then serves on http://localhost:3000 (PORT). The server migrates the
// database and seeds the demo world on the first run (embedded PGlite under DATA_DIR, default ./data).
import { ensureInstalled, mustRun, run } from './lib.mjs';

ensureInstalled();
console.log('▶ Building…');
mustRun('npm', ['run', 'build', '--silent']);
console.log('▶ Starting…');
process.exit(run('node', ['apps/api/dist/server.js'], { env: { NODE_ENV: 'production', ...process.env } }));
