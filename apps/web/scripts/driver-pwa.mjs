// The driver app's service worker, written into the build (dist/sw.js) by a small Vite plugin
// (decision 0028: by hand rather than vite-plugin-pwa). The worker keeps what /driver needs to open
// without a connection: the entry chunk and everything it imports, the driver layout and page with
// theirs, the snackbar and dialog host, the translations they read in es, en and no, the CSS of all
// of these, the manifest and the icons. Its version is a hash of that list, so each build that
// changes a file installs a new cache and drops the old one.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const DRIVER_MODULES = [
  /\/src\/app\/layouts\/DriverLayout\.tsx$/,
  /\/src\/features\/routes\/driver\/pages\/DriverPage\.tsx$/,
  /\/src\/app\/overlays\.tsx$/,
  /\/src\/i18n\/(es|en|no)\/(common|driver|routes)\.json$/,
];
const STATIC_FILES = ['/driver', '/driver.webmanifest', '/favicon.svg', '/icons/driver-192.png', '/icons/driver-512.png', '/icons/driver-maskable-512.png'];

/** @returns {import('vite').Plugin} */
export function driverServiceWorker() {
  return {
    name: 'vedmarked-driver-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const files = new Set();
      const visit = (chunk) => {
        if (files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const file of chunk.imports) if (byFile.has(file)) visit(byFile.get(file));
      };
      for (const c of chunks) if (c.isEntry || (c.facadeModuleId && DRIVER_MODULES.some((re) => re.test(c.facadeModuleId)))) visit(c);
      const precache = [...STATIC_FILES, ...[...files].sort().map((f) => `/${f}`)];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(new URL('./driver-sw.template.js', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template.replace("'__VERSION__'", JSON.stringify(version)).replace('__PRECACHE__', JSON.stringify(precache)),
      });
    },
  };
}
