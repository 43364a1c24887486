import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { postBuild } from './scripts/postBuild.ts';

/**
 * The browser gets Preact's React-compatible runtime instead of react-dom: about 60 KB (gzip) less on every
 * page, which the public home's 75 KB budget needs (react-dom alone is 66 KB). Screens, stories and unit
 * tests run on React itself; the end-to-end suite runs this build. APP_RUNTIME=react builds with React.
 */
const PREACT = process.env.APP_RUNTIME !== 'react';
const preactDir = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: path.join(preactDir, 'compat/client.mjs') },
  { find: /^react-dom$/, replacement: path.join(preactDir, 'compat/dist/compat.mjs') },
  {
    find: /^react\/jsx-(dev-)?runtime$/,
    replacement: path.join(preactDir, 'jsx-runtime/dist/jsxRuntime.mjs'),
  },
  { find: /^react$/, replacement: path.join(preactDir, 'compat/dist/compat.mjs') },
  // SWR's useSyncExternalStore for React before 18 (CommonJS, 0.3 KB gzip on every page): Preact has it.
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: path.join(preactDir, 'compat/dist/compat.mjs'),
  },
];

/**
 * The rich-text editor's libraries (Slate and what it needs) are one chunk that only editing pages load. Only
 * libraries: the ui component over them stays in its page's chunk, because a group that also took app code
 * imported that page's chunk back, and the cycle ran Slate's modules before their imports were ready.
 */
const EDITOR =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(slate|slate-react|slate-dom|slate-history|is-hotkey|direction|scroll-into-view-if-needed|compute-scroll-into-view|tiny-invariant|is-plain-object|immer|lodash|@juggle[\\/]resize-observer)[\\/]/;

export default defineConfig({
  plugins: [react(), postBuild()],
  resolve: { alias: PREACT ? preactAliases : [] },
  // The API server serves the build in production; in development it proxies to the server.
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/media': 'http://127.0.0.1:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle-budgets.mjs reads which chunks each page downloads from the manifest.
    manifest: true,
    // Every browser we serve preloads modules natively; the polyfill would cost every page ~0.5 KB.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // React Router probes React.useOptimistic, which Preact lacks, and falls back by itself when it is absent.
      onLog(level, log, handler) {
        if (PREACT && log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            // Only the editor's own modules: by default a group also takes everything they import (the UI
            // runtime, preact), which then made every page import the editor chunk.
            { name: 'editor', test: EDITOR, includeDependenciesRecursively: false },
            // What the entry imports statically, every page downloads: one chunk rather than two (split by which
            // areas also use each module) compresses better, 0.4 KB gzip less on every page. It relies on
            // package.json's sideEffects: without it, an index the entry imports would bring every module it
            // re-exports into this chunk.
            { name: 'index', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
