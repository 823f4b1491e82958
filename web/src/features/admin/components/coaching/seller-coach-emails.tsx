// "Respuestas de los miembros" (decision 159): per seller, the coach's address — the members'
// messages reach it, and the coach's e-mails to them carry it as Reply-To. Empty: the store's
// contact address. The server's Spanish message shows under the field when it refuses.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { emailSchema } from '../../../../../../functions/domain/input-schemas';
import type { Seller } from '../../../../generated/graphql';
import { useSaveSellerCoachEmail, useSellerCoachEmails } from '../../api/admin-seller-coach';
import { SELLER_LABELS } from '../../lib/sales-labels';

function SellerCoachEmailForm({ seller, saved }: { seller: Seller; saved: string | null }) {
  const [email, setEmail] = useState(saved ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const save = useSaveSellerCoachEmail();
  const fieldId = useId();
  useEffect(() => setEmail(saved ?? ''), [saved]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = emailSchema.safeParse(email);
    setDone(false);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Ingresá un e-mail válido.');
      return;
    }
    setProblem(null);
    save.mutate({ seller, email: checked.data }, { onSuccess: () => setDone(true), onError: (error) => setProblem(error.message) });
  };
  return (
    <form className="seller-coach-email" onSubmit={submit} noValidate data-testid={`seller-coach-email-${seller}`}>
      <label htmlFor={fieldId}>E-mail del coach de {SELLER_LABELS[seller]}</label>
      <div className="seller-coach-email__row">
        <InputText
          id={fieldId}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="La dirección de contacto de la tienda"
          invalid={problem !== null}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${fieldId}-error` : undefined}
        />
        <Button type="submit" size="small" label={save.isPending ? 'Guardando…' : 'Guardar'} disabled={save.isPending} />
      </div>
      {problem ? (
        <small id={`${fieldId}-error`} className="p-error" role="alert">
          {problem}
        </small>
      ) : null}
      {done ? <small role="status">Guardado: los próximos avisos usan esta dirección.</small> : null}
    </form>
  );
}

export function SellerCoachEmails() {
  const emails = useSellerCoachEmails();
  return (
    <section className="seller-coach-emails" aria-labelledby="seller-coach-emails-title">
      <h2 id="seller-coach-emails-title">Respuestas de los miembros</h2>
      <p className="coach-note">
        Los mensajes y comentarios de los miembros llegan a esta dirección, y las respuestas a los avisos que reciben van a ella. Sin
        dirección, llegan al contacto de la tienda.
      </p>
      {emails.error ? <Message severity="error" text={emails.error.message} /> : null}
      {emails.data?.map((entry) => (
        <SellerCoachEmailForm key={entry.seller} seller={entry.seller} saved={entry.email ?? null} />
      ))}
    </section>
  );
}
