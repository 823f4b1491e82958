// Shown in the member area while the browser has no connection: exactly what still works (the
// weeks already opened on this phone, logging results, which wait and are sent alone, Mis marcas
// as last seen) and what needs the connection back (each named: the exercises' videos too, which
// load from the store as they play and are never kept on the phone).
import { useOnline } from './use-online';

export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <p>
        <i className="pi pi-wifi" aria-hidden="true" /> <strong>Sin conexión.</strong> Funciona: ver las semanas que ya abriste en este
        teléfono, registrar resultados (quedan guardados acá y se envían solos cuando vuelva la conexión) y ver tus marcas y récords como
        los viste la última vez.
      </p>
      <p>
        Necesita conexión: abrir otra semana, ver los videos de los ejercicios, cambiar tus marcas, editar o borrar un resultado ya enviado,
        leer o escribir comentarios con tu coach y elegir cuándo empezar.
      </p>
    </div>
  );
}
