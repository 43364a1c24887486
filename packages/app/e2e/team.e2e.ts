import { expect, test } from 'vitest';
import { loginMessages } from '../../screens/src/Admin/Login/messages';
import { ADMIN_TOKEN_KEY } from '../src/session/tokenStore';
import {
  adminHeaders,
  agePassword,
  createChapter,
  mailsTo,
  page,
  signIn,
  suiteBrowser,
  withBrowser,
  APP_URL,
  ADMIN,
} from './harness';

/**
 * The team, end to end: the owner invites an editor and a support admin from the Team page; each accepts from
 * the e-mail in the server's outbox, signs in and sees only what the role allows; the server refuses the
 * editor the Stripe settings; the owner deactivates the editor, whose open page is signed out on its next call
 * and whose right password then meets the deactivated account's words; a role change after five minutes asks
 * for the password again; the owner ends an admin's sessions from the team page.
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
  // Sent: the form is ready for the next address.
  expect(await page.getByLabel(/^Email/).inputValue()).toBe('');
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
  // The meter scores the password as it is typed (zxcvbn, fetched by this page alone).
  await expect.poll(() => invitee.getByRole('status').textContent()).toBe('Password strength: Very strong');
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
  let chapterId: string | null = null;
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
    // The editor edits a chapter with its form (the server lets the role through).
    const chapter = await createChapter(`Team chapter ${stamp}`);
    chapterId = chapter._id;
    await editor.invitee.goto(`/edit-chapter/${chapter._id}`);
    await editor.invitee.getByLabel('Chapter Name').fill(`Edited by the editor ${stamp}`);
    await editor.invitee.getByRole('button', { name: 'Update Chapter' }).click();
    await editor.invitee.waitForURL('**/chapters');
    await expect.poll(() => editor.invitee.getByText('Chapter updated successfully!').isVisible()).toBe(true);
    const saved = await editor.invitee.request.get(`/api/get-chapter-by-id/${chapter._id}`, {
      headers: auth,
    });
    expect((await saved.json()).data.chapter_name).toBe(`Edited by the editor ${stamp}`);

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
    // The right password of a deactivated account says so (a wrong one would not: it reveals nothing).
    await editor.invitee.getByLabel(/^Email/).fill(editorEmail);
    await editor.invitee.getByLabel(/^Password/).fill(PASSWORD);
    await editor.invitee.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => editor.invitee.getByText(loginMessages.en.deactivated).isVisible()).toBe(true);

    // Six minutes on, a role change asks for the password again; a wrong one is refused, the right one goes on.
    agePassword((await page.evaluate((key) => sessionStorage.getItem(key), ADMIN_TOKEN_KEY))!);
    await page.getByRole('button', { name: `Actions for Team e2e-support-${stamp}` }).click();
    await page.getByRole('menuitem', { name: 'Make Editor' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your password' });
    await confirm.getByLabel(/^Current Password/).fill('not-the-password');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => confirm.getByRole('alert').isVisible()).toBe(true);
    await confirm.getByLabel(/^Current Password/).fill(ADMIN.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('Role changed').first().isVisible()).toBe(true);
    await expect.poll(() => confirm.isVisible()).toBe(false);
    const row = page.getByRole('row').filter({ hasText: supportEmail });
    await expect.poll(() => row.getByText('Editor').isVisible()).toBe(true);

    // The owner sees where that admin is signed in, and ends it: their open page is signed out on its next call.
    await page.getByRole('button', { name: `Actions for Team e2e-support-${stamp}` }).click();
    await page.getByRole('menuitem', { name: 'Sessions' }).click();
    const sessions = page.getByRole('dialog', { name: `Where Team e2e-support-${stamp} is signed in` });
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    expect(await sessions.getByRole('listitem').textContent()).toContain('Headless Chrome');
    await sessions.getByRole('button', { name: 'End all sessions' }).click();
    await expect.poll(() => sessions.getByText('Not signed in anywhere.').isVisible()).toBe(true);
    await sessions.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => sessions.isVisible()).toBe(false);
    await support.invitee.reload();
    await support.invitee.waitForURL('**/login?signed_out=sessionEnded');
  } finally {
    await editor.context.close();
    await support.context.close();
    // Other suites count users and chapters: what this one made goes.
    const headers = await adminHeaders();
    if (chapterId) await page.request.delete(`/api/admin/delete-chapter/${chapterId}`, { headers });
    const team = await page.request.get('/api/admin/team', { headers });
    for (const member of (await team.json()).members as { _id: string; email: string }[])
      if (member.email.includes(`-${stamp}@`))
        await page.request.delete(`/api/admin/remove-admin/${member._id}`, { headers });
  }
});
