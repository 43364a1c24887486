#!/usr/bin/env node
// Prints the JavaScript (gzip) a browser downloads for the public home, the admin login and a cold sign-in
// to the dashboard, read from the Vite build's manifest (packages/app/dist/.vite/manifest.json: build the
// app first), and exits 1 when one is over its budget or when any chunk of the build carries zod (the
// browser takes the contract's types, and its values from the zod-free '@bible-admin/contract/plain').
// Also prints the chunks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../packages/app/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const KB = 1024;
/** Each page: the route modules its address loads (besides the entry), and its budget in KB (gzip). */
const pages = [
  // 76 since the roles (issue 31): the router's registry in the entry carries each page's roles and the
  // permission table (0.3 KB). Splitting the roles out of the registry, as its titles were, would win it back.
  { name: 'public home (/)', routes: ['src/routes/public/index.ts'], budget: 76 },
  { name: 'admin login (/login)', routes: ['src/routes/auth/index.ts'], budget: 150 },
  // 116 since two-factor sign-in and the team's sessions (issues 31, 32): the login carries the second step's
  // words, and every admin page shares one chunk ('admin pages'), Profile's security card and the team's dialogs
  // included. Splitting that chunk per page would win it back.
  {
    name: 'cold sign-in through /login to /dashboard, in all',
    routes: ['src/routes/auth/index.ts', 'src/routes/admin/index.ts'],
    budget: 116,
  },
];
/** The areas' own chunks (what each adds over what they share). */
const areas = [
  { name: 'public (frame and home)', key: 'src/routes/public/index.ts' },
  { name: 'public pages', key: 'src/routes/public/pages.tsx' },
  { name: 'admin (shell and dashboard)', key: 'src/routes/admin/index.ts' },
  { name: 'admin pages', key: 'src/routes/admin/pages.ts' },
  { name: 'login', key: 'src/routes/auth/index.ts' },
  { name: 'account deletion', key: 'src/routes/account/index.ts' },
];

/**
 * Zod in minified code: its schemas' `_zod` property and the `$Zod…`/`ZodError` class names it passes as
 * strings survive minification (a schema imported as a value put hundreds of `._zod` in the dashboard's chunk).
 */
const ZOD = /\._zod\b|\$Zod[A-Z]\w*|\bZodError\b/;

const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** A chunk and every chunk it imports statically (what the browser fetches, preloads included). */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const total = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0);

let over = false;
console.log('JavaScript a browser downloads (gzip):');
for (const page of pages) {
  const files = closure(entryKey);
  for (const route of page.routes) {
    if (!manifest[route]) throw new Error(`${route} is not in the build's manifest`);
    closure(route, files);
  }
  const size = total(files);
  const fails = size > page.budget * KB;
  over ||= fails;
  console.log(`  ${fails ? 'OVER' : 'ok  '} ${page.name}: ${kb(size)} (budget ${page.budget} KB)`);
}

console.log('Chunks (gzip):');
console.log(`  entry (shared): ${kb(gzipSize(manifest[entryKey].file))}`);
for (const area of areas) {
  if (manifest[area.key]) console.log(`  ${area.name}: ${kb(gzipSize(manifest[area.key].file))}`);
}
const editor = Object.values(manifest).filter((chunk) => /(^|\/)editor-[\w-]+\.js$/.test(chunk.file));
console.log(
  editor.length
    ? `  editor: ${kb(editor.reduce((sum, chunk) => sum + gzipSize(chunk.file), 0))}`
    : '  editor: not in the build yet (no route uses the rich-text editor)',
);
const shared = Object.entries(manifest).filter(
  ([key, chunk]) => key.startsWith('_') && chunk.file.endsWith('.js'),
);
for (const [, chunk] of shared) console.log(`  shared ${chunk.file}: ${kb(gzipSize(chunk.file))}`);

const withZod = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js') && ZOD.test(readFileSync(path.join(dist, file), 'utf8')));
console.log(`Chunks carrying zod: ${withZod.length ? withZod.join(', ') : 'none'}`);

if (over) console.log('A page is over its budget.');
if (withZod.length)
  console.log(
    "Zod is in the browser's code: import the contract's types only, and values from '@bible-admin/contract/plain'.",
  );
if (over || withZod.length) process.exit(1);
