import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const clientDir = path.join(root, 'dist');
// The server-side bundle only lives until the pages are written; node_modules keeps it out of git and lint.
const ssrDir = path.join(root, 'node_modules/.keel-prerender');
// The API server (npm run dev:server). changeOrigin stays false so the Host header matches the
// browser's Origin, which the server checks on cookie-authenticated writes.
const apiServer = process.env.KEEL_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/files': { target: apiServer, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/files': { target: apiServer, changeOrigin: false },
    },
  },
  build: {
    outDir: clientDir,
    emptyOutDir: true,
    sourcemap: true,
    // Read by the prerender step to preload each page's chunk.
    manifest: true,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Everything the first paint of any page needs in one chunk: compresses better and
                // costs one request instead of a handful of small shared ones.
                { name: 'app', tags: ['$initial'] },
                // What several public pages share (layout pieces, page meta, their icons), in one
                // chunk instead of many tiny ones.
                {
                  name: 'site',
                  test: /src[\\/](features[\\/]public-site[\\/](components|api|page-meta)|components[\\/]document-title)/,
                  minShareCount: 2,
                },
                // TanStack Query in one chunk, loaded with the first non-public route (decision 0011).
                { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
                // Form controls on their own, so a public form does not pull in a CRM form library.
                { name: 'form-controls', test: /src[\\/]components[\\/]ui[\\/](field|input|label|textarea|select)\./ },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: ssrDir,
        emptyOutDir: true,
        sourcemap: false,
        manifest: false,
        rollupOptions: { input: path.join(root, 'src/entry-server.tsx') },
      },
    },
  },
  // `vite build` builds the browser app, then a server bundle that renders every public page to
  // static HTML in dist/ (docs/product/beyond-the-spec.md#prerendered-public-pages).
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client);
      await builder.build(builder.environments.ssr);
      const pages = await prerender({ clientDir, serverEntry: path.join(ssrDir, 'entry-server.js') });
      const gzipped = await precompress(clientDir);
      const kb = (files: string[]) => (files.reduce((sum, file) => sum + (gzipped.get(file) ?? 0), 0) / 1024).toFixed(1);
      builder.config.logger.info(`prerendered ${pages.length} public pages; first-load JS (gzip):`);
      for (const page of pages) builder.config.logger.info(`  ${page.path.padEnd(22)} ${kb(page.scripts).padStart(6)} KB`);
    },
  },
});
