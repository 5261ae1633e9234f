/**
 * The settings module's front door. It owns platform_settings: every other module reads the
 * settings through app.settings (settings.plugin.ts), never the table.
 */
export { default as settingsCore } from './settings.plugin.ts';
export { default as settingsHttp } from './settings.http.ts';
