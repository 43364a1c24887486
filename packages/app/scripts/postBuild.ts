import path from 'node:path';
import type { Plugin } from 'vite';
import { compressBuild } from './compress.ts';
import { prerenderPages } from './prerender.ts';

/**
 * After the client build is written: the public pages prerendered from it, then every text file compressed
 * (the prerendered pages included, so it comes last).
 */
export function postBuild(): Plugin {
  let outDir = '';
  return {
    name: 'bible-admin:post-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerenderPages(outDir);
      await compressBuild(outDir);
    },
  };
}
