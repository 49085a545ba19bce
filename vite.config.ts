import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pagePreloads } from './scripts/vite-page-preloads.ts';
import { precompressAssets } from './scripts/vite-precompress.ts';
import { prerenderPublicPages } from './scripts/vite-prerender.ts';
import { paths } from './src/shared/routes.ts';
import { themeInitScript } from './src/shared/theme-init.ts';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

/**
 * The web app manifest makes Storyloom installable; the service worker (src/web/sw.ts, built with
 * the precache list of every built file) is registered only when a parent keeps a story offline.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: {
    name: 'Storyloom',
    short_name: 'Storyloom',
    description: 'Personalised picture-book stories in which your child is the hero.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#fbf7f0',
    theme_color: '#5b4bd6',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The service worker script never lists itself, and offline it answers pages with the app's own
    // index.html or offline.html, never with a prerendered public page (each carries its stylesheet).
    globIgnores: ['sw.js', 'prerendered/**'],
    rollupFormat: 'iife',
  },
});

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
    // A story opened from a link: the signed-in routes, the story page and the page-turning engine (src/web/app/app-pages.ts).
    pagePreloads({ [paths.story]: ['app/signed-in-routes.tsx', 'routes/app/story.tsx', 'features/reader/flip-book.tsx'] }),
    precompressAssets(),
    pwa,
  ],
  resolve: { alias },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
