// A seller's fiscal settings for ARCA: razón social, CUIT, condition, punto de venta, environment
// and the data ARCA's printed format asks for. The server's rules (functions/domain/
// fiscal-settings-input.ts) run before sending, with the same messages. The certificate and key
// are not edited here: they live in Secrets Manager (README, "Factura electrónica").
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { fiscalSettingsSchema } from '../../../../../functions/domain/fiscal-settings-input';
import { fieldErrors } from '../../../../../functions/domain/validation';
import type { FiscalSettingsInput, Seller } from '../../../generated/graphql';
import { useNotices } from '../../../components/toast';
import { useSaveFiscalSettings } from '../api/admin-invoices';

const CONDITIONS = [
  { label: 'Monotributo (Factura C)', value: 'MONOTRIBUTO' },
  { label: 'Responsable inscripto (Factura A o B)', value: 'RESPONSABLE_INSCRIPTO' },
];
const ENVIRONMENTS = [
  { label: 'Homologación (pruebas, sin validez fiscal)', value: 'HOMOLOGACION' },
  { label: 'Producción', value: 'PRODUCCION' },
];

const emptyFor = (seller: Seller): FiscalSettingsInput => ({
  seller,
  legalName: '',
  cuit: '',
  condition: 'MONOTRIBUTO',
  pointOfSale: 1,
  environment: 'HOMOLOGACION',
  address: '',
  grossIncomeNumber: '',
  activityStartDate: '',
});

export function FiscalSettingsForm({
  seller,
  current,
}: {
  seller: Seller;
  current: (FiscalSettingsInput & { updatedAt?: string | null }) | null;
}) {
  // What the server keeps besides the input (updatedAt) is left out by the schema's parse on save.
  const [draft, setDraft] = useState<FiscalSettingsInput>(() => (current ? { ...current, seller } : emptyFor(seller)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveFiscalSettings();
  const { show } = useNotices();
  const set = <K extends keyof FiscalSettingsInput>(field: K, value: FiscalSettingsInput[K]) =>
    setDraft((previous) => ({ ...previous, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = fiscalSettingsSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => show({ severity: 'success', summary: 'Guardamos los datos fiscales.' }),
      onError: (error) => show({ severity: 'error', summary: 'No se pudieron guardar los datos fiscales.', detail: error.message }),
    });
  };

  const text = (field: 'legalName' | 'cuit' | 'address' | 'grossIncomeNumber' | 'activityStartDate', label: string, type = 'text') => (
    <label className="admin-field">
      {label}
      <InputText
        type={type}
        value={draft[field]}
        onChange={(e) => set(field, e.target.value)}
        invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `fiscal-${field}-error` : undefined}
      />
      {errors[field] ? (
        <small id={`fiscal-${field}-error`} className="p-error">
          {errors[field]}
        </small>
      ) : null}
    </label>
  );

  return (
    <form className="admin-form fiscal-settings" onSubmit={submit} aria-label="Datos fiscales" noValidate>
      {!current ? (
        <Message severity="warn" text="Este vendedor no tiene datos fiscales: sus ventas no se facturan hasta cargarlos." />
      ) : null}
      {text('legalName', 'Razón social')}
      {text('cuit', 'CUIT')}
      <label className="admin-field">
        Condición frente al IVA
        <Dropdown
          value={draft.condition}
          options={CONDITIONS}
          onChange={(e) => set('condition', e.value as FiscalSettingsInput['condition'])}
          aria-label="Condición frente al IVA"
        />
      </label>
      <label className="admin-field">
        Punto de venta
        <InputNumber
          value={draft.pointOfSale}
          onValueChange={(e) => set('pointOfSale', e.value ?? 0)}
          useGrouping={false}
          min={1}
          max={99998}
          aria-label="Punto de venta"
          invalid={Boolean(errors['pointOfSale'])}
        />
        {errors['pointOfSale'] ? <small className="p-error">{errors['pointOfSale']}</small> : null}
      </label>
      <label className="admin-field">
        Ambiente de ARCA
        <Dropdown
          value={draft.environment}
          options={ENVIRONMENTS}
          onChange={(e) => set('environment', e.value as FiscalSettingsInput['environment'])}
          aria-label="Ambiente de ARCA"
        />
      </label>
      {text('address', 'Domicilio comercial')}
      {text('grossIncomeNumber', 'Ingresos Brutos')}
      {text('activityStartDate', 'Inicio de actividades', 'date')}
      <div>
        <Button type="submit" label="Guardar datos fiscales" icon="pi pi-save" loading={save.isPending} />
      </div>
    </form>
  );
}
