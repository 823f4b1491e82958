// What a monthly subscription does, said the same way on the planning page and at its checkout
// (issue 39), and only what the store does: Mercado Pago charges the price once a month, on the day
// of the month of the first charge (after the free trial, when there is one); the Botón de baja
// ends it at any time, no further charge is taken, and access lasts to the end of the period
// already paid.
import { Link } from 'react-router';
import { formatMoney } from '../../../../../functions/domain/money';
import { routes } from '../../../lib/paths';

const days = (count: number) => `${count} ${count === 1 ? 'día' : 'días'}`;

export function MonthlyTerms({ monthlyPrice, trialDays, className }: { monthlyPrice: number; trialDays: number; className?: string }) {
  return (
    <ul className={className} data-testid="monthly-terms">
      {trialDays > 0 ? (
        <li>Los primeros {days(trialDays)} son gratis: el primer cobro es cuando terminan.</li>
      ) : (
        <li>El primer cobro es cuando autorizás tu tarjeta en Mercado Pago.</li>
      )}
      <li>Después, Mercado Pago te cobra {formatMoney(monthlyPrice)} cada mes, el mismo día del mes que el primer cobro.</li>
      <li>
        Te das de baja cuando quieras con el <Link to={routes.serviceCancellation.to()}>Botón de baja</Link>: no se cobra más y seguís con
        acceso hasta el final del período ya pagado.
      </li>
    </ul>
  );
}
