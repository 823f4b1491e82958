// /auth/reset-password: the e-mailed code and a new password (same policy and meter as sign-up),
// typed twice. Afterwards the person signs in with the new password.
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { completePasswordReset, requestPasswordReset } from '../api/cognito-account';
import { AuthCard, FieldError, FormError, withNotice } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { useRedirectTarget } from '../components/use-redirect-target';
import { emailError, normalizeEmail, verificationCodeError } from '../domain/account-form-rules';
import { authErrorMessage } from '../domain/auth-error-messages';
import { PASSWORD_POLICY_HINT, passwordPolicyMessage } from '../domain/password-strength';
import { routes } from '../../../lib/paths';

type Field = 'email' | 'code' | 'password' | 'repeat';

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { carry } = useRedirectTarget();
  const [values, setValues] = useState<Record<Field, string>>({
    email: searchParams.get('email') ?? '',
    code: '',
    password: '',
    repeat: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState<'reset' | 'resend' | null>(null);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fieldErrors = {
      email: emailError(values.email),
      code: verificationCodeError(values.code),
      password: values.password === '' ? 'Ingresá una contraseña nueva.' : passwordPolicyMessage(values.password),
      repeat: values.repeat !== values.password ? 'Las contraseñas no coinciden.' : null,
    };
    setErrors(fieldErrors);
    setFormError(null);
    setResent(false);
    if (Object.values(fieldErrors).some(Boolean)) return;
    setBusy('reset');
    const email = normalizeEmail(values.email);
    try {
      await completePasswordReset(email, values.code, values.password);
      navigate(carry(routes.signIn.to(), { email }), {
        replace: true,
        state: withNotice({ severity: 'success', text: 'Cambiaste tu contraseña. Ingresá con la nueva.' }),
      });
    } catch (failure) {
      setFormError(authErrorMessage(failure, 'reset-password'));
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    const error = emailError(values.email);
    setErrors((current) => ({ ...current, email: error }));
    setFormError(null);
    setResent(false);
    if (error) return;
    setBusy('resend');
    try {
      await requestPasswordReset(normalizeEmail(values.email));
      setResent(true);
    } catch (failure) {
      setFormError(authErrorMessage(failure, 'forgot-password'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthCard title="Restablecer contraseña" intro="Ingresá el código que te enviamos por e-mail y elegí una contraseña nueva.">
      <FormError text={formError} />
      {resent ? (
        <Message
          className="auth-card__message"
          severity="success"
          text={`Te enviamos un código nuevo a ${normalizeEmail(values.email)}.`}
        />
      ) : null}
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor="reset-email">E-mail</label>
        <InputText
          id="reset-email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
          invalid={Boolean(errors.email)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'reset-email-error' : undefined}
        />
        <FieldError id="reset-email-error" text={errors.email} />
        <label htmlFor="reset-code">Código</label>
        <InputText
          id="reset-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={values.code}
          onChange={(event) => set('code')(event.target.value.replace(/\D/g, ''))}
          invalid={Boolean(errors.code)}
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? 'reset-code-error' : undefined}
        />
        <FieldError id="reset-code-error" text={errors.code} />
        <PasswordField
          id="reset-password"
          label="Contraseña nueva"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          autoComplete="new-password"
          withMeter
          hint={PASSWORD_POLICY_HINT}
        />
        <PasswordField
          id="reset-password-repeat"
          label="Repetí la contraseña nueva"
          value={values.repeat}
          onChange={set('repeat')}
          error={errors.repeat}
          autoComplete="new-password"
        />
        <Button
          className="auth-form__submit"
          type="submit"
          label="Cambiar contraseña"
          loading={busy === 'reset'}
          disabled={busy === 'resend'}
        />
        <Button
          type="button"
          text
          label="Reenviar código"
          loading={busy === 'resend'}
          disabled={busy === 'reset'}
          onClick={() => void resend()}
        />
      </form>
      <nav className="auth-card__links" aria-label="Otras opciones de cuenta">
        <Link to={carry(routes.signIn.to())}>Volver a ingresar</Link>
      </nav>
    </AuthCard>
  );
}
