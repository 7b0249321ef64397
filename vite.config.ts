import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Content is compiled outside Vite (npm run content) into public/data/, never imported as
// modules: the bundle stays the same size however many posts there are.
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  server: { host: '127.0.0.1' },
});
