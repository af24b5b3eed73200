import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The screens build into dist/renderer, loaded by the Electron window (app://mostrador/) and served by
// the browser host, both from their root and answering index.html for a screen's path. Asset paths
// are absolute, so reloading a nested screen (/statistics/cash-balances) still finds them.
// The customer ordering page (storefront/) is a second entry of the same build, sharing its chunks;
// the API server serves it at /tienda/ with the build's assets under /tienda/assets/
// (src-server/http/storefront.ts), so its page links them there.
export default defineConfig({
  root: 'src-renderer',
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      input: { main: entry('./src-renderer/index.html'), storefront: entry('./src-renderer/storefront/index.html') },
    },
  },
  experimental: {
    renderBuiltUrl(filename, { hostId, hostType }) {
      if (hostType === 'html' && hostId.replaceAll('\\', '/').includes('storefront/')) return `/tienda/${filename}`;
      return undefined;
    },
  },
});
