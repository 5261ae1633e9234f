import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // MAP_TILE_URL and MAP_TILE_ATTRIBUTION choose the map's tiles at build (decision 0027).
  envPrefix: ['VITE_', 'MAP_TILE_'],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    // bench/bundle-size.mjs reads it to report the home page's initial JS.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
