// /auth/sign-up: first name, last name, e-mail and a password with the strength meter. The
// password must meet the pool policy before anything is sent; Cognito then e-mails a code and the
// person goes on to verify it.
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { signInWithPassword, signUpAccount } from '../api/cognito-account';
import { AuthCard, FieldError, FormError, withNotice } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { useRedirectTarget } from '../components/use-redirect-target';
import { emailError, nameError, normalizeEmail, NAME_MAX_LENGTH } from '../domain/account-form-rules';
import { authErrorMessage } from '../domain/auth-error-messages';
import { PASSWORD_POLICY_HINT, passwordPolicyMessage } from '../domain/password-strength';
import { rememberCredentials } from '../pending-credentials';
import { useSession } from '../../../lib/session/session-context';
import { routes } from '../../../lib/paths';

type Field = 'firstName' | 'lastName' | 'email' | 'password';

export default function SignUpPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { target, carry } = useRedirectTarget();
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [accountExists, setAccountExists] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fieldErrors = {
      firstName: nameError(values.firstName, 'nombre'),
      lastName: nameError(values.lastName, 'apellido'),
      email: emailError(values.email),
      password: values.password === '' ? 'Ingresá una contraseña.' : passwordPolicyMessage(values.password),
    };
    setErrors(fieldErrors);
    setFormError(null);
    setAccountExists(false);
    if (Object.values(fieldErrors).some(Boolean)) return;
    setBusy(true);
    const email = normalizeEmail(values.email);
    try {
      const { alreadyConfirmed } = await signUpAccount({ ...values, email });
      if (alreadyConfirmed) {
        // A pool that confirms accounts by itself needs no code: sign in right away.
        await signInWithPassword(email, values.password);
        await session.refresh();
        navigate(target, { replace: true });
        return;
      }
      rememberCredentials(email, values.password);
      navigate(carry(routes.emailVerification.to({ destination: email })), {
        state: withNotice({ severity: 'success', text: `Creamos tu cuenta. Te enviamos un código a ${email}.` }),
      });
    } catch (error) {
      setFormError(authErrorMessage(error, 'sign-up'));
      setAccountExists(error instanceof Error && error.name === 'UsernameExistsException');
    } finally {
      setBusy(false);
    }
  };

  const textField = (field: 'firstName' | 'lastName' | 'email', id: string, label: string, autoComplete: string) => (
    <>
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        type={field === 'email' ? 'email' : 'text'}
        autoComplete={autoComplete}
        maxLength={field === 'email' ? 254 : NAME_MAX_LENGTH}
        value={values[field]}
        onChange={(event) => set(field)(event.target.value)}
        invalid={Boolean(errors[field])}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} text={errors[field]} />
    </>
  );

  return (
    <AuthCard title="Crear cuenta" intro="Creá tu cuenta para comprar cursos y planificaciones.">
      <FormError text={formError} />
      {accountExists ? (
        <p className="auth-form__hint">
          <Link to={carry(routes.signIn.to(), { email: normalizeEmail(values.email) })}>Ingresá</Link> o{' '}
          <Link to={carry(routes.forgotPassword.to(), { email: normalizeEmail(values.email) })}>restablecé tu contraseña</Link>.
        </p>
      ) : null}
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="auth-form__row">
          <div>{textField('firstName', 'sign-up-first-name', 'Nombre', 'given-name')}</div>
          <div>{textField('lastName', 'sign-up-last-name', 'Apellido', 'family-name')}</div>
        </div>
        {textField('email', 'sign-up-email', 'E-mail', 'email')}
        <PasswordField
          id="sign-up-password"
          label="Contraseña"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          autoComplete="new-password"
          withMeter
          hint={PASSWORD_POLICY_HINT}
        />
        <Button className="auth-form__submit" type="submit" label="Crear cuenta" loading={busy} />
      </form>
      <nav className="auth-card__links" aria-label="Otras opciones de cuenta">
        <span>
          ¿Ya tenés cuenta? <Link to={carry(routes.signIn.to())}>Ingresá</Link>
        </span>
      </nav>
    </AuthCard>
  );
}
