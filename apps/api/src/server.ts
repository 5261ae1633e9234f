import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './start.ts';

try {
  const config = loadConfig();
  if (!config.webDist) {
    // The built web app, next to the bundled server (apps/api/dist -> apps/web/dist).
    const candidate = fileURLToPath(new URL('../../web/dist', import.meta.url));
    if (existsSync(candidate)) config.webDist = candidate;
  }
  await startServer(config);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
}
