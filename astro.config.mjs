// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';

export default defineConfig({
  integrations: [mdx(), react()],
  // The site is static so a publisher can host it anywhere.
  output: 'static',
  devToolbar: { enabled: false },
});
