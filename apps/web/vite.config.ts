import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { codeSplitting, precompress } from './build/chunking';
import { pdfjsAssets } from './build/pdfjs-assets';

const chunks = codeSplitting();

export default defineConfig({
  plugins: [react(), chunks.plugin, precompress(), pdfjsAssets()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
    // dist/.vite/manifest.json: read by scripts/bundle-report.mjs (the first-load budget).
    manifest: true,
    rolldownOptions: { output: { codeSplitting: chunks.options } },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The setup's cleanup (unmount) runs before a file's own afterEach puts the real HTTP transport back,
    // so a screen still polling cannot reach the network, or render after the test environment is gone.
    sequence: { hooks: 'list' },
    // antd forms in jsdom are slow on two-core machines; no test waits on a timer this long.
    testTimeout: 20_000,
  },
});
