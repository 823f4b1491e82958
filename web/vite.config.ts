import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// `npm run dev`: hot reload against a running `npm start`. The local stack's web server answers
// /config.json (the API, Cognito and content addresses of that stack) and the local mailbox.
const localStack = `http://localhost:${process.env['WEB_PORT'] ?? 3000}`;

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    port: Number(process.env['DEV_PORT'] ?? 5173),
    strictPort: true,
    proxy: { '/config.json': localStack, '/_local': localStack },
  },
});
