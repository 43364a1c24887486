// A Hebrew admin in Chromium against the real server (see harness.ts): the language chosen on the login page
// is the account's from then on (right to left, Hebrew titles, Hebrew words in every screen, the server's refusals
// in Hebrew), through the lists, a plan, a narration and the settings, a reload, and out again.
import { afterEach, describe, expect as expectValue, it } from 'vitest';
import { expect } from './expect';
import { languageSwitchMessages } from '../../ui/src/LanguageSwitch/messages';
import { paginationMessages } from '../../ui/src/Pagination/messages';
import { toastMessages } from '../../ui/src/Toasts/messages';
import { chaptersListMessages } from '../../screens/src/Admin/ChaptersList/messages';
import { dashboardMessages } from '../../screens/src/Admin/Dashboard/messages';
import { loginMessages } from '../../screens/src/Admin/Login/messages';
import { planFormMessages } from '../../screens/src/Admin/PlanForm/messages';
import { plansMessages } from '../../screens/src/Admin/Plans/messages';
import { settingsMessages } from '../../screens/src/Admin/Settings/messages';
import { shellMessages } from '../../screens/src/Admin/Shell/messages';
import { usersMessages } from '../../screens/src/Admin/Users/messages';
import { adminWords } from '../src/api/catalogue/admin';
import { pageTitles } from '../src/routes/admin/adminMeta';
import { ADMIN, adminRead, APP_URL, page, PNG, signIn, suiteBrowser, withBrowser } from './harness';

withBrowser();

/** The admin's token from the API. */
async function adminToken() {
  const login = await page.request.post('/api/login', {
    form: { username: ADMIN.email, password: ADMIN.password },
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

// The other suites share the server and read the admin in English: the account goes back to it.
afterEach(async () => {
  await page.request.post('/api/admin/update-locale', {
    headers: { authorization: `Bearer ${await adminToken()}` },
    form: { locale: 'en' },
  });
});

const he = {
  login: loginMessages.he,
  shell: shellMessages.he,
  dashboard: dashboardMessages.he,
  users: usersMessages.he,
  pager: paginationMessages.he,
  plans: plansMessages.he,
  planForm: planFormMessages.he,
  chapters: chaptersListMessages.he,
  settings: settingsMessages.he,
  app: adminWords.he,
};
/** The pages' titles in Hebrew (the sidebar's links read the same words). */
const titles = pageTitles('he');

/** The page is Hebrew, right to left, and titled in Hebrew. */
async function expectHebrew(title: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(new RegExp(`^${title}`));
}

/** A toast with these words shows in the Hebrew notifications region; it is dismissed, so the next one is clear. */
async function toast(words: string, timeout = 10_000) {
  const item = page
    .getByRole('region', { name: toastMessages.he.region })
    .locator('> *')
    .filter({ has: page.getByText(words, { exact: true }) });
  await expect(item).toBeVisible({ timeout });
  // It may close by itself (5 s) before the click.
  await item
    .getByRole('button', { name: toastMessages.he.dismiss })
    .click({ timeout: 2_000 })
    .catch(() => {});
  await expect(item).toBeHidden();
}

/** A chapter with audio content, made through the API, to narrate. */
async function createChapter(name: string): Promise<string> {
  const access_token = await adminToken();
  const image = { name: 'c.png', mimeType: 'image/png', buffer: PNG };
  const reply = await page.request.post('/api/admin/add-chapter', {
    headers: { authorization: `Bearer ${access_token}` },
    multipart: {
      chapter_name: name,
      chapter_content: '<p>בראשית</p>',
      chapter_audio_content: '<p>בראשית ברא אלהים</p>',
      chapter_image: image,
      cover_image: image,
    },
  });
  expectValue(reply.status()).toBe(200);
  return ((await reply.json()) as { data: { _id: string } }).data._id;
}

describe('the admin in Hebrew', () => {
  it(
    'switches on the login page and stays Hebrew through the lists, a plan, a narration, settings, a reload and logout',
    { timeout: 120_000 },
    async () => {
      const chapterName = `פרק ${Date.now().toString(36)}`;
      await createChapter(chapterName);

      // The browser speaks English: the login page does too, until the admin picks Hebrew.
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await page
        .getByRole('radiogroup', { name: languageSwitchMessages.en.label })
        .getByRole('radio', { name: 'עברית' })
        .check();
      await expectHebrew(titles.signIn);
      await page.getByLabel(he.login.email).fill(ADMIN.email);
      await page.getByLabel(new RegExp(`^${he.login.password}`)).fill(ADMIN.password);
      await page.getByRole('button', { name: he.login.signIn }).click();
      await page.waitForURL('**/dashboard');
      await expectHebrew(titles.dashboard);
      await expect(page.getByRole('heading', { level: 1, name: he.dashboard.title })).toBeVisible();
      // The pick is the account's now: the server says so.
      const me = await adminRead<{ current_user: { locale: string } }>('/api/get_current_user');
      expectValue(me.current_user.locale).toBe('he');

      // Users: a search on the server, then its second page.
      await page.getByRole('link', { name: titles.users }).first().click();
      await expectHebrew(titles.users);
      await page.getByLabel(he.users.searchLabel).fill('example');
      await page.waitForURL(/search=example$/);
      const pager = page.getByRole('navigation', { name: he.pager.navigation });
      await pager.getByRole('button', { name: he.pager.next }).click();
      await page.waitForURL(/page=2/);
      await expect(pager).toContainText('21–40');
      // The page's rows are numbered from 21 (the table draws the rows in view: no count of them all).
      const usersTable = page.getByRole('table', { name: he.users.tableLabel });
      await expect(usersTable.getByRole('cell', { name: '21', exact: true })).toBeVisible();

      // A plan added through the Hebrew dialog.
      await page.getByRole('link', { name: titles.plans }).first().click();
      await expectHebrew(titles.plans);
      await page.getByRole('button', { name: he.plans.addPlan }).click();
      const dialog = page.getByRole('dialog', { name: he.planForm.addTitle });
      await dialog.getByRole('textbox', { name: new RegExp(`^${he.planForm.name}`) }).fill('מסלול בדיקה');
      await dialog.getByLabel(new RegExp(`^${he.planForm.price}`)).fill('19.9');
      const feature = dialog
        .getByRole('textbox', { name: new RegExp(`^${he.planForm.features}|חדש`) })
        .last();
      await feature.fill('קריאה ללא חיבור');
      await feature.press('Enter');
      await dialog.getByRole('button', { name: he.planForm.save }).click();
      await expect(dialog).toBeHidden();
      await toast(he.app.plan.added);
      await expect(
        page.getByRole('button', { name: he.plans.actionsFor('מסלול בדיקה'), exact: true }),
      ).toBeVisible();

      // A narration generated, then played.
      await page.goto(`/chapters?search=${encodeURIComponent(chapterName)}`);
      await expectHebrew(titles.chapters);
      const male = he.chapters.voice.male;
      await page.getByRole('button', { name: he.chapters.generateVoice(male, chapterName) }).click();
      await page
        .getByRole('alertdialog', { name: he.chapters.generateTitle })
        .getByRole('button', { name: he.chapters.generateConfirm })
        .click();
      await toast(he.app.audio.generating);
      await toast(he.app.audio.generated, 40_000);
      await page.getByRole('button', { name: he.chapters.playVoice(male, chapterName) }).click();
      const playing = page.getByRole('dialog', { name: he.chapters.nowPlaying });
      await expect(playing.locator('audio')).toHaveAttribute('src', /\.mp3/);
      await playing.getByRole('button', { name: he.chapters.close }).first().click();

      // Settings: a contact number that is no phone number, refused in Hebrew before any call.
      await page.getByRole('link', { name: titles.settings }).first().click();
      await expectHebrew(titles.settings);
      const general = page.getByRole('form', { name: he.settings.generalTitle });
      await general.getByRole('textbox', { name: he.settings.labels.contact_number }).fill('0'.repeat(60));
      await general.getByRole('button', { name: he.settings.saveGeneral }).click();
      await expect(general.getByText(he.settings.invalidPhone)).toBeVisible();

      // A reload stays Hebrew; logging out leaves the login page in Hebrew.
      await page.reload();
      await expectHebrew(titles.settings);
      // The user menu's button is named by the admin (the demo's is 'Admin').
      await page.getByRole('button', { name: /Admin|admin/ }).click();
      await page.getByRole('menuitem', { name: he.shell.logout }).click();
      await page.waitForURL('**/login');
      await expectHebrew(titles.signIn);
      await expect(page.getByRole('button', { name: he.login.signIn })).toBeVisible();
    },
  );

  it('switches in the user menu, and the account brings Hebrew to another browser', async () => {
    await signIn();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: /Admin|admin/ }).click();
    await page.getByRole('menuitemradio', { name: 'עברית' }).click();
    await expectHebrew(titles.dashboard);
    await expect(page.getByRole('heading', { level: 1, name: he.dashboard.title })).toBeVisible();
    await expect
      .poll(
        async () =>
          (await adminRead<{ current_user: { locale: string } }>('/api/get_current_user')).current_user
            .locale,
      )
      .toBe('he');

    // Another browser (no storage of this one's) signs in and opens in Hebrew straight away.
    const other = await suiteBrowser().newContext({ baseURL: APP_URL, locale: 'en-US' });
    const elsewhere = await other.newPage();
    await elsewhere.goto('/login');
    await expect(elsewhere.locator('html')).toHaveAttribute('dir', 'ltr');
    await elsewhere.getByLabel(loginMessages.en.email).fill(ADMIN.email);
    await elsewhere.getByLabel(new RegExp(`^${loginMessages.en.password}`)).fill(ADMIN.password);
    await elsewhere.getByRole('button', { name: loginMessages.en.signIn }).click();
    await elsewhere.waitForURL('**/dashboard');
    await expect(elsewhere.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(elsewhere.getByRole('heading', { level: 1, name: he.dashboard.title })).toBeVisible();
    await other.close();
  });
});
