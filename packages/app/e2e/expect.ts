// Playwright's expect for the app end to end: an assertion waits for what it expects up to 15 s, not the
// library's default 5 s, which a page on a busy 2-core machine (story tests beside it) can take to settle.
import { expect as playwrightExpect } from 'playwright/test';

export const expect = playwrightExpect.configure({ timeout: 15_000 });
