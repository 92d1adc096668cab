// The server's build of the first paints (src/ssr/firstPaint.tsx): one ES module for Node in dist-ssr/, which
// apps/server/src/plugins/web.ts loads at start. Everything is bundled in, so it needs no node_modules at run time.
// The CSS modules get the same class names as in the browser's build (Vite names them the same way in both), and the
// build emits no CSS: the browser's build has it.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { webAlias } from './build/alias.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: webAlias },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/ssr/firstPaint.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'firstPaint.js' } },
  },
});
