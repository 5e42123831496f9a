import { describe, expect, it } from 'vitest';
import { started } from '../testing/rigged-hands';
import { applyAction } from './hand-machine';
import { pokerDetail } from './poker-detail';
import { isHandOver, type PokerAction } from './poker-types';
import { view } from './poker-view';

describe('the record of a poker hand', () => {
  it("keeps copies of the start and the actions, and the player's view of the finished hand", () => {
    const fold: PokerAction = { type: 'fold' };
    const folded = applyAction(started({ playerChips: 1000, houseChips: 5000 }), fold);
    if (!folded.ok) throw new Error(folded.error);
    expect(isHandOver(folded.state)).toBe(true);
    const start = { playerChips: 1000, houseChips: 5000, button: 'player' as const };
    const actions = [fold];
    const detail = pokerDetail(start, actions, false, folded.state);
    expect(detail).toEqual({
      game: 'poker',
      start,
      actions: [{ type: 'fold' }],
      autoFolded: false,
      view: view(folded.state, 'player'),
    });
    expect(detail.start).not.toBe(start);
    expect(detail.actions[0]).not.toBe(fold);
    expect(JSON.parse(JSON.stringify(detail))).toEqual(detail);
  });
});
