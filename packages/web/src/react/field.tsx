import { type InputHTMLAttributes, type Ref, useId } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Shown under the field and tied to it, when the value is wrong. */
  error?: string | null | undefined;
  hint?: string | undefined;
  testId: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/** A labelled input with its hint and error read out with it. */
export function Field({ label, value, onValue, error, hint, testId, inputRef, ...input }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        ref={inputRef}
        id={id}
        data-testid={testId}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`} data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
