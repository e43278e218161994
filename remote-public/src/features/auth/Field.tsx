import type { InputHTMLAttributes } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and its error, tied together for screen readers. */
export function Field({ label, name, error, hint, required, ...input }: FieldProps) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <div className="pub-field">
      <label htmlFor={`field-${name}`}>
        {label}
        {required && <span aria-hidden="true" className="pub-field__required"> *</span>}
      </label>
      <input
        id={`field-${name}`}
        name={name}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint && (
        <small id={hintId} className="pub-field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={errorId} className="pub-field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
