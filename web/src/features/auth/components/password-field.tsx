// A password input with show/hide, and, when asked, the strength meter of the spec: "Ingresá una
// contraseña" while empty, then "Débil", "Media" or "Fuerte" (thresholds in
// domain/password-strength.ts), announced politely as the person types.
import { Password } from 'primereact/password';
import { PASSWORD_STRENGTH_LABELS, passwordStrength } from '../domain/password-strength';
import { FieldError } from './auth-card';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  autoComplete: 'current-password' | 'new-password';
  withMeter?: boolean;
  hint?: string;
}

export function PasswordField({ id, label, value, onChange, error, autoComplete, withMeter = false, hint }: PasswordFieldProps) {
  const strength = passwordStrength(value);
  const describedBy = [error ? `${id}-error` : null, withMeter ? `${id}-strength` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <Password
        inputId={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        feedback={false}
        toggleMask
        style={{ width: '100%' }}
        inputStyle={{ width: '100%' }}
        invalid={Boolean(error)}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        pt={{ showIcon: { 'aria-label': 'Mostrar contraseña' } as object, hideIcon: { 'aria-label': 'Ocultar contraseña' } as object }}
      />
      {hint ? (
        <small id={`${id}-hint`} className="auth-form__hint">
          {hint}
        </small>
      ) : null}
      {withMeter ? (
        <div className={`password-meter password-meter--${strength}`} data-strength={strength}>
          <div className="password-meter__bar" aria-hidden="true">
            <div className="password-meter__fill" />
          </div>
          <span id={`${id}-strength`} className="password-meter__label" aria-live="polite">
            {strength === 'empty' ? PASSWORD_STRENGTH_LABELS.empty : `Seguridad: ${PASSWORD_STRENGTH_LABELS[strength]}`}
          </span>
        </div>
      ) : null}
      <FieldError id={`${id}-error`} text={error} />
    </>
  );
}
