// /auth/sign-in: e-mail and password. Afterwards the person goes back to the same-site page named
// by `redirect` (else the landing). An account that was never verified is sent to verify it with
// a fresh code; one that must reset its password, to the reset flow.
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resendVerificationCode, signInWithPassword } from '../api/cognito-account';
import { AuthCard, FieldError, FormError, withNotice } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { useRedirectTarget } from '../components/use-redirect-target';
import { emailError, normalizeEmail } from '../domain/account-form-rules';
import { AUTH_MESSAGES, authErrorMessage } from '../domain/auth-error-messages';
import { rememberCredentials } from '../pending-credentials';
import { useSession } from '../../../lib/session/session-context';
import { routes } from '../../../lib/paths';

export default function SignInPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { target, carry } = useRedirectTarget();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fieldErrors = { email: emailError(email), password: password === '' ? 'Ingresá tu contraseña.' : null };
    setErrors(fieldErrors);
    setFormError(null);
    if (fieldErrors.email || fieldErrors.password) return;
    setBusy(true);
    try {
      const outcome = await signInWithPassword(email, password);
      const address = normalizeEmail(email);
      if (outcome === 'signed-in') {
        if ((await session.refresh()) !== 'signed-in') {
          setFormError(AUTH_MESSAGES.unexpected);
          return;
        }
        navigate(target, { replace: true });
      } else if (outcome === 'needs-verification') {
        rememberCredentials(address, password);
        let text = 'Tu cuenta todavía no está verificada. Te enviamos un código nuevo a tu e-mail.';
        try {
          await resendVerificationCode(address);
        } catch (error) {
          text = `Tu cuenta todavía no está verificada. ${authErrorMessage(error, 'resend-code')}`;
        }
        navigate(carry(routes.emailVerification.to({ destination: address })), {
          state: withNotice({ severity: 'info', text }),
        });
      } else if (outcome === 'needs-password-reset') {
        navigate(carry(routes.forgotPassword.to(), { email: address }), {
          state: withNotice({ severity: 'warn', text: AUTH_MESSAGES.resetRequired }),
        });
      } else {
        setFormError(AUTH_MESSAGES.unsupportedStep);
      }
    } catch (error) {
      setFormError(authErrorMessage(error, 'sign-in'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Ingresar" intro="Ingresá con el e-mail y la contraseña de tu cuenta.">
      <FormError text={formError} />
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor="sign-in-email">E-mail</label>
        <InputText
          id="sign-in-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          invalid={Boolean(errors.email)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'sign-in-email-error' : undefined}
        />
        <FieldError id="sign-in-email-error" text={errors.email} />
        <PasswordField
          id="sign-in-password"
          label="Contraseña"
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="current-password"
        />
        <Button className="auth-form__submit" type="submit" label="Ingresar" loading={busy} />
      </form>
      <nav className="auth-card__links" aria-label="Otras opciones de cuenta">
        <Link to={carry(routes.forgotPassword.to(), email ? { email: normalizeEmail(email) } : {})}>¿Olvidaste tu contraseña?</Link>
        <span>
          ¿No tenés cuenta? <Link to={carry(routes.signUp.to())}>Creá una</Link>
        </span>
      </nav>
    </AuthCard>
  );
}
