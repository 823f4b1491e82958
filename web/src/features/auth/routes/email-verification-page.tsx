// /auth/email-verification/:destination — the e-mail address the code went to. The person types
// the 6-digit code (or asks for a new one). Once verified they are signed in when this tab still
// holds the password they just typed, else sent to sign-in with a notice; either way they land on
// the welcome page (or back where they were going, e.g. a checkout).
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { confirmAccount, resendVerificationCode, signInWithPassword } from '../api/cognito-account';
import { AuthCard, FieldError, FormError, withNotice } from '../components/auth-card';
import { useRedirectTarget } from '../components/use-redirect-target';
import { WELCOME_PATH } from '../components/route-guards';
import { emailError, normalizeEmail, verificationCodeError } from '../domain/account-form-rules';
import { AUTH_MESSAGES, authErrorMessage } from '../domain/auth-error-messages';
import { takeCredentials } from '../pending-credentials';
import { useSession } from '../../../lib/session/session-context';
import { routes } from '../../../lib/paths';

const VERIFIED_NOTICE = 'Tu cuenta quedó verificada. Ingresá con tu e-mail y contraseña.';

export default function EmailVerificationPage() {
  const { destination = '' } = useParams();
  const email = normalizeEmail(destination);
  const session = useSession();
  const navigate = useNavigate();
  const { target, carry } = useRedirectTarget();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  // Arriving here (from the sign-up's submit, or a link) the keyboard starts in the code field,
  // not at the top of the page: typing the code is the one thing to do.
  const codeField = useRef<HTMLInputElement>(null);
  useEffect(() => codeField.current?.focus(), []);

  if (emailError(email)) return <Navigate replace to={routes.notFound.to()} />;

  // A person who was not on their way somewhere is welcomed, not dropped on the landing.
  const afterVerification = target === '/' ? WELCOME_PATH : target;
  const goToSignIn = () =>
    navigate(`${routes.signIn.to()}?${new URLSearchParams({ email, redirect: afterVerification }).toString()}`, {
      replace: true,
      state: withNotice({ severity: 'success', text: VERIFIED_NOTICE }),
    });

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const error = verificationCodeError(code);
    setCodeError(error);
    setFormError(null);
    setResent(false);
    if (error) return;
    setBusy('verify');
    try {
      await confirmAccount(email, code);
    } catch (failure) {
      setFormError(authErrorMessage(failure, 'confirm-sign-up'));
      setBusy(null);
      return;
    }
    const password = takeCredentials(email);
    if (!password) {
      goToSignIn();
      return;
    }
    try {
      if ((await signInWithPassword(email, password)) === 'signed-in' && (await session.refresh()) === 'signed-in') {
        navigate(afterVerification, { replace: true });
        return;
      }
    } catch {
      // Verified but not signed in: sign-in with the notice is the clear next step.
    }
    goToSignIn();
  };

  const resend = async () => {
    setBusy('resend');
    setFormError(null);
    setResent(false);
    try {
      await resendVerificationCode(email);
      setResent(true);
    } catch (failure) {
      setFormError(authErrorMessage(failure, 'resend-code'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthCard
      title="Verificá tu e-mail"
      intro={
        <>
          Ingresá el código de 6 números que te enviamos a <strong>{email}</strong>. Si no lo ves, revisá la carpeta de spam.
        </>
      }
    >
      <FormError text={formError} />
      {formError === AUTH_MESSAGES.alreadyConfirmed ? (
        <p className="auth-form__hint">
          <Link to={carry(routes.signIn.to(), { email })}>Ir a ingresar</Link>
        </p>
      ) : null}
      {resent ? <Message className="auth-card__message" severity="success" text={`Te enviamos un código nuevo a ${email}.`} /> : null}
      <form className="auth-form" noValidate onSubmit={(event) => void verify(event)}>
        <label htmlFor="verification-code">Código de verificación</label>
        <InputText
          id="verification-code"
          ref={codeField}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          invalid={Boolean(codeError)}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? 'verification-code-error' : undefined}
        />
        <FieldError id="verification-code-error" text={codeError} />
        <Button className="auth-form__submit" type="submit" label="Verificar" loading={busy === 'verify'} disabled={busy === 'resend'} />
        <Button
          type="button"
          text
          label="Reenviar código"
          loading={busy === 'resend'}
          disabled={busy === 'verify'}
          onClick={() => void resend()}
        />
      </form>
      <nav className="auth-card__links" aria-label="Otras opciones de cuenta">
        <Link to={carry(routes.signUp.to())}>¿No es tu e-mail? Creá la cuenta de nuevo</Link>
      </nav>
    </AuthCard>
  );
}
