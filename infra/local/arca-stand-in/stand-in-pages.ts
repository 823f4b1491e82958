// The ARCA stand-in's control panel, in Spanish: switches for outages and forced refusals, the
// tickets it granted (with "vencer tokens") and every voucher it authorised.
import { escapeHtml as escape } from '../http';
import type { ArcaSwitches } from './switches';
import type { AuthorisedVoucher, GrantedTicket } from './stand-in-state';

const LETTER: Record<number, string> = {
  1: 'Factura A',
  3: 'Nota de crédito A',
  6: 'Factura B',
  8: 'Nota de crédito B',
  11: 'Factura C',
  13: 'Nota de crédito C',
};

export function renderArcaPanel(view: {
  switches: ArcaSwitches;
  vouchers: readonly AuthorisedVoucher[];
  tickets: readonly GrantedTicket[];
  calls: readonly { at: string; operation: string; outcome: string }[];
  now: Date;
}): string {
  const { switches } = view;
  const check = (name: keyof ArcaSwitches, label: string) =>
    `<label><input type="checkbox" name="${name}" ${switches[name] === true ? 'checked' : ''}> ${escape(label)}</label>`;
  const count = (name: keyof ArcaSwitches, label: string) =>
    `<label>${escape(label)} <input type="number" min="0" max="100" name="${name}" value="${escape(switches[name])}"></label>`;
  const choice = (name: 'outOfSequenceIn' | 'cuitNotInTicket', label: string, options: [string, string][]) =>
    `<label>${escape(label)} <select name="${name}">${options
      .map(([value, text]) => `<option value="${value}" ${String(switches[name]) === value ? 'selected' : ''}>${escape(text)}</option>`)
      .join('')}</select></label>`;
  const vouchers = [...view.vouchers]
    .reverse()
    .slice(0, 100)
    .map(
      (v) =>
        `<tr><td>${escape(LETTER[v.voucherType] ?? v.voucherType)}</td><td>${String(v.pointOfSale).padStart(5, '0')}-${String(v.number).padStart(8, '0')}</td><td>${escape(v.cuit)}</td><td>${v.docType} ${escape(v.docNumber)}</td><td>${v.total.toFixed(2)}</td><td><code>${escape(v.cae)}</code></td><td>${v.associated ? `${v.associated.pointOfSale}-${v.associated.number}` : ''}</td></tr>`,
    )
    .join('');
  const tickets = view.tickets
    .slice(-10)
    .map(
      (t) =>
        `<tr><td>${escape(t.cuit)}</td><td>${escape(t.service)}</td><td>${escape(t.expirationTime)}</td><td>${new Date(t.expirationTime) > view.now ? 'vigente' : 'vencido'}</td></tr>`,
    )
    .join('');
  const calls = view.calls
    .slice(0, 30)
    .map((c) => `<tr><td>${escape(c.at)}</td><td>${escape(c.operation)}</td><td>${escape(c.outcome)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>ARCA (stand-in local)</title><style>
body{font-family:system-ui,sans-serif;background:#eef1f5;margin:0;color:#1f2933}
header{background:#1b4f8a;color:#fff;padding:.8rem 1.2rem;font-weight:600}
main{max-width:60rem;margin:1.5rem auto;background:#fff;border-radius:.6rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
fieldset{display:grid;gap:.5rem;border:1px solid #d5dce4;border-radius:.4rem;margin-bottom:1rem;min-width:0}
select{display:block;width:100%;margin-top:.2rem}
button{font:inherit;padding:.5rem .9rem;border-radius:.4rem;border:1px solid #1b4f8a;background:#1b4f8a;color:#fff;cursor:pointer}
table{width:100%;border-collapse:collapse;font-size:.82rem;display:block;overflow-x:auto}td,th{border-bottom:1px solid #e3e8ee;padding:.3rem;text-align:left}
code{font-size:.8rem}.note{background:#fff7d6;border:1px solid #f0d770;padding:.6rem .8rem;border-radius:.4rem;font-size:.9rem}
</style></head><body><header>ARCA — WSAA y WSFEv1 (stand-in local)</header><main>
<p class="note">Stand-in local de ARCA para desarrollo y pruebas: los CAE que emite no tienen validez fiscal.</p>
<form method="post" action="/_arca/actions/settings"><fieldset><legend>Fallas</legend>
${check('wsaaDown', 'WSAA fuera de servicio (503)')}
${check('wsfeDown', 'WSFEv1 fuera de servicio (503)')}
${check('dummyDown', 'FEDummy informa servidores caídos')}
${check('refuseLogins', 'WSAA rechaza el acceso (coe.notAuthorized)')}
${count('badDocument', 'Rechazar por documento (10015) las próximas')}
${count('takeNumbers', 'Otro sistema toma el próximo número (10016) en las próximas')}
${count('dropAnswers', 'Autorizar pero perder la respuesta en las próximas')}
${choice('outOfSequenceIn', '10016 (numeración) en', [
  ['errors', 'Errors (respuestas de ARCA)'],
  ['observations', 'Observaciones (ejemplo del manual)'],
])}
${choice('cuitNotInTicket', 'CUIT no incluida en el token', [
  ['601', '601 (tabla del manual)'],
  ['600', '600 (ejemplo del manual)'],
])}
<button>Guardar</button></fieldset></form>
<form method="post" action="/_arca/actions/expire-tickets"><button>Vencer todos los tokens</button></form>
<h2>Tokens (TA) otorgados</h2><table><tr><th>CUIT</th><th>Servicio</th><th>Vence</th><th>Estado</th></tr>${tickets}</table>
<h2>Comprobantes autorizados</h2><table><tr><th>Tipo</th><th>Número</th><th>CUIT emisor</th><th>Receptor</th><th>Total</th><th>CAE</th><th>Asociado</th></tr>${vouchers}</table>
<h2>Últimas llamadas</h2><table><tr><th>Hora</th><th>Operación</th><th>Resultado</th></tr>${calls}</table>
</main></body></html>`;
}
