import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { firstLoadJsBudgetKb, firstLoadKb, pagesOverBudget } from './build/js-budget.ts';
import { prerender } from './build/prerender.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The prerendered documents' entry (decision 0106), as the build manifest names it.
const PUBLIC_ENTRY = 'src/public-main.tsx';
const PUBLIC_MANIFEST = '.vite/public-manifest.json';
const clientDir = path.join(root, 'dist');
// The server-side bundle only lives until the pages are written; node_modules keeps it out of git and lint.
const ssrDir = path.join(root, 'node_modules/.keel-prerender');
// The API server (npm run dev:server). changeOrigin stays false so the Host header matches the
// browser's Origin, which the server checks on cookie-authenticated writes.
const apiServer = process.env.KEEL_API_URL ?? 'http://localhost:3000';

// What several public pages share (layout pieces, page meta, their icons), in one chunk instead of
// many tiny ones.
const siteGroup = {
  name: 'site',
  test: /src[\\/](features[\\/]public-site[\\/](components|api|page-meta)|components[\\/]document-title)/,
  minShareCount: 2,
};
// Form controls on their own, so a public form does not pull in a CRM form library.
const formControlsGroup = { name: 'form-controls', test: /src[\\/]components[\\/]ui[\\/](field|input|label|textarea|select)\./ };

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
                siteGroup,
                // TanStack Query in one chunk, loaded with the first non-public route (decision 0011).
                { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
                formControlsGroup,
              ],
            },
          },
        },
      },
    },
    // The prerendered documents' own app (decision 0106), built on its own: in one build with the
    // app shell, modules both entries use (React Router) would be shared whole, data router included.
    public: {
      consumer: 'client',
      build: {
        outDir: clientDir,
        emptyOutDir: false,
        sourcemap: true,
        manifest: PUBLIC_MANIFEST,
        rolldownOptions: {
          input: { public: path.join(root, PUBLIC_ENTRY) },
          output: {
            codeSplitting: {
              groups: [
                // All the first paint needs in one chunk, as in the app shell's build.
                { name: 'public', tags: ['$initial'] },
                siteGroup,
                formControlsGroup,
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
      await builder.build(builder.environments.public);
      await builder.build(builder.environments.ssr);
      const pages = await prerender({
        clientDir,
        serverEntry: path.join(ssrDir, 'entry-server.js'),
        publicEntry: PUBLIC_ENTRY,
        publicManifest: PUBLIC_MANIFEST,
      });
      const gzipped = await precompress(clientDir);
      builder.config.logger.info(`prerendered ${pages.length - 1} public pages and the careers frame; first-load JS (gzip):`);
      for (const page of pages)
        builder.config.logger.info(`  ${page.path.padEnd(22)} ${firstLoadKb(page, gzipped).toFixed(1).padStart(6)} KB`);
      // The budget of decision 0106: a page above it fails the build.
      const over = pagesOverBudget(pages, gzipped, firstLoadJsBudgetKb());
      if (over.length) throw new Error(`First-load JavaScript over budget (decision 0106):\n  ${over.join('\n  ')}`);
    },
  },
});
