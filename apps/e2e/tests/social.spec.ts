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

  // A opens Direct Messages, finds B among the contacts and reads it.
  await a.getByRole('button', { name: 'Direct Messages' }).click();
  await a
    .getByRole('list', { name: 'Contacts' })
    .getByRole('button', { name: new RegExp(nameB) })
    .click();
  await expect(a.getByRole('list', { name: `Messages with ${nameB}` })).toContainText(dm);

  await Promise.all([ctxA.close(), ctxB.close()]);
});
