import { forwardRef, type ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'coin' | 'surf' | 'ghost' | 'outline' | 'danger';

const VARIANTS: Record<ButtonVariant, string> = {
  coin: 'bg-gradient-to-b from-coin to-coin-dark text-abyss shadow-[0_2px_12px_rgb(245_197_66/0.35)] hover:brightness-110',
  surf: 'bg-surf text-abyss hover:bg-seaglass',
  ghost: 'text-foam/85 hover:bg-white/10 hover:text-foam',
  outline: 'border border-surf/50 text-seaglass hover:bg-surf/10',
  danger: 'bg-coral text-abyss hover:brightness-110',
};

const SIZES = {
  sm: 'h-8 px-3 text-xs',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
}

/** The app's button: rounded, ocean-toned variants, a visible focus ring, dimmed when disabled. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'surf', size = 'md', className = '', type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={`inline-flex cursor-pointer items-center justify-center gap-2 rounded-full font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-seaglass disabled:cursor-not-allowed disabled:opacity-50 disabled:shadow-none disabled:hover:brightness-100 ${VARIANTS[variant]} ${SIZES[size]} ${className}`}
      {...props}
    />
  );
});
