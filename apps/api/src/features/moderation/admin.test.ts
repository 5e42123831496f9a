import { routes, SESSION_ENDED_CLOSE } from '@coinwave/api-contract';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { closed, liveSockets } from '../../test/live';
import { ADMIN_USAGE, parseAdminCommand, parseDuration, runAdminCommand } from './admin-command';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('parseAdminCommand', () => {
  it('reads each command', () => {
    expect(parseAdminCommand(['grant-moderator', 'ann'])).toEqual({
      kind: 'grant-moderator',
      username: 'ann',
    });
    expect(parseAdminCommand(['mute', 'ann', '12h', 'spamming', 'the', 'wave'])).toEqual({
      kind: 'mute',
      username: 'ann',
      minutes: 720,
      reason: 'spamming the wave',
    });
    expect(parseAdminCommand(['ban', 'ann', 'cheating'])).toEqual({
      kind: 'ban',
      username: 'ann',
      reason: 'cheating',
    });
    for (const kind of ['revoke-moderator', 'unmute', 'unban'])
      expect(parseAdminCommand([kind, 'ann'])).toEqual({ kind, username: 'ann' });
  });

  it.each([
    [[], ADMIN_USAGE],
    [['promote', 'ann'], `unknown command 'promote'. ${ADMIN_USAGE}`],
    [['ban'], `ban needs a username. ${ADMIN_USAGE}`],
    [['ban', 'ann'], 'give a reason (the player reads it)'],
    [['ban', 'ann', 'x'.repeat(501)], 'the reason is limited to 500 characters'],
    [
      ['mute', 'ann', 'soon', 'why'],
      'mute needs a duration like 30m, 12h or 7d (1 minute to 365 days), then a reason',
    ],
    [['mute', 'ann', '30m'], 'give a reason (the player reads it)'],
    [['unban', 'ann', 'please'], `unban takes only a username. ${ADMIN_USAGE}`],
  ])('refuses %j with one line', (args, error) => {
    expect(parseAdminCommand(args)).toEqual({ error });
    expect(error).not.toContain('\n');
  });

  it('reads durations of 1 minute to 365 days', () => {
    expect(parseDuration('30m')).toBe(30);
    expect(parseDuration('7d')).toBe(7 * 24 * 60);
    expect(parseDuration('365d')).toBe(365 * 24 * 60);
    for (const bad of ['366d', '0m', '1.5h', '30', 'm', '-1h', '1w', ' 30m'])
      expect(parseDuration(bad), bad).toBeNull();
  });
});

describe('the admin command', () => {
  let t: TestApp;
  let live: Awaited<ReturnType<typeof liveSockets>>;
  beforeAll(async () => {
    // Sockets re-check their sessions often here: the command runs as another process.
    t = await createTestApp({ WS_SESSION_CHECK_MS: '200' });
    live = await liveSockets(t);
  });
  afterAll(async () => {
    live.closeAll();
    await t.close();
  });

  const login = (who: Signed, password = who.password) =>
    call(t.app, routes.login, { body: { username: who.user.username, password } });
  const run = (...args: string[]) => {
    const command = parseAdminCommand(args);
    if ('error' in command) throw new Error(command.error);
    return runAdminCommand(t.app.ctx, command);
  };

  it('grants and revokes the moderator role, saying what it did', async () => {
    const ann = await signUp(t.app);
    // Any case: usernames are unique ignoring case.
    expect(await run('grant-moderator', ann.user.username.toUpperCase())).toBe(
      `${ann.user.username} is now a moderator.`,
    );
    expect((await call(t.app, routes.me, { cookie: ann.cookie })).json().role).toBe('moderator');
    expect(await run('grant-moderator', ann.user.username)).toBe(
      `${ann.user.username} is already a moderator: nothing changed.`,
    );
    expect(await run('revoke-moderator', ann.user.username)).toBe(
      `${ann.user.username} is no longer a moderator.`,
    );
    await expect(run('grant-moderator', 'nobody_here')).rejects.toThrow(
      'There is no user named nobody_here',
    );
  });

  it('mutes and unmutes', async () => {
    const bea = await signUp(t.app);
    const waveId = (await call(t.app, routes.currentWave, { cookie: bea.cookie })).json().id;
    const until = new Date(t.clock.time + 90 * 60_000).toISOString();
    const when = `${until.slice(0, 10)} ${until.slice(11, 16)} UTC`;
    expect(await run('mute', bea.user.username, '90m', 'flooding')).toBe(
      `${bea.user.username} is muted until ${when}: flooding`,
    );
    const refused = await call(t.app, routes.sendMessage, {
      cookie: bea.cookie,
      body: { senderId: bea.user.id, content: 'hello', waveId },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(`You are muted until ${when}: flooding`);
    expect(await run('unmute', bea.user.username)).toBe(`${bea.user.username} is no longer muted.`);
    expect(await run('unmute', bea.user.username)).toBe(
      `${bea.user.username} was not muted: nothing changed.`,
    );
    const sent = await call(t.app, routes.sendMessage, {
      cookie: bea.cookie,
      body: { senderId: bea.user.id, content: 'hello', waveId },
    });
    expect(sent.statusCode).toBe(200);
  });

  it('bans: sign-in refused naming the ban, every session and socket ended; unban lets them back', async () => {
    const cid = await signUp(t.app);
    const tab = await live.connect(cid);
    const tabClosed = closed(tab);
    const banAt = t.clock.now().toISOString();
    expect(await run('ban', cid.user.username, 'selling', 'accounts')).toBe(
      `${cid.user.username} is banned: selling accounts. Every session of theirs has ended.`,
    );
    expect(await tabClosed).toBe(SESSION_ENDED_CLOSE.code);
    expect((await call(t.app, routes.me, { cookie: cid.cookie })).statusCode).toBe(401);
    const refused = await login(cid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      `This account is banned (since ${banAt.slice(0, 10)} ${banAt.slice(11, 16)} UTC): selling accounts`,
    );
    // A wrong password learns nothing of the ban.
    expect((await login(cid, 'wrong password')).statusCode).toBe(401);
    expect(await run('ban', cid.user.username, 'again')).toBe(
      `${cid.user.username} was already banned: their sessions have ended again.`,
    );
    expect(await run('unban', cid.user.username)).toBe(
      `${cid.user.username} is no longer banned: they can sign in again.`,
    );
    expect((await login(cid)).statusCode).toBe(200);

    const log = await t.app.ctx.db
      .selectFrom('moderation_actions')
      .select(['action', 'moderator_id', 'reason'])
      .where('target_user_id', '=', cid.user.id)
      .orderBy('seq')
      .execute();
    expect(log).toEqual([
      { action: 'ban', moderator_id: null, reason: 'selling accounts' },
      { action: 'unban', moderator_id: null, reason: null },
    ]);
  });

  /** Runs `node dist/admin.js`'s source as its own process, on the test app's data. */
  function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const tsx = path.join(apiRoot, 'node_modules/tsx/dist/cli.mjs');
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [tsx, 'src/admin.ts', ...args],
        { cwd: apiRoot, env: { ...t.env, LOG_LEVEL: 'silent' }, timeout: 60_000 },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  it('runs as its own process beside the server: prints what it did, or one line and exit 1', async () => {
    const dee = await signUp(t.app);
    const granted = await admin('grant-moderator', dee.user.username);
    expect(granted).toEqual({
      code: 0,
      stdout: `${dee.user.username} is now a moderator.\n`,
      stderr: '',
    });
    expect((await call(t.app, routes.me, { cookie: dee.cookie })).json().role).toBe('moderator');

    const bad = await admin('mute', dee.user.username, 'forever', 'why');
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe(
      'admin: mute needs a duration like 30m, 12h or 7d (1 minute to 365 days), then a reason\n',
    );
    const unknown = await admin('ban', 'no_such_player', 'x');
    expect(unknown).toMatchObject({
      code: 1,
      stderr: 'admin: There is no user named no_such_player\n',
    });

    // Banned from another process with no cluster between them: the server's socket check
    // notices within WS_SESSION_CHECK_MS and closes the socket as signed out.
    const tab = await live.connect(dee);
    const tabClosed = closed(tab);
    const banned = await admin('ban', dee.user.username, 'cheating');
    expect(banned.code).toBe(0);
    expect(await tabClosed).toBe(SESSION_ENDED_CLOSE.code);
    // The session lookup cache lasts 5 s (server clock): past it, the session is gone.
    t.clock.advance(6000);
    expect((await call(t.app, routes.me, { cookie: dee.cookie })).statusCode).toBe(401);
  });
});
