import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import {
  CAPITAL_MAX,
  CAPITAL_MIN,
  CAPITAL_TICKS,
  capitalAt,
  capitalFraction,
  clampCapitalScore,
  TIERS,
} from '../../../lib/scores/capital-score';

const TIER_COLOURS = ['#c62828', '#b45309', '#1d4ed8', '#2e7d32'];

// The track is inset so the end labels (500, 1000) sit inside the card (review m4).
const Wrap = styled.div`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl} 0`};
  user-select: none;
  touch-action: none;
`;

const Track = styled.div`
  position: relative;
  display: flex;
  height: 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: visible;
  cursor: pointer;
`;

const Segment = styled.span<{ $colour: string; $grow: number; $first: boolean; $last: boolean }>`
  flex: ${({ $grow }) => $grow};
  background: ${({ $colour }) => $colour};
  border-radius: ${({ $first, $last }) => `${$first ? '999px' : '0'} ${$last ? '999px 999px' : '0 0'} ${$first ? '999px' : '0'}`};
`;

const Thumb = styled.span`
  position: absolute;
  top: 50%;
  width: 26px;
  height: 26px;
  margin-left: -13px;
  transform: translateY(-50%);
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  border: 3px solid ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: grab;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.brandHover};
    outline-offset: 2px;
  }
`;

const Ticks = styled.div`
  position: relative;
  height: 24px;
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  & span {
    position: absolute;
    transform: translateX(-50%);
  }
`;

export interface CapitalScoreBarProps {
  value: number;
  /** A preview, never a save: on a click, while dragging and on each key (DECISIONS 17). */
  onChange: (score: number) => void;
  /** Escape on the marker: the preview is dropped. */
  onCancel?: () => void;
  /** Read by screen readers with the value ("706, Emerging, not saved"). */
  valueText?: string;
  disabled?: boolean;
}

const STEP_KEYS: Record<string, (v: number) => number> = {
  ArrowRight: (v) => v + 1,
  ArrowUp: (v) => v + 1,
  ArrowLeft: (v) => v - 1,
  ArrowDown: (v) => v - 1,
  PageUp: (v) => v + 25,
  PageDown: (v) => v - 25,
  Home: () => CAPITAL_MIN,
  End: () => CAPITAL_MAX,
};

/**
 * The 500-1000 range bar: click or drag the marker, or step it with the keyboard (arrows 1, Page Up/Down 25,
 * Home/End), to preview a score. It saves nothing itself: the panel's Save does (DECISIONS 17).
 */
export function CapitalScoreBar({ value, onChange, onCancel, valueText, disabled = false }: CapitalScoreBarProps) {
  const track = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  const current = useRef(value);
  current.current = value;

  const scoreAt = (clientX: number) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return current.current;
    return capitalAt((clientX - box.left) / box.width);
  };
  const handlePointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (disabled || e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDragging(true);
    const score = scoreAt(e.clientX);
    current.current = score;
    onChange(score);
  };
  const handlePointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    const score = scoreAt(e.clientX);
    current.current = score;
    onChange(score);
  };
  const handlePointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    setDragging(false);
    onChange(scoreAt(e.clientX));
  };
  const handleKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && onCancel) {
      e.preventDefault();
      onCancel();
      return;
    }
    const step = STEP_KEYS[e.key];
    if (!step || disabled) return;
    e.preventDefault();
    const score = clampCapitalScore(step(current.current));
    current.current = score;
    onChange(score);
  };

  return (
    <Wrap>
      <Track
        ref={track}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        data-testid="capital-track"
      >
        {TIERS.map((t, i) => (
          <Segment key={t.name} $colour={TIER_COLOURS[i]} $grow={t.max - t.min + 1} $first={i === 0} $last={i === TIERS.length - 1} />
        ))}
        <Thumb
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label="CapitalScore"
          aria-valuemin={CAPITAL_MIN}
          aria-valuemax={CAPITAL_MAX}
          aria-valuenow={value}
          aria-valuetext={valueText}
          aria-disabled={disabled || undefined}
          style={{ left: `${capitalFraction(value) * 100}%` }}
          onKeyDown={handleKeyDown}
        />
      </Track>
      <Ticks aria-hidden="true">
        {CAPITAL_TICKS.map((t) => (
          <span key={t} style={{ left: `${capitalFraction(t) * 100}%` }}>
            {t}
          </span>
        ))}
      </Ticks>
    </Wrap>
  );
}
