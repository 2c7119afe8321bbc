import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sonnerStyleFile } from './console/build/sonner-style-file.plugin.ts';

// The console is a static SPA served by the API server from dist/console; in development the
// Vite server forwards API, sign-in and WebSocket traffic to a server on the default port.
const server = 'http://127.0.0.1:3000';

// Absolute, so a build started from any directory (the server's build-on-start) finds the console.
const root = fileURLToPath(new URL('./console/', import.meta.url));

// kbar is CommonJS and require()s @tanstack/react-virtual, which pulled the CJS copies of it and
// of virtual-core into the bundle beside the ESM copies the lists import (~17 KB gzip twice over).
// Both now resolve to the one ESM build.
const esmEntry = (pkg: string) => fileURLToPath(new URL(`./node_modules/${pkg}/dist/esm/index.js`, import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), sonnerStyleFile()],
  resolve: {
    alias: [
      { find: /^@tanstack\/react-virtual$/, replacement: esmEntry('@tanstack/react-virtual') },
      { find: /^@tanstack\/virtual-core$/, replacement: esmEntry('@tanstack/virtual-core') },
    ],
  },
  build: { outDir: '../dist/console', emptyOutDir: true, chunkSizeWarningLimit: 800 },
  server: {
    proxy: {
      '/api': server,
      '/users': server,
      '/ws': { target: server, ws: true },
    },
  },
});
