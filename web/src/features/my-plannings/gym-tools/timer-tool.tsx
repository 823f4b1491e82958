// The interval timer on the gym floor: choose EMOM, AMRAP, Tabata, For Time or Descanso (a
// block's button fills it from the coach's words), then a big clock, the round, and cues by sound
// and vibration. It keeps running while the member scrolls the plan or logs her result.
import { useEffect, useId, useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import {
  clockText,
  FIELDS_OF,
  MODE_NAMES,
  DEFAULT_SETTINGS,
  phaseText,
  settingsProblem,
  TIMER_LIMITS,
  type SettingsField,
  type TimerMode,
  type TimerSettings,
} from './interval-timer';
import { unlockCueSound } from './cue-sound';
import { useIntervalTimer } from './use-interval-timer';
import { useScreenAwake } from './screen-awake';

const MODES: TimerMode[] = ['EMOM', 'AMRAP', 'TABATA', 'FOR_TIME', 'REST'];

/** A field as the form shows it: its label and whether it is typed in minutes. */
function fieldOf(mode: TimerMode, field: SettingsField): { label: string; minutes: boolean } {
  switch (field) {
    case 'rounds':
      return { label: 'Rondas', minutes: false };
    case 'workSeconds':
      return { label: mode === 'EMOM' ? 'Cada (segundos)' : 'Trabajo (segundos)', minutes: false };
    case 'restSeconds':
      return { label: 'Descanso (segundos)', minutes: false };
    case 'sets':
      return { label: 'Tabatas', minutes: false };
    case 'setRestSeconds':
      return { label: 'Descanso entre Tabatas (segundos)', minutes: false };
    case 'totalSeconds':
      if (mode === 'AMRAP') return { label: 'Duración (minutos)', minutes: true };
      if (mode === 'FOR_TIME') return { label: 'Tope (minutos)', minutes: true };
      return { label: 'Descanso (segundos)', minutes: false };
  }
}

/** "Rondas: un número entero entre 1 y 100." — the limit in the unit the field is typed in. */
function limitText(mode: TimerMode, field: SettingsField): string {
  const { label, minutes } = fieldOf(mode, field);
  const { min, max } = TIMER_LIMITS[field];
  const shown = (seconds: number) => (minutes ? Math.max(1, Math.round(seconds / 60)) : seconds);
  return `${label.replace(/ \(.*\)$/, '')}: un número entero entre ${shown(min)} y ${shown(max)}.`;
}

type Draft = Record<SettingsField, string>;
const draftOf = (settings: TimerSettings): Draft => {
  const minutes = fieldOf(settings.mode, 'totalSeconds').minutes;
  return {
    rounds: String(settings.rounds),
    workSeconds: String(settings.workSeconds),
    restSeconds: String(settings.restSeconds),
    totalSeconds: String(minutes ? settings.totalSeconds / 60 : settings.totalSeconds),
    sets: String(settings.sets),
    setRestSeconds: String(settings.setRestSeconds),
  };
};

function settingsOf(mode: TimerMode, draft: Draft): TimerSettings {
  const read = (field: SettingsField) => {
    const typed = draft[field].trim().replace(',', '.');
    const value = typed === '' ? Number.NaN : Number(typed);
    return fieldOf(mode, field).minutes ? value * 60 : value;
  };
  return {
    mode,
    rounds: read('rounds'),
    workSeconds: read('workSeconds'),
    restSeconds: read('restSeconds'),
    totalSeconds: read('totalSeconds'),
    // The fields a mode does not ask for keep one Tabata, so every mode's phases stay its own.
    sets: FIELDS_OF[mode].includes('sets') ? read('sets') : 1,
    setRestSeconds: FIELDS_OF[mode].includes('setRestSeconds') ? read('setRestSeconds') : 0,
  };
}

function TimerSetup({ initial, onStart }: { initial: TimerSettings; onStart: (settings: TimerSettings) => void }) {
  const [mode, setMode] = useState<TimerMode>(initial.mode);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [problem, setProblem] = useState<SettingsField | null>(null);
  const ids = useId();
  const choose = (next: TimerMode) => {
    setMode(next);
    setDraft(draftOf(next === initial.mode ? initial : DEFAULT_SETTINGS[next]));
    setProblem(null);
  };
  const start = () => {
    const settings = settingsOf(mode, draft);
    const wrong = settingsProblem(settings);
    setProblem(wrong);
    if (wrong) return;
    unlockCueSound();
    onStart(settings);
  };
  return (
    <form
      className="timer-setup"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        start();
      }}
    >
      <div className="timer-setup__modes" role="radiogroup" aria-label="Tipo de timer">
        {MODES.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="radio"
            aria-checked={candidate === mode}
            className="timer-setup__mode"
            onClick={() => choose(candidate)}
          >
            {MODE_NAMES[candidate]}
          </button>
        ))}
      </div>
      <div className="timer-setup__fields">
        {FIELDS_OF[mode].map((field) => {
          const id = `${ids}-${field}`;
          const wrong = problem === field;
          return (
            <label key={field} htmlFor={id}>
              {fieldOf(mode, field).label}
              <InputText
                id={id}
                inputMode="numeric"
                value={draft[field]}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                {...(wrong ? { 'aria-invalid': true, 'aria-describedby': `${id}-error`, className: 'p-invalid' } : {})}
              />
              {wrong ? (
                <small id={`${id}-error`} className="gym-tools__error">
                  {limitText(mode, field)}
                </small>
              ) : null}
            </label>
          );
        })}
      </div>
      <Button type="submit" label="Empezar" icon="pi pi-play" />
    </form>
  );
}

function TimerRun({ settings, onChange }: { settings: TimerSettings; onChange: () => void }) {
  const timer = useIntervalTimer(settings);
  const { reading, state } = timer;
  const [rounds, setRounds] = useState(0);
  // "Empezar" in the setup was the tap: the run starts as it opens.
  const { start } = timer;
  useEffect(start, [start]);
  useScreenAwake(state === 'RUNNING');
  const countsUp = settings.mode === 'FOR_TIME' && reading.phase.kind === 'WORK';
  const phase = phaseText(settings, reading.phase, state === 'DONE' || reading.done);
  return (
    <div className="timer-run" data-phase={reading.phase.kind} data-state={state}>
      <p className="timer-run__mode">{MODE_NAMES[settings.mode]}</p>
      <p className="timer-run__phase">{phase}</p>
      <p className="timer-run__clock" role="timer" aria-label={`${phase}: ${clockText(reading.shownMs, !countsUp)}`}>
        {clockText(reading.shownMs, !countsUp)}
      </p>
      {/* What the cues say aloud, for a screen reader; the sound and the vibration say it to everyone else. */}
      <p className="visually-hidden" aria-live="assertive">
        {timer.lastCue?.kind === 'START'
          ? `¡Vamos! ${phase}`
          : timer.lastCue?.kind === 'REST'
            ? 'Descanso'
            : timer.lastCue?.kind === 'END'
              ? 'Terminado'
              : ''}
      </p>
      {settings.mode === 'AMRAP' ? (
        <p className="timer-run__rounds">
          Rondas: <strong>{rounds}</strong>{' '}
          <Button
            type="button"
            size="small"
            outlined
            label="+1 ronda"
            onClick={() => setRounds((count) => count + 1)}
            disabled={state !== 'RUNNING'}
          />
        </p>
      ) : null}
      {settings.mode === 'FOR_TIME' && state === 'DONE' && !reading.done && reading.phase.kind === 'WORK' ? (
        <p className="timer-run__result">Tu tiempo: {clockText(reading.shownMs, false)}</p>
      ) : null}
      <div className="timer-run__actions">
        {state === 'RUNNING' ? (
          <Button type="button" label="Pausar" icon="pi pi-pause" onClick={timer.pause} />
        ) : state === 'DONE' ? null : (
          <Button
            type="button"
            label={state === 'PAUSED' ? 'Seguir' : 'Empezar'}
            icon="pi pi-play"
            onClick={() => {
              unlockCueSound();
              timer.start();
            }}
          />
        )}
        {settings.mode === 'FOR_TIME' && state === 'RUNNING' && reading.phase.kind === 'WORK' ? (
          <Button type="button" label="Terminé" icon="pi pi-flag" severity="success" onClick={timer.finish} />
        ) : null}
        <Button
          type="button"
          outlined
          label="Reiniciar"
          icon="pi pi-refresh"
          onClick={() => {
            setRounds(0);
            timer.reset();
          }}
        />
        <Button type="button" text label="Cambiar el timer" onClick={onChange} />
      </div>
    </div>
  );
}

/** The timer: its setup, then its run; `initial` is what a block's button asked for. */
export function TimerTool({ initial }: { initial: TimerSettings }) {
  const [running, setRunning] = useState<{ settings: TimerSettings; id: number } | null>(null);
  return running ? (
    <TimerRun key={running.id} settings={running.settings} onChange={() => setRunning(null)} />
  ) : (
    <TimerSetup initial={initial} onStart={(settings) => setRunning({ settings, id: Date.now() })} />
  );
}
