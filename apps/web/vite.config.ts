import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { driverServiceWorker } from './scripts/driver-pwa.mjs';

export default defineConfig(({ isSsrBuild }) => ({
  // driverServiceWorker: dist/sw.js, the driver app's offline shell (decision 0028).
  plugins: [react(), ...(isSsrBuild ? [] : [driverServiceWorker()])],
  // MAP_TILE_URL and MAP_TILE_ATTRIBUTION choose the map's tiles at build (decision 0027).
  envPrefix: ['VITE_', 'MAP_TILE_'],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    reportCompressedSize: true,
    // bench/bundle-size.mjs reads it to report the home page's initial JS.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // The server's render of public pages (src/entry-server.tsx, decision 0058) is built apart into
    // dist-ssr/entry-server.js, which the API imports; it is never served.
    rollupOptions: { output: { entryFileNames: isSsrBuild ? 'entry-server.js' : 'assets/entry-[hash].js' } },
    ...(isSsrBuild ? { outDir: 'dist-ssr', copyPublicDir: false, manifest: false } : {}),
    modulePreload: {
      // The entry's own dynamic imports (the app's start chunk, the home page's chunk and the
      // translations it asks for at once, app/boot-prefetch.ts) need no preload links added at run
      // time: index.html and home.html already list what they import (scripts/home-preload.mjs).
      // Adding ~60 links one by one was a third of the entry's first task on a slowed phone. Style
      // sheets stay: the helper adds them as stylesheets, which the pages need.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)entry-[^/]+\.js$/.test(hostId) ? deps.filter((d) => d.endsWith('.css')) : deps,
    },
  },
}));
