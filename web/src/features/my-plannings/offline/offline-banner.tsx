// Shown in the member area while the browser has no connection: what still works (the weeks
// already opened on this phone, logging results, which wait and are sent alone) and what needs
// the connection back.
import { useOnline } from './use-online';

export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <p>
        <i className="pi pi-wifi" aria-hidden="true" /> <strong>Sin conexión.</strong> Podés ver las semanas que ya abriste en este teléfono
        y registrar resultados: quedan guardados acá y se envían solos cuando vuelva la conexión.
      </p>
      <p>Para abrir otra semana, cambiar tus marcas o elegir cuándo empezar necesitás conexión.</p>
    </div>
  );
}
