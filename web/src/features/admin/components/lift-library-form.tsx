// Adding a lift to the library from the training plan editor: its name (in Spanish, as members read
// it); the new lift is then in every block's "Levantamiento" list and in members' "Mis marcas".
import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { newLiftSchema } from '../../../../../functions/domain/lifts';
import { useCreateLift } from '../api/admin-lifts';

export function LiftLibraryForm() {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const create = useCreateLift();
  const submit = () => {
    setAdded(null);
    const checked = newLiftSchema.safeParse({ name });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Revisá el nombre.');
      return;
    }
    setProblem(null);
    create.mutate(checked.data.name, {
      onSuccess: (lift) => {
        setAdded(`Agregaste "${lift.name}": ya podés elegirlo en cada bloque.`);
        setName('');
      },
    });
  };
  const message = problem ?? create.error?.message ?? null;
  return (
    <details className="lift-library">
      <summary>¿Falta un levantamiento? Agregalo a la biblioteca</summary>
      <form
        noValidate
        aria-label="Agregar levantamiento"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className="programme-field" htmlFor="new-lift-name">
          Nombre del levantamiento
          <InputText
            id="new-lift-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            {...(message ? { 'aria-invalid': true, 'aria-describedby': 'new-lift-name-error', className: 'p-invalid' } : {})}
          />
        </label>
        {message ? (
          <small id="new-lift-name-error" className="programme-problem" role="alert">
            {message}
          </small>
        ) : null}
        <Button type="submit" size="small" label="Agregar levantamiento" icon="pi pi-plus" loading={create.isPending} />
        {added ? <p role="status">{added}</p> : null}
      </form>
    </details>
  );
}
