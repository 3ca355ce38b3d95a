import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineStylesheet } from './build/inline-stylesheet';

/** In development the api runs on API_PORT and Vite proxies everything that is not the app. */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineStylesheet()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: Object.fromEntries(
      ['/api', '/healthz', '/readyz', '/dev', '/demo-checkout'].map((p) => [p, apiTarget]),
    ),
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 600 },
});
