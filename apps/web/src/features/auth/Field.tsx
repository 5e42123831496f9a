import { useId, type InputHTMLAttributes } from 'react';

export interface FieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value'
> {
  label: string;
  /** With `onChange`, a controlled input; without both, the input keeps what is typed itself. */
  value?: string;
  onChange?: (value: string) => void;
  hint?: string;
}

/** A labelled text input on the ocean theme. */
export function Field({ label, value, onChange, hint, className = '', ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-foam/90">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={onChange && ((e) => onChange(e.target.value))}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="h-11 rounded-xl border border-white/15 bg-abyss/70 px-3 text-foam placeholder:text-foam/40 focus:border-surf focus:outline-none focus-visible:outline-2 focus-visible:outline-seaglass"
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-foam/60">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A new password: registration's rule (8 to 128 characters, as the API's `Password`), said in the hint. */
export function NewPasswordField(props: Pick<FieldProps, 'label' | 'name' | 'value' | 'onChange'>) {
  return (
    <Field
      {...props}
      type="password"
      autoComplete="new-password"
      required
      minLength={8}
      maxLength={128}
      hint="At least 8 characters"
    />
  );
}
