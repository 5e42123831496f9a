import { describe, expect, it } from 'vitest';
import {
  hashOfPlace,
  isStageView,
  MAIN_PLACES,
  placeFromHash,
  planPlaceStep,
  type MainPlace,
} from './places';

describe('main screen places', () => {
  it('lists the header buttons in the spec order', () =>
    expect(MAIN_PLACES.map((p) => p.label)).toEqual([
      'Games',
      'Waves',
      'Community',
      'Leaderboard',
    ]));

  it('reads a place from the hash and writes it back', () => {
    for (const p of MAIN_PLACES) expect(placeFromHash(hashOfPlace(p.id))).toBe(p.id);
    expect(hashOfPlace('games')).toBe('');
    expect(placeFromHash('#waves')).toBe('waves');
  });

  it('falls back to the game area for an unknown or empty hash', () => {
    for (const hash of ['', '#', '#games', '#nope', '#Waves', 'leaderboard-x'])
      expect(placeFromHash(hash)).toBe('games');
  });

  it('shows waves and the rankings in place of the game area, not chat', () => {
    expect(MAIN_PLACES.filter((p) => isStageView(p.id)).map((p) => p.id)).toEqual([
      'waves',
      'leaderboard',
    ]);
  });
});

describe('planPlaceStep: at most one history entry', () => {
  const others: MainPlace[] = ['waves', 'community', 'leaderboard'];

  it('pushes one entry when leaving the game area', () => {
    for (const to of others)
      expect(planPlaceStep('games', to, false)).toEqual({ kind: 'push', hash: `#${to}` });
  });

  it('replaces the entry between the other places (and on a second click)', () => {
    for (const from of others)
      for (const to of others)
        expect(planPlaceStep(from, to, true)).toEqual({ kind: 'replace', hash: `#${to}` });
  });

  it('pops the pushed entry to return to the game area', () => {
    for (const from of others) expect(planPlaceStep(from, 'games', true)).toEqual({ kind: 'back' });
  });

  it('replaces instead when the entry was not pushed here (a link straight to /#waves)', () => {
    for (const from of others)
      expect(planPlaceStep(from, 'games', false)).toEqual({ kind: 'replace', hash: '' });
  });

  it('stays on the game area entry when Games is pressed there', () =>
    expect(planPlaceStep('games', 'games', false)).toEqual({ kind: 'replace', hash: '' }));
});
