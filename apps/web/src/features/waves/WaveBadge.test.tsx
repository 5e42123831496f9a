import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WaveBadge } from './WaveBadge';
import { WaveStatus } from './WaveStatus';

const now = Date.parse('2026-01-01T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const inMs = (ms: number) => new Date(now + ms).toISOString();

describe('WaveBadge', () => {
  it('shows the wave number and the time left', () => {
    render(<WaveBadge number={7} endTime={inMs(3.5 * 3_600_000)} now={now} />);
    expect(screen.getByTestId('wave-badge')).toHaveTextContent('Wave #73:30:00');
  });
  it('keeps a hidden place for the countdown while the wave loads, so its width does not jump', () => {
    render(<WaveBadge number={null} endTime={null} now={now} />);
    for (const placeholder of [screen.getByText('0:00:00'), screen.getByText('#0')]) {
      expect(placeholder).toHaveClass('invisible');
      expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    }
  });
  it("reads 'New wave starting...' once the wave's end has passed", () => {
    render(<WaveBadge number={7} endTime={ago(0)} now={now} />);
    expect(screen.getByText('New wave starting...')).toBeInTheDocument();
  });
});

describe('WaveStatus', () => {
  it('shows the five figures, the duration as m:ss under an hour', () => {
    render(
      <WaveStatus
        wave={{ number: 2, startTime: ago(125_000), endTime: inMs(4 * 3_600_000 - 125_000) }}
        surfers={9}
        activeGames={3}
        messages={14}
        now={now}
      />,
    );
    for (const [label, value] of [
      ['Surfers', '9'],
      ['Duration', '2:05'],
      ['Time Left', '3:57:55'],
      ['Active Games', '3'],
      ['Messages', '14'],
    ]) {
      expect(screen.getByText(label!).closest('div')).toHaveTextContent(value!);
    }
  });
});
