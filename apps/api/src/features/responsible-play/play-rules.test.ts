import { restrictionEnd } from '@coinwave/api-contract';
import { describe, expect, it } from 'vitest';
import {
  activeSession,
  applyDue,
  changeLimit,
  dayResetsAt,
  DEFAULT_ROW,
  effectiveLimits,
  isLoosening,
  nextRealityCheck,
  weekResetsAt,
  weekStart,
} from './play-rules';

const at = (iso: string) => new Date(iso);

describe('play rules', () => {
  it('orders settings by looseness: no limit (or no reality check) is the loosest', () => {
    expect(isLoosening(100, 101)).toBe(true);
    expect(isLoosening(100, null)).toBe(true);
    expect(isLoosening(null, 100)).toBe(false);
    expect(isLoosening(100, 100)).toBe(false);
    expect(isLoosening(null, null)).toBe(false);
    expect(isLoosening(15, 60)).toBe(true);
    expect(isLoosening(60, 15)).toBe(false);
  });

  it('delays a loosening by exactly 24 hours and applies it when due', () => {
    const now = at('2030-03-10T08:30:00.000Z');
    const row = changeLimit({ ...DEFAULT_ROW, daily_loss_limit: 100 }, 'dailyLossLimit', 500, now);
    expect(row).toMatchObject({
      daily_loss_limit: 100,
      pending_daily_loss_limit: 500,
      pending_daily_loss_limit_at: '2030-03-11T08:30:00.000Z',
    });
    expect(effectiveLimits(row, at('2030-03-11T08:29:59.999Z')).dailyLossLimit).toBe(100);
    expect(effectiveLimits(row, at('2030-03-11T08:30:00.000Z')).dailyLossLimit).toBe(500);
    expect(applyDue(row, at('2030-03-12T00:00:00.000Z'))).toMatchObject({
      daily_loss_limit: 500,
      pending_daily_loss_limit: null,
      pending_daily_loss_limit_at: null,
    });
  });

  it('cuts the loss windows at 00:00 UTC and at Monday 00:00 UTC (ISO weeks)', () => {
    expect(dayResetsAt(at('2030-01-01T23:59:59.999Z')).toISOString()).toBe(
      '2030-01-02T00:00:00.000Z',
    );
    // 2030-01-06 is a Sunday, 2030-01-07 a Monday.
    expect(weekStart(at('2030-01-06T23:59:59.999Z')).toISOString()).toBe(
      '2029-12-31T00:00:00.000Z',
    );
    expect(weekStart(at('2030-01-07T00:00:00.000Z')).toISOString()).toBe(
      '2030-01-07T00:00:00.000Z',
    );
    expect(weekResetsAt(at('2030-01-07T00:00:00.000Z')).toISOString()).toBe(
      '2030-01-14T00:00:00.000Z',
    );
  });

  it('ends a session 30 minutes after its last round and schedules the reality check from its start', () => {
    const row = {
      ...DEFAULT_ROW,
      reality_check_minutes: 15,
      session_started_at: '2030-01-01T10:00:00.000Z',
      last_round_at: '2030-01-01T10:20:00.000Z',
      session_rounds: 7,
    };
    expect(activeSession(row, at('2030-01-01T10:49:59.999Z'))).toEqual({
      startedAt: '2030-01-01T10:00:00.000Z',
      lastRoundAt: '2030-01-01T10:20:00.000Z',
      rounds: 7,
    });
    expect(activeSession(row, at('2030-01-01T10:50:00.000Z'))).toBeNull();
    expect(nextRealityCheck(row, at('2030-01-01T10:21:00.000Z'))?.toISOString()).toBe(
      '2030-01-01T10:15:00.000Z',
    );
    const acked = { ...row, reality_check_acked_at: '2030-01-01T10:15:00.000Z' };
    expect(nextRealityCheck(acked, at('2030-01-01T10:21:00.000Z'))?.toISOString()).toBe(
      '2030-01-01T10:30:00.000Z',
    );
    expect(
      nextRealityCheck({ ...row, reality_check_minutes: null }, at('2030-01-01T10:21:00.000Z')),
    ).toBeNull();
  });

  it('counts six months in calendar months, falling back to the last day of a short month', () => {
    expect(restrictionEnd('6m', at('2030-08-31T09:00:00.000Z'))?.toISOString()).toBe(
      '2031-02-28T09:00:00.000Z',
    );
    expect(restrictionEnd('6m', at('2030-01-15T09:00:00.000Z'))?.toISOString()).toBe(
      '2030-07-15T09:00:00.000Z',
    );
    expect(restrictionEnd('24h', at('2030-01-15T09:00:00.000Z'))?.toISOString()).toBe(
      '2030-01-16T09:00:00.000Z',
    );
    expect(restrictionEnd('permanent', at('2030-01-15T09:00:00.000Z'))).toBeNull();
  });
});
