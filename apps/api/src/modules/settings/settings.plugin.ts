import fp from 'fastify-plugin';
import { createSettingsService, SETTINGS_CHANNEL, type SettingsService } from './settings.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}

/**
 * app.settings: the platform settings every module reads (the fee, delivery rates, the deposit
 * deadline). Each process caches them briefly and drops the copy when any process changes them
 * (realtime channel "settings", PostgreSQL LISTEN/NOTIFY), as the storefront's catalogue cache does.
 */
export default fp(
  async (app) => {
    const settings = createSettingsService(app);
    app.decorate('settings', settings);
    await app.realtime.subscribe(SETTINGS_CHANNEL, () => settings.invalidate());
    app.realtime.onResync(() => settings.invalidate());
  },
  { name: 'settings-core', dependencies: ['db', 'realtime', 'audit'] },
);
