// npm run dev: the API with tsx watch on :3000 and Vite on :5173 (proxying /api).
import { spawn } from 'node:child_process';
import { ensureInstalled } from './lib.mjs';

ensureInstalled();
const procs = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env } }),
  spawn('npx', ['vite'], { stdio: 'inherit', cwd: 'apps/web' }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', stop);
