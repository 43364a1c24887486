import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The rich-text editor (Slate and the ui component over it) is one chunk that only editing pages load. */
const EDITOR =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(slate|slate-react|slate-dom|slate-history|is-hotkey|direction|scroll-into-view-if-needed|compute-scroll-into-view|tiny-invariant|is-plain-object|immer)[\\/]|[\\/]packages[\\/]ui[\\/]src[\\/]RichTextEditor[\\/]/;

export default defineConfig({
  plugins: [react()],
  // The API server serves the build in production; in development it proxies to the server.
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/media': 'http://127.0.0.1:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle-budgets.mjs reads which chunks each page downloads from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'editor', test: EDITOR }] },
      },
    },
  },
});
