// /auth/forgot-password: the person gives their e-mail, Cognito e-mails a reset code, and the
// reset page takes it from there.
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { requestPasswordReset } from '../api/cognito-account';
import { AuthCard, FieldError, FormError, withNotice } from '../components/auth-card';
import { useRedirectTarget } from '../components/use-redirect-target';
import { emailError, normalizeEmail } from '../domain/account-form-rules';
import { authErrorMessage } from '../domain/auth-error-messages';
import { routes } from '../../../lib/paths';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { carry } = useRedirectTarget();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = emailError(email);
    setFieldError(error);
    setFormError(null);
    if (error) return;
    setBusy(true);
    const address = normalizeEmail(email);
    try {
      await requestPasswordReset(address);
      navigate(carry(routes.resetPassword.to(), { email: address }), {
        state: withNotice({ severity: 'success', text: `Te enviamos un código a ${address} para restablecer tu contraseña.` }),
      });
    } catch (failure) {
      setFormError(authErrorMessage(failure, 'forgot-password'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="¿Olvidaste tu contraseña?" intro="Ingresá el e-mail de tu cuenta y te enviamos un código para crear una nueva.">
      <FormError text={formError} />
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor="forgot-email">E-mail</label>
        <InputText
          id="forgot-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          invalid={Boolean(fieldError)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'forgot-email-error' : undefined}
        />
        <FieldError id="forgot-email-error" text={fieldError} />
        <Button className="auth-form__submit" type="submit" label="Enviar código" loading={busy} />
      </form>
      <nav className="auth-card__links" aria-label="Otras opciones de cuenta">
        <Link to={carry(routes.resetPassword.to(), email ? { email: normalizeEmail(email) } : {})}>Ya tengo un código</Link>
        <Link to={carry(routes.signIn.to())}>Volver a ingresar</Link>
      </nav>
    </AuthCard>
  );
}
