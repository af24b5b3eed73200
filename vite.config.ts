import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The screens build into dist/renderer, loaded by the Electron window (app:// protocol) and served by
// the browser host. Relative asset paths work under both.
export default defineConfig({
  root: 'src-renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
  },
});
