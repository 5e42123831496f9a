import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { parSheets } from './vite-par-sheets.ts';

export default defineConfig({
  plugins: [react(), parSheets()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'vite-*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
