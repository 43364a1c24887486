import { expect, test } from 'vitest';
import { loginMessages } from '../../screens/src/Admin/Login/messages';
import { ADMIN_TOKEN_KEY } from '../src/session/tokenStore';
import { adminHeaders, mailsTo, page, signIn, suiteBrowser, withBrowser, APP_URL } from './harness';

/**
 * The team, end to end: the owner invites an editor and a support admin from the Team page; each accepts from
 * the e-mail in the server's outbox, signs in and sees only what the role allows; the server refuses the
 * editor the Stripe settings; the owner deactivates the editor, whose open page is signed out on its next call.
 */
withBrowser();

const stamp = Date.now();
const PASSWORD = 'quiet-harbour-lantern-42';

/** The invitation link mailed to `email` (each invitee here has an address of its own: one mail). */
function mailedLink(email: string): string {
  const match = /\/accept-invitation\?token=[\w-]+/.exec(mailsTo(email).at(-1) ?? '');
  expect(match, `no invitation mailed to ${email}`).not.toBeNull();
  return match![0];
}

async function invite(email: string, role: 'editor' | 'support') {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel('Role').selectOption(role);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect.poll(() => pending.getByText(email).isVisible()).toBe(true);
}

/** The invitee's own browser: accepts the invitation and lands on the dashboard, signed in. */
async function accept(email: string) {
  const context = await suiteBrowser().newContext({ baseURL: APP_URL, locale: 'en-US' });
  context.setDefaultTimeout(10_000);
  const invitee = await context.newPage();
  await invitee.goto(mailedLink(email));
  await invitee.getByLabel(/^First Name/).fill('Team');
  await invitee.getByLabel(/^Last Name/).fill(email.split('@')[0]!);
  await invitee.getByLabel(/^Password/).fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Join and sign in' }).click();
  await invitee.waitForURL('**/dashboard');
  return { context, invitee };
}

const sidebarLinks = async (p: typeof page) =>
  p.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link').allTextContents();

test('the owner invites an editor and support; each sees only what the role allows; deactivation signs out', async () => {
  const editorEmail = `e2e-editor-${stamp}@example.com`;
  const supportEmail = `e2e-support-${stamp}@example.com`;
  await signIn();
  await page.goto('/team');
  await invite(editorEmail, 'editor');
  await invite(supportEmail, 'support');

  const editor = await accept(editorEmail);
  const support = await accept(supportEmail);
  try {
    // The link works once: opened again, it says so and offers nothing else.
    const again = await suiteBrowser().newPage({ baseURL: APP_URL });
    await again.goto(mailedLink(editorEmail));
    await expect.poll(() => again.getByText('This invitation has already been used').isVisible()).toBe(true);
    expect(await again.getByRole('textbox').count()).toBe(0);
    await again.close();

    // The editor: content, no settings, no team; a direct address names the role.
    expect(await sidebarLinks(editor.invitee)).not.toContain('Settings');
    expect(await sidebarLinks(editor.invitee)).not.toContain('Team');
    await editor.invitee.goto('/settings');
    await expect.poll(() => editor.invitee.getByText('You do not have access').isVisible()).toBe(true);
    await expect.poll(() => editor.invitee.getByText(/Your role, Editor/).isVisible()).toBe(true);
    const editorToken = await editor.invitee.evaluate((key) => sessionStorage.getItem(key), ADMIN_TOKEN_KEY);
    const auth = { authorization: `Bearer ${editorToken}` };
    const stripe = await editor.invitee.request.get('/api/stripe/credentials', { headers: auth });
    expect(stripe.status()).toBe(403);
    expect((await stripe.json()).code).toBe('forbidden_role');
    // The editor edits a chapter (the server lets the role through).
    const chapters = await editor.invitee.request.get('/api/admin/chapters?limit=1', { headers: auth });
    const chapter = (await chapters.json()).data[0] as { _id: string; chapter_name: string };
    const edited = await editor.invitee.request.post(`/api/admin/update-chapter/${chapter._id}`, {
      headers: auth,
      multipart: { chapter_name: chapter.chapter_name },
    });
    expect(edited.status(), await edited.text()).toBe(200);

    // Support: reads, changes nothing.
    expect(await sidebarLinks(support.invitee)).toEqual([
      'Dashboard',
      'Chapters',
      'Users',
      'Transactions',
      'Plans & Pricing',
    ]);
    await support.invitee.goto('/chapters');
    await expect.poll(() => support.invitee.getByRole('table').first().isVisible()).toBe(true);
    expect(await support.invitee.getByRole('link', { name: /Add Chapter/i }).count()).toBe(0);

    // The owner deactivates the editor: the editor's open page is signed out on its next call.
    await page.reload();
    await page.getByRole('button', { name: `Actions for Team e2e-editor-${stamp}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => page.getByText('Admin deactivated').first().isVisible()).toBe(true);
    await editor.invitee
      .getByRole('navigation', { name: 'Main navigation' })
      .first()
      .getByRole('link', { name: 'Users' })
      .click();
    // Its sessions were ended: the login page says so.
    await editor.invitee.waitForURL('**/login?signed_out=sessionEnded');
    await expect
      .poll(() => editor.invitee.getByText(loginMessages.en.signedOut.sessionEnded).isVisible())
      .toBe(true);
  } finally {
    await editor.context.close();
    await support.context.close();
    // Other suites count users: the admins this one made go.
    const headers = await adminHeaders();
    const team = await page.request.get('/api/admin/team', { headers });
    for (const member of (await team.json()).members as { _id: string; email: string }[])
      if (member.email.includes(`-${stamp}@`))
        await page.request.delete(`/api/admin/remove-admin/${member._id}`, { headers });
  }
});
