// The plate calculator: the kilos for the bar (a block's button fills them from the prescription),
// the plates for each side with the plates she has, and, when those cannot make the kilos asked,
// the nearest load they make. Her bar and plates are kept on the phone.
import { useId, useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { BARS_KG, nearestLoad, PLATE_WEIGHTS, sideText } from './plates';
import { keepMyPlates, readMyPlates, type MyPlates } from './my-plates';
import { parseArgentineNumber } from '../../../../../functions/domain/argentine-number';

const kilos = (value: number) => value.toLocaleString('es-AR');
const MAX_KG = 500;

export function PlateCalculator({ initialKg }: { initialKg: number | null }) {
  const [typed, setTyped] = useState(initialKg ? kilos(initialKg) : '');
  const [mine, setMine] = useState<MyPlates>(readMyPlates);
  const ids = useId();
  const change = (next: MyPlates) => {
    setMine(next);
    keepMyPlates(next);
  };
  const pairsOf = (kg: number) => mine.plates.find((plate) => plate.kg === kg)?.pairs ?? 0;
  const setPairs = (kg: number, pairs: number) =>
    change({ ...mine, plates: [...mine.plates.filter((plate) => plate.kg !== kg), { kg, pairs }].filter((plate) => plate.pairs > 0) });

  const parsed = parseArgentineNumber(typed);
  const asked = parsed.kind === 'number' ? parsed.value : Number.NaN;
  const wrong = parsed.kind === 'invalid' || (parsed.kind === 'number' && (asked <= 0 || asked > MAX_KG));
  const load = parsed.kind === 'number' && !wrong ? nearestLoad(asked, mine.barKg, mine.plates) : null;
  return (
    <div className="plate-calculator">
      <div className="plate-calculator__inputs">
        <label htmlFor={`${ids}-kg`}>
          Kilos en la barra
          <InputText
            id={`${ids}-kg`}
            inputMode="decimal"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            {...(wrong ? { 'aria-invalid': true, 'aria-describedby': `${ids}-kg-error`, className: 'p-invalid' } : {})}
          />
          {wrong ? (
            <small id={`${ids}-kg-error`} className="gym-tools__error">
              Kilos en la barra: un número mayor que 0 y hasta {MAX_KG}.
            </small>
          ) : null}
        </label>
        <label htmlFor={`${ids}-bar`}>
          Barra
          <select id={`${ids}-bar`} value={mine.barKg} onChange={(event) => change({ ...mine, barKg: Number(event.target.value) })}>
            {BARS_KG.map((kg) => (
              <option key={kg} value={kg}>
                {kg} kg
              </option>
            ))}
          </select>
        </label>
      </div>
      {load ? (
        <div className="plate-calculator__answer" aria-live="polite">
          <p className="plate-calculator__side">
            Por lado: <strong>{sideText(load.perSide)}</strong>
          </p>
          <p className="plate-calculator__bar" aria-hidden="true">
            {load.perSide.map((kg, index) => (
              <span key={index} className={`plate plate--${String(kg).replace('.', '-')}`}>
                {kilos(kg)}
              </span>
            ))}
          </p>
          {Math.abs(load.totalKg - asked) > 1e-9 ? (
            <p className="plate-calculator__nearest">
              Con tus discos: <strong>{kilos(load.totalKg)} kg</strong> (pediste {kilos(asked)} kg).
            </p>
          ) : (
            <p className="plate-calculator__total">
              Total: {kilos(load.totalKg)} kg con la barra de {mine.barKg} kg.
            </p>
          )}
        </div>
      ) : null}
      <details className="plate-calculator__mine">
        <summary>Mis discos (pares)</summary>
        <div className="plate-calculator__pairs">
          {PLATE_WEIGHTS.map((kg) => (
            <label key={kg} htmlFor={`${ids}-pairs-${kg}`}>
              {kilos(kg)} kg
              <select id={`${ids}-pairs-${kg}`} value={pairsOf(kg)} onChange={(event) => setPairs(kg, Number(event.target.value))}>
                {Array.from({ length: 7 }, (_, count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </details>
    </div>
  );
}
