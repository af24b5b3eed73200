import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The screens build into dist/renderer, loaded by the Electron window (app://mostrador/) and served by
// the browser host, both from their root and answering index.html for a screen's path. Asset paths
// are absolute, so reloading a nested screen (/statistics/cash-balances) still finds them.
export default defineConfig({
  root: 'src-renderer',
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
  },
});
