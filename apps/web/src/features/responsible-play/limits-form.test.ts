import type { LimitsState } from '@coinwave/api-contract';
import { describe, expect, it } from 'vitest';
import { describeSaved, draftFrom, readDraft } from './limits-form';

const limits = {
  dailyLossLimit: 1000,
  weeklyLossLimit: null,
  sessionMinutes: 90,
  realityCheckMinutes: 60 as const,
};

describe('the limits form', () => {
  it('starts from the limits in force and sends only what the player changed', () => {
    const initial = draftFrom(limits);
    expect(initial).toEqual({
      dailyLossLimit: '1000',
      weeklyLossLimit: '',
      sessionMinutes: '90',
      realityCheckMinutes: '60',
    });
    expect(readDraft(initial, initial)).toBeNull();
    expect(
      readDraft(
        {
          ...initial,
          dailyLossLimit: ' 500 ',
          weeklyLossLimit: '2000',
          realityCheckMinutes: 'off',
        },
        initial,
      ),
    ).toEqual({ body: { dailyLossLimit: 500, weeklyLossLimit: 2000, realityCheckMinutes: null } });
    expect(readDraft({ ...initial, sessionMinutes: '' }, initial)).toEqual({
      body: { sessionMinutes: null },
    });
  });

  it('names the first value it cannot take', () => {
    const initial = draftFrom(limits);
    for (const [field, text] of [
      ['dailyLossLimit', '0'],
      ['dailyLossLimit', '10.5'],
      ['weeklyLossLimit', '-3'],
      ['weeklyLossLimit', 'lots'],
      ['sessionMinutes', '1441'],
    ] as const) {
      const read = readDraft({ ...initial, [field]: text }, initial);
      expect(read && 'problem' in read ? read.problem : read).toMatch(/enter whole/);
    }
  });

  it('says which changes apply now and which wait 24 hours', () => {
    const after: LimitsState = {
      limits: { ...limits, dailyLossLimit: 500 },
      pending: [{ field: 'sessionMinutes', value: null, appliesAt: '2030-01-02T12:00:00.000Z' }],
      usage: {
        dailyNetLoss: 0,
        weeklyNetLoss: 0,
        dayResetsAt: '2030-01-02T00:00:00.000Z',
        weekResetsAt: '2030-01-07T00:00:00.000Z',
      },
      restriction: null,
    };
    expect(
      describeSaved({ dailyLossLimit: 500, sessionMinutes: null }, after, (iso) => iso),
    ).toEqual({
      title: 'Limits saved',
      description:
        'Daily loss limit: in force now. Session time limit: from 2030-01-02T12:00:00.000Z (after 24 hours).',
    });
  });
});
