// Loads the built app (packages/app/dist: build it first with
// `pnpm --filter @bible-admin/app exec vite build`) from the production server (createServer) in headless
// Chromium and fails on any Content Security Policy violation or page error. `npm test` runs it after the
// build; alone: pnpm exec tsx scripts/check-app-csp.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { loadConfig } from '../packages/server/src/config';
import { createServer } from '../packages/server/src/server';
import chromiumLaunch from './chromium-launch.cjs';

const APP_DIR = fileURLToPath(new URL('../packages/app/dist', import.meta.url));
const PAGES = ['/', '/login', '/dashboard', '/chapters'];

const dataDir = await mkdtemp(path.join(tmpdir(), 'check-csp-'));
const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0', ADMIN_PASSWORD: 'check-csp-password' });
const server = await createServer(config, { build: { appDir: APP_DIR } });
const { app } = server;
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch(chromiumLaunch);
const problems: string[] = [];
try {
  const page = await browser.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const url of PAGES) {
    const response = await page.goto(address + url, { waitUntil: 'networkidle' });
    if (!response?.headers()['content-security-policy']) problems.push(`${url}: no CSP header`);
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
    const text = (await page.locator('#root').innerText()).replace(/\s+/g, ' ').slice(0, 80);
    console.log(`${url}: rendered "${text}"`);
  }
} finally {
  await browser.close();
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`No CSP violation on ${PAGES.join(', ')}.`);
