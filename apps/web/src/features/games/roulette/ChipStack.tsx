const CHIP_COLOURS: Array<[number, string]> = [
  [250, 'bg-[#7b2cbf] border-[#e0c3fc]'],
  [100, 'bg-[#0b0b0b] border-[#f5c542]'],
  [50, 'bg-[#1d4ed8] border-[#bfdbfe]'],
  [25, 'bg-[#15803d] border-[#bbf7d0]'],
];

/** The colour of a chip or a stack's top chip by its amount. */
export const chipColour = (amount: number) =>
  (CHIP_COLOURS.find(([value]) => amount >= value) ?? CHIP_COLOURS[3]!)[1];

/**
 * A chip showing an amount (a placed stack or a chip to choose). The amount is drawn with CSS
 * generated content: it is decoration, and the control it sits on names the bet itself, so it
 * must not count as the control's visible text (axe: label-content-name-mismatch).
 */
export function Chip({ amount, small = false }: { amount: number; small?: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-amount={amount >= 1000 ? `${Math.floor(amount / 1000)}k` : amount}
      className={`pointer-events-none inline-flex items-center justify-center rounded-full border-2 border-dashed font-mono font-bold text-white shadow-[0_2px_4px_rgb(0_0_0/0.5)] after:content-[attr(data-amount)] ${chipColour(amount)} ${small ? 'h-5 min-w-5 px-0.5 text-[9px]' : 'h-9 w-9 text-xs'}`}
    />
  );
}

export interface ChipPickerProps {
  chips: readonly number[];
  chip: number;
  onChip: (chip: number) => void;
  /** Chips above this are disabled (spec section 5: a chip cannot exceed the balance). */
  max: number;
  disabled?: boolean;
}

/** The chip sizes 25/50/100/250 as a radio group. */
export function ChipPicker({ chips, chip, onChip, max, disabled = false }: ChipPickerProps) {
  return (
    <div role="radiogroup" aria-label="Chip size" className="flex items-center gap-1.5">
      {chips.map((value) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={value === chip}
          aria-label={`Chip ${value}`}
          disabled={disabled || value > max}
          onClick={() => onChip(value)}
          className="cursor-pointer rounded-full p-0.5 ring-coin transition aria-checked:-translate-y-1 aria-checked:ring-2 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <Chip amount={value} />
        </button>
      ))}
    </div>
  );
}
