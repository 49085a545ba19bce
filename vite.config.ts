import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { prerenderPublicPages } from './scripts/vite-prerender.ts';
import { themeInitScript } from './src/shared/theme-init.ts';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    {
      name: 'storyloom-theme-init',
      transformIndexHtml: (html) => html.replace('<!-- theme-init: the build puts src/shared/theme-init.ts here -->', `<script>${themeInitScript}</script>`),
    },
    prerenderPublicPages(fileURLToPath(import.meta.url)),
  ],
  resolve: { alias },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
