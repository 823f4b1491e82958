// The planning users' forms: add someone who paid outside the store, and extend a membership's
// end date. The server's rules (functions/domain/planning-user-input.ts) run before sending, with
// the same messages.
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState, type FormEvent, type ReactNode } from 'react';
import { addPlanningUserSchema, extendEndDateMessage } from '../../../../../functions/domain/planning-user-input';
import type { AddPlanningUserInput } from '../../../generated/graphql';
import type { AdminPlanningUser } from '../api/admin-planning-users';
import { formatIsoDate, fromIsoDate, toIsoDate } from '../lib/calendar-date';
import { fieldErrors } from '../../../../../functions/domain/validation';

const fieldError = (errors: Record<string, string>, field: string): ReactNode =>
  errors[field] ? (
    <small id={`member-${field}-error`} className="p-error">
      {errors[field]}
    </small>
  ) : null;

interface AddDraft {
  planningId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  startDate: Date | null;
  endDate: Date | null;
}

function validateAddDraft(draft: AddDraft): { input: AddPlanningUserInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!draft.startDate) errors['startDate'] = 'Elegí la fecha de inicio.';
  if (!draft.endDate) errors['endDate'] = 'Elegí la fecha de fin.';
  const input: AddPlanningUserInput = {
    planningId: draft.planningId ?? '',
    email: draft.email,
    firstName: draft.firstName,
    lastName: draft.lastName,
    phone: draft.phone.trim() || null,
    startDate: draft.startDate ? toIsoDate(draft.startDate) : '',
    endDate: draft.endDate ? toIsoDate(draft.endDate) : '',
  };
  const checked = addPlanningUserSchema.safeParse(input);
  // The picker's own messages ("elegí la fecha") win over the schema's for the same field.
  const all = checked.success ? errors : { ...fieldErrors(checked.error), ...errors };
  if (Object.keys(all).length > 0) return { errors: all };
  return { input: { ...input, email: checked.success ? checked.data.email : input.email } };
}

interface DialogProps<T> {
  saving: boolean;
  serverError: string | null;
  onSave: (value: T) => void;
  onClose: () => void;
}

export function AddPlanningUserDialog({
  plannings,
  initialPlanningId,
  saving,
  serverError,
  onSave,
  onClose,
}: DialogProps<AddPlanningUserInput> & { plannings: { label: string; value: string }[]; initialPlanningId: string | null }) {
  const [draft, setDraft] = useState<AddDraft>({
    planningId: initialPlanningId,
    email: '',
    firstName: '',
    lastName: '',
    phone: '',
    startDate: new Date(),
    endDate: null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof AddDraft>(key: K, value: AddDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateAddDraft(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSave(result.input);
  };

  const text = (field: 'email' | 'firstName' | 'lastName' | 'phone', label: string, type = 'text') => (
    <>
      <label htmlFor={`member-${field}`}>{label}</label>
      <InputText
        id={`member-${field}`}
        type={type}
        value={draft[field]}
        onChange={(e) => set(field, e.target.value)}
        invalid={Boolean(errors[field])}
        aria-describedby={`member-${field}-error`}
      />
      {fieldError(errors, field)}
    </>
  );

  return (
    <Dialog
      header="Agregar usuario a una planificación"
      visible
      onHide={onClose}
      style={{ width: 'min(36rem, 95vw)' }}
      modal
      baseZIndex={1100}
    >
      <form onSubmit={submit} noValidate className="admin-form">
        <p>Para quien pagó por fuera de la tienda. Si tiene cuenta con ese e-mail, el acceso queda en su cuenta.</p>
        <label htmlFor="member-planning">Planificación</label>
        <Dropdown
          inputId="member-planning"
          value={draft.planningId}
          options={plannings}
          onChange={(e) => set('planningId', e.value as string)}
          placeholder="Elegí una planificación"
          scrollHeight="200px"
          invalid={Boolean(errors['planningId'])}
        />
        {fieldError(errors, 'planningId')}
        {text('email', 'E-mail', 'email')}
        {text('firstName', 'Nombre')}
        {text('lastName', 'Apellido')}
        {text('phone', 'Teléfono (opcional)', 'tel')}
        <label htmlFor="member-start">Inicio</label>
        <Calendar
          inputId="member-start"
          value={draft.startDate}
          onChange={(e) => set('startDate', (e.value as Date | null) ?? null)}
          dateFormat="dd/mm/yy"
          locale="es"
          invalid={Boolean(errors['startDate'])}
        />
        {fieldError(errors, 'startDate')}
        <label htmlFor="member-end">Fin (último día con acceso)</label>
        <Calendar
          inputId="member-end"
          value={draft.endDate}
          onChange={(e) => set('endDate', (e.value as Date | null) ?? null)}
          dateFormat="dd/mm/yy"
          locale="es"
          invalid={Boolean(errors['endDate'])}
        />
        {fieldError(errors, 'endDate')}
        {serverError && <Message severity="error" text={serverError} />}
        <div className="admin-form__actions">
          <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onClose} disabled={saving} />
          <Button type="submit" label="Agregar" icon="pi pi-check" loading={saving} />
        </div>
      </form>
    </Dialog>
  );
}

export function ExtendPlanningUserDialog({
  member,
  saving,
  serverError,
  onSave,
  onClose,
}: DialogProps<string> & { member: AdminPlanningUser }) {
  const [endDate, setEndDate] = useState<Date | null>(() => fromIsoDate(member.endDate));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!endDate) return setErrors({ endDate: 'Elegí la nueva fecha de fin.' });
    const iso = toIsoDate(endDate);
    if (iso <= member.startDate) return setErrors({ endDate: extendEndDateMessage });
    setErrors({});
    onSave(iso);
  };

  return (
    <Dialog
      header={`Extender a ${member.firstName} ${member.lastName}`}
      visible
      onHide={onClose}
      style={{ width: 'min(30rem, 95vw)' }}
      modal
      baseZIndex={1100}
    >
      <form onSubmit={submit} noValidate className="admin-form">
        <p>
          Empezó el {formatIsoDate(member.startDate)}; hoy termina el {formatIsoDate(member.endDate)}. Extender también la vuelve a activar.
        </p>
        <label htmlFor="member-new-end">Nueva fecha de fin</label>
        <Calendar
          inputId="member-new-end"
          value={endDate}
          onChange={(e) => setEndDate((e.value as Date | null) ?? null)}
          dateFormat="dd/mm/yy"
          locale="es"
          invalid={Boolean(errors['endDate'])}
        />
        {fieldError(errors, 'endDate')}
        {serverError && <Message severity="error" text={serverError} />}
        <div className="admin-form__actions">
          <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onClose} disabled={saving} />
          <Button type="submit" label="Extender" icon="pi pi-check" loading={saving} />
        </div>
      </form>
    </Dialog>
  );
}
