import { expect } from '@playwright/test';
import { register, test, uniqueName } from './helpers';

test('two players chat live in the wave and then by direct message', async ({ browser }) => {
  const [ctxA, ctxB] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [a, b] = await Promise.all([ctxA.newPage(), ctxB.newPage()]);
  const nameA = uniqueName('alice');
  const nameB = uniqueName('bob');
  await register(a, nameA);
  await register(b, nameB);

  // Wave chat: A writes, B sees it without reloading (socket chat event refreshes the list).
  const hello = `Hang ten from ${nameA}`;
  await a.getByRole('textbox', { name: 'Wave chat message' }).fill(hello);
  await a.keyboard.press('Enter');
  await expect(a.getByRole('list', { name: 'Wave messages' })).toContainText(hello);
  await expect(b.getByRole('list', { name: 'Wave messages' })).toContainText(hello, {
    timeout: 10_000,
  });

  // Shift+Enter makes a new line instead of sending; a blank message is ignored.
  const box = b.getByRole('textbox', { name: 'Wave chat message' });
  await box.fill('   ');
  await box.press('Enter');
  await box.fill('line one');
  await box.press('Shift+Enter');
  await expect(box).toHaveValue('line one\n');
  await box.fill('');

  // B clicks A's name in the chat to start a DM.
  await b
    .getByRole('list', { name: 'Wave messages' })
    .getByRole('button', { name: nameA })
    .first()
    .click();
  await expect(b.getByRole('heading', { name: 'Direct Messages' })).toBeVisible();
  const dm = `Private wave tip for ${nameA}`;
  await b.getByRole('textbox', { name: `Message to ${nameA}` }).fill(dm);
  await b.keyboard.press('Enter');
  await expect(b.getByRole('list', { name: `Messages with ${nameA}` })).toContainText(dm);

  // A was in the wave chat: the DM shows up live as an unread badge on the Direct Messages toggle,
  // in both of A's tabs (the count comes from the server).
  const a2 = await ctxA.newPage();
  await a2.goto('/');
  const unreadToggle = (page: typeof a) =>
    page.getByRole('button', { name: 'Direct Messages 1 unread', exact: true });
  await expect(unreadToggle(a)).toBeVisible();
  await expect(unreadToggle(a2)).toBeVisible();

  // A opens Direct Messages: B's contact carries the badge until A opens the conversation (read
  // only while the page is on screen, so A's first tab comes to the front).
  await a.bringToFront();
  await unreadToggle(a).click();
  const contacts = a.getByRole('list', { name: 'Contacts' });
  await contacts.getByRole('button', { name: `${nameB} 1 unread`, exact: true }).click();
  await expect(a.getByRole('list', { name: `Messages with ${nameB}` })).toContainText(dm);
  await expect(contacts.getByRole('button', { name: nameB, exact: true })).toBeVisible();
  // Read in one tab is read in the other (the server's dm_read frame), without a reload.
  await expect(a2.getByRole('button', { name: 'Direct Messages', exact: true })).toBeVisible();

  // It stays read after a reload: the contacts (with their counts) have loaded and B has none.
  await a.reload();
  await a.getByRole('button', { name: 'Direct Messages' }).click();
  await expect(
    a.getByRole('list', { name: 'Contacts' }).getByRole('button', { name: nameB, exact: true }),
  ).toBeVisible();
  await a.getByRole('button', { name: 'Wave Chat', exact: true }).click();
  await expect(a.getByRole('button', { name: 'Direct Messages', exact: true })).toBeVisible();

  await Promise.all([ctxA.close(), ctxB.close()]);
});

test('a chat message that is not sent stays in the box with the reason', async ({
  page,
  context,
}) => {
  await register(page, uniqueName('cora'));
  const box = page.getByRole('textbox', { name: 'Wave chat message' });
  const list = page.getByRole('list', { name: 'Wave messages' });
  const reason = page.getByTestId('composer-error');
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();

  // Offline: the request never reaches the server, the player is told and nothing is lost.
  const first = 'Paddling out, anyone here?';
  await context.setOffline(true);
  await box.fill(first);
  await box.press('Enter');
  await expect(reason).toHaveText("You're offline: your message was not sent.");
  await expect(box).toHaveValue(first);

  // Back online, sending again clears the reason and then the box once the server has it.
  await context.setOffline(false);
  await box.press('Enter');
  await expect(list).toContainText(first);
  await expect(box).toHaveValue('');
  await expect(reason).toHaveCount(0);

  // The server allows 5 messages per 10 s: four more go through, the sixth is refused.
  for (let k = 2; k <= 5; k++) {
    await box.fill(`Set ${k} rolling in`);
    await box.press('Enter');
    await expect(list).toContainText(`Set ${k} rolling in`);
    await expect(box).toHaveValue('');
  }
  const sixth = 'Sixth set in ten seconds';
  await box.fill(sixth);
  await box.press('Enter');
  await expect(reason).toContainText('You are sending messages too fast: wait');
  await expect(box).toHaveValue(sixth);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(list).not.toContainText(sixth);

  // Editing clears the reason and keeps the text.
  await box.press('End');
  await box.pressSequentially('!');
  await expect(reason).toHaveCount(0);
  await expect(box).toHaveValue(`${sixth}!`);
});
