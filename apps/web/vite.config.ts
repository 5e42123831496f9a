import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserContract } from './vite-browser-contract.ts';
import { precompress } from './vite-compress.ts';
import { firstScreenChunks, firstScreens } from './vite-first-screens.ts';
import { parSheets } from './vite-par-sheets.ts';
import { reactRouterProduction } from './vite-react-router.ts';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    parSheets(),
    reactRouterProduction(),
    browserContract(),
    firstScreens(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api },
      '/media': { target: api },
      '/ws': { target: api, ws: true },
    },
  },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: firstScreenChunks(import.meta.dirname) } },
  },
});
