import type { Plugin } from 'vite';

/** dist/sw.js, the driver app's service worker (driver-pwa.mjs). */
export declare function driverServiceWorker(): Plugin;
