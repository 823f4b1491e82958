// /my-profile — the signed-in person's own account: first and last name (the sign-up rules, checked
// here and again by the server, which also changes the Cognito account), e-mail preferences (news,
// and each kind of planning notice), and
// a new password (Cognito ChangePassword through Amplify: the current password is required and the
// new one must meet the pool's policy, checked before anything is sent).
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../api/cognito-account';
import { fetchMyProfile, myProfileQueryKey, useUpdateMyProfile } from '../api/update-my-profile';
import { FieldError, FormError } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { nameError, NAME_MAX_LENGTH } from '../domain/account-form-rules';
import { authErrorMessage } from '../domain/auth-error-messages';
import { PASSWORD_POLICY_HINT, passwordPolicyMessage } from '../domain/password-strength';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';
import { PageStatus } from '../../../components/page-status';
import { QueryErrorMessage } from '../../../components/query-error-message';
import { NOTICE_LABELS, type NoticeKind, type NoticePreferences } from '../../../../../functions/domain/notice-preferences';
import '../auth.css';

const NOTICE_KINDS = Object.keys(NOTICE_LABELS) as NoticeKind[];

type NameField = 'firstName' | 'lastName';

function ProfileForm({
  initial,
  email,
  onSaved,
}: {
  initial: { firstName: string; lastName: string; newsOptIn: boolean; noticePreferences: NoticePreferences };
  email: string;
  onSaved(): Promise<unknown>;
}) {
  const update = useUpdateMyProfile();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<NameField, string | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fieldErrors = { firstName: nameError(values.firstName, 'nombre'), lastName: nameError(values.lastName, 'apellido') };
    setErrors(fieldErrors);
    setFormError(null);
    setSaved(false);
    if (fieldErrors.firstName || fieldErrors.lastName) return;
    try {
      const user = await update.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        newsOptIn: values.newsOptIn,
        noticePreferences: values.noticePreferences,
      });
      setValues({
        firstName: user.firstName,
        lastName: user.lastName,
        newsOptIn: user.newsOptIn,
        noticePreferences: user.noticePreferences,
      });
      await onSaved();
      setSaved(true);
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : 'No pudimos guardar tus datos. Intentá de nuevo.');
    }
  };

  const nameInput = (field: NameField, id: string, label: string, autoComplete: string) => (
    <div>
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        autoComplete={autoComplete}
        maxLength={NAME_MAX_LENGTH}
        value={values[field]}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        invalid={Boolean(errors[field])}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} text={errors[field]} />
    </div>
  );

  return (
    <section className="auth-card profile-card" aria-labelledby="profile-data-title">
      <h2 id="profile-data-title">Tus datos</h2>
      <FormError text={formError} />
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} data-testid="profile-form">
        <div className="auth-form__row">
          {nameInput('firstName', 'profile-first-name', 'Nombre', 'given-name')}
          {nameInput('lastName', 'profile-last-name', 'Apellido', 'family-name')}
        </div>
        <label htmlFor="profile-email">E-mail</label>
        <InputText id="profile-email" value={email} readOnly aria-describedby="profile-email-hint" />
        <small id="profile-email-hint" className="auth-form__hint">
          Es el e-mail con el que ingresás; para cambiarlo escribinos desde Contacto.
        </small>
        <fieldset className="profile-preferences">
          <legend>E-mails que querés recibir</legend>
          <div className="profile-preferences__option">
            <Checkbox
              inputId="profile-news"
              checked={values.newsOptIn}
              onChange={(event) => setValues((current) => ({ ...current, newsOptIn: Boolean(event.checked) }))}
            />
            <label htmlFor="profile-news">Novedades, cursos nuevos y ofertas</label>
          </div>
          <small className="auth-form__hint">Los e-mails de tus compras y de tu cuenta te llegan siempre.</small>
        </fieldset>
        <fieldset className="profile-preferences" data-testid="notice-preferences">
          <legend>Avisos de tus planificaciones</legend>
          {NOTICE_KINDS.map((kind) => (
            <div key={kind} className="profile-preferences__option">
              <Checkbox
                inputId={`profile-notice-${kind}`}
                checked={values.noticePreferences[kind]}
                onChange={(event) =>
                  setValues((current) => ({
                    ...current,
                    noticePreferences: { ...current.noticePreferences, [kind]: Boolean(event.checked) },
                  }))
                }
              />
              <label htmlFor={`profile-notice-${kind}`}>{NOTICE_LABELS[kind]}</label>
            </div>
          ))}
        </fieldset>
        {saved ? <Message className="auth-card__message" severity="success" text="Guardamos tus datos." /> : null}
        <Button className="auth-form__submit" type="submit" label="Guardar cambios" loading={update.isPending} />
      </form>
    </section>
  );
}

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string | null; next?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fieldErrors = {
      current: current === '' ? 'Ingresá tu contraseña actual.' : null,
      next:
        next === ''
          ? 'Ingresá la contraseña nueva.'
          : next === current
            ? 'La contraseña nueva tiene que ser distinta de la actual.'
            : passwordPolicyMessage(next),
    };
    setErrors(fieldErrors);
    setFormError(null);
    setChanged(false);
    if (fieldErrors.current || fieldErrors.next) return;
    setBusy(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setChanged(true);
    } catch (error) {
      setFormError(authErrorMessage(error, 'change-password'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="auth-card profile-card" aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">Contraseña</h2>
      <FormError text={formError} />
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} data-testid="password-form">
        <PasswordField
          id="profile-current-password"
          label="Contraseña actual"
          value={current}
          onChange={setCurrent}
          error={errors.current}
          autoComplete="current-password"
        />
        <PasswordField
          id="profile-new-password"
          label="Contraseña nueva"
          value={next}
          onChange={setNext}
          error={errors.next}
          autoComplete="new-password"
          withMeter
          hint={PASSWORD_POLICY_HINT}
        />
        {changed ? <Message className="auth-card__message" severity="success" text="Cambiamos tu contraseña." /> : null}
        <Button className="auth-form__submit" type="submit" label="Cambiar contraseña" loading={busy} />
      </form>
    </section>
  );
}

export default function ProfilePage() {
  usePageTitle('Mi perfil');
  const session = useSession();
  const userId = session.user?.id ?? '';
  const profile = useQuery({ queryKey: myProfileQueryKey(userId), queryFn: fetchMyProfile, enabled: userId !== '' });

  return (
    <div className="profile-page">
      <h1>Mi perfil</h1>
      {profile.data ? (
        <>
          <ProfileForm
            initial={{
              firstName: profile.data.firstName,
              lastName: profile.data.lastName,
              newsOptIn: profile.data.newsOptIn,
              noticePreferences: profile.data.noticePreferences,
            }}
            email={profile.data.email}
            onSaved={async () => {
              // The header shows the new name; the next visit reads the saved profile.
              await Promise.all([session.refresh(), profile.refetch()]);
            }}
          />
          <PasswordForm />
        </>
      ) : profile.error ? (
        <QueryErrorMessage error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <PageStatus label="Cargando tu perfil…" />
      )}
    </div>
  );
}
