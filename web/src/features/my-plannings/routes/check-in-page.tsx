// /my-plannings/check-in — "Check-in" (issue 40): how the member arrives today (sleep, energy, mood,
// stress, soreness from 1 to 5, and her body weight), for her coach. Health data (Ley 25.326): the
// page first asks her express consent, saying who sees them, what for, that they are optional and
// how to delete them; then today's form (or one of the 6 days before), the last 28 days, each
// deletable, and the withdrawal that deletes everything. Phone first: one column, big targets.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { numberFromText, numberToText } from '../../../../../functions/domain/argentine-number';
import {
  CHECK_IN_CONSENT_VERSION,
  CHECK_IN_DAYS_BACK,
  CHECK_IN_SCORES,
  SCORE_LABELS,
  checkInSchema,
  type CheckInScore,
} from '../../../../../functions/domain/check-in';
import { fieldErrors } from '../../../../../functions/domain/validation';
import { addDays, toStoreDate } from '../../../../../functions/domain/store-clock';
import { checkInDayName, checkInValuesText, type CheckInValues } from '../../../components/check-ins/check-in-text';
import { usePageTitle } from '../../../lib/page-title';
import { routes } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session-context';
import { useDeleteCheckIn, useGiveCheckInConsent, useMyCheckIns, useSaveCheckIn, useWithdrawCheckInConsent } from '../api/check-ins';
import type { ViewerKey } from '../api/keys';
import { PlanError, PlanStatus } from '../components/plan-status';
import '../my-plannings.css';

function ConsentCard({ viewer }: { viewer: ViewerKey }) {
  const give = useGiveCheckInConsent(viewer);
  const [accepted, setAccepted] = useState(false);
  const [missing, setMissing] = useState(false);
  return (
    <section className="check-in__consent" aria-labelledby="consent-title">
      <h2 id="consent-title">Antes de empezar</h2>
      <p>
        El check-in es <strong>opcional</strong>: cómo dormiste, tu energía, ánimo, estrés, dolor muscular y tu peso. Son datos de salud,
        así que los guardamos solo si nos das tu consentimiento.
      </p>
      <ul>
        <li>Los ve tu coach (el de tus planificaciones) para ajustar tu entrenamiento, y nadie más.</li>
        <li>Podés borrar un día o todo, cuando quieras, desde esta misma página.</li>
        <li>Si retirás tu consentimiento, borramos todos tus check-ins.</li>
      </ul>
      <label className="check-in__accept">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            setMissing(false);
          }}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? 'consent-error' : undefined}
        />
        Acepto que guarden mis check-ins y que los vea mi coach.
      </label>
      {missing ? (
        <small id="consent-error" className="result-form__field-error">
          Para empezar, marcá que aceptás.
        </small>
      ) : null}
      {give.error ? (
        <p className="result-form__problem" role="alert">
          {give.error.message}
        </p>
      ) : null}
      <Button
        type="button"
        label="Empezar mis check-ins"
        loading={give.isPending}
        onClick={() => {
          if (!accepted) {
            setMissing(true);
            return;
          }
          give.mutate(CHECK_IN_CONSENT_VERSION);
        }}
      />
    </section>
  );
}

const FIELDS = [...CHECK_IN_SCORES, 'bodyWeightKg', 'day', 'input'] as const;

function CheckInForm({ viewer, today, entries }: { viewer: ViewerKey; today: string; entries: CheckInValues[] }) {
  const save = useSaveCheckIn(viewer);
  const [day, setDay] = useState(today);
  const existing = entries.find((entry) => entry.day === day);
  const [scores, setScores] = useState<Partial<Record<CheckInScore, number | null>>>({});
  const [weight, setWeight] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [saved, setSaved] = useState(false);
  const scoreOf = (name: CheckInScore) => (name in scores ? (scores[name] ?? null) : (existing?.[name] ?? null));
  const weightText = weight ?? numberToText(existing?.bodyWeightKg ?? null);
  const days = Array.from({ length: CHECK_IN_DAYS_BACK + 1 }, (_, index) => addDays(today, -index));

  const submit = () => {
    setSaved(false);
    const input = {
      day,
      ...Object.fromEntries(CHECK_IN_SCORES.map((name) => [name, scoreOf(name)])),
      bodyWeightKg: weightText.trim() === '' ? null : (numberFromText(weightText) ?? Number.NaN),
    };
    const checked = checkInSchema.safeParse(input);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, FIELDS));
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: () => {
        setSaved(true);
        setScores({});
        setWeight(null);
      },
    });
  };

  return (
    <form
      className="check-in__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="check-in__day">
        Día
        <select
          className="p-inputtext"
          value={day}
          onChange={(event) => {
            setDay(event.target.value);
            setScores({});
            setWeight(null);
            setSaved(false);
          }}
        >
          {days.map((option) => (
            <option key={option} value={option}>
              {checkInDayName(option, today)}
            </option>
          ))}
        </select>
      </label>
      {CHECK_IN_SCORES.map((name) => {
        const { label, low, high } = SCORE_LABELS[name];
        const errorId = `check-in-${name}-error`;
        return (
          <fieldset key={name} className="check-in__score" aria-describedby={errors[name] ? errorId : undefined}>
            <legend>{label}</legend>
            <div className="check-in__scale" role="radiogroup" aria-label={`${label}: 1 es ${low.toLowerCase()}, 5 ${high.toLowerCase()}`}>
              {[1, 2, 3, 4, 5].map((value) => (
                <label key={value} className="check-in__option">
                  <input
                    type="radio"
                    name={name}
                    value={value}
                    checked={scoreOf(name) === value}
                    onChange={() => setScores((current) => ({ ...current, [name]: value }))}
                  />
                  <span>{value}</span>
                </label>
              ))}
            </div>
            <p className="check-in__ends" aria-hidden="true">
              <span>{low}</span>
              <span>{high}</span>
            </p>
            {scoreOf(name) !== null ? (
              <button type="button" className="check-in__clear" onClick={() => setScores((current) => ({ ...current, [name]: null }))}>
                Quitar {label.toLowerCase()}
              </button>
            ) : null}
            {errors[name] ? (
              <small id={errorId} className="result-form__field-error">
                {errors[name]}
              </small>
            ) : null}
          </fieldset>
        );
      })}
      <label className="check-in__weight" htmlFor="check-in-weight">
        Peso (kg)
        <InputText
          id="check-in-weight"
          inputMode="decimal"
          placeholder="Por ejemplo 61,5"
          value={weightText}
          onChange={(event) => setWeight(event.target.value)}
          {...(errors.bodyWeightKg ? { 'aria-invalid': true, 'aria-describedby': 'check-in-weight-error', className: 'p-invalid' } : {})}
        />
        {errors.bodyWeightKg ? (
          <small id="check-in-weight-error" className="result-form__field-error">
            {errors.bodyWeightKg}
          </small>
        ) : null}
      </label>
      {errors.input || errors.day || save.error ? (
        <p className="result-form__problem" role="alert">
          {errors.input ?? errors.day ?? save.error?.message}
        </p>
      ) : null}
      {saved ? (
        <p className="lift-maxes__saved" role="status">
          Guardamos tu check-in de {checkInDayName(day, today).toLowerCase()}.
        </p>
      ) : null}
      <Button type="submit" label={existing ? 'Guardar cambios' : 'Guardar check-in'} loading={save.isPending} />
    </form>
  );
}

function CheckInList({ viewer, today, entries }: { viewer: ViewerKey; today: string; entries: CheckInValues[] }) {
  const remove = useDeleteCheckIn(viewer);
  if (entries.length === 0) return <p className="records-page__empty">Todavía no hiciste ningún check-in.</p>;
  return (
    <ul className="check-in__list">
      {[...entries].reverse().map((entry) => (
        <li key={entry.day}>
          <p className="check-in__list-day">{checkInDayName(entry.day, today)}</p>
          <p className="check-in__list-values">{checkInValuesText(entry)}</p>
          <button
            type="button"
            className="check-in__delete"
            disabled={remove.isPending}
            onClick={() => remove.mutate(entry.day)}
            aria-label={`Borrar el check-in de ${checkInDayName(entry.day, today).toLowerCase()}`}
          >
            Borrar
          </button>
        </li>
      ))}
    </ul>
  );
}

function Withdrawal({ viewer }: { viewer: ViewerKey }) {
  const withdraw = useWithdrawCheckInConsent(viewer);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="check-in__withdraw" onClick={() => setAsking(true)}>
        Retirar mi consentimiento y borrar todos mis check-ins
      </button>
    );
  }
  return (
    <div className="check-in__confirm" role="group" aria-label="Retirar el consentimiento">
      <p>Vamos a borrar todos tus check-ins y no guardaremos nuevos hasta que vuelvas a aceptar. ¿Seguimos?</p>
      {withdraw.error ? (
        <p className="result-form__problem" role="alert">
          {withdraw.error.message}
        </p>
      ) : null}
      <Button type="button" severity="danger" label="Sí, borrar todo" loading={withdraw.isPending} onClick={() => withdraw.mutate()} />
      <Button type="button" text label="No, volver" onClick={() => setAsking(false)} />
    </div>
  );
}

export default function CheckInPage() {
  usePageTitle('Check-in');
  const session = useSession();
  const viewer = session.user?.id ?? 'visitor';
  const checkIns = useMyCheckIns(viewer);
  const today = toStoreDate(new Date());
  return (
    <div className="member-planning check-in">
      <p className="member-planning__back">
        <Link to={routes.myPlannings.to()}>← Mis planificaciones</Link>
      </p>
      <h1>Check-in</h1>
      <p className="check-in__intro">Contale a tu coach cómo llegás hoy. Completá solo lo que quieras.</p>
      {checkIns.isPending ? <PlanStatus label="Cargando tus check-ins…" /> : null}
      {checkIns.error ? <PlanError error={checkIns.error} onRetry={() => void checkIns.refetch()} /> : null}
      {checkIns.data && !checkIns.data.consent ? <ConsentCard viewer={viewer} /> : null}
      {checkIns.data?.consent ? (
        <>
          <CheckInForm viewer={viewer} today={today} entries={checkIns.data.checkIns} />
          <section aria-labelledby="check-in-days" className="records-page__section">
            <h2 id="check-in-days">Tus últimos check-ins</h2>
            <CheckInList viewer={viewer} today={today} entries={checkIns.data.checkIns} />
          </section>
          <Withdrawal viewer={viewer} />
        </>
      ) : null}
    </div>
  );
}
