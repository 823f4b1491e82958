// How a consumer names a purchase without signing in (Botón de arrepentimiento, Botón de baja):
// the order number from the purchase e-mail and the purchase's e-mail. The number is sent as the
// server's normaliser reads it, so "imp sgw3 pg" is the same purchase as "IMP-SGW3-PG".
import { InputText } from 'primereact/inputtext';
import { normalizeOrderCode } from '../../../../../functions/domain/order-code';

export function PurchaseLookupFields(props: {
  idPrefix: string;
  orderId: string;
  email: string;
  onOrderId: (value: string) => void;
  onEmail: (value: string) => void;
}) {
  return (
    <>
      <div className="form-field">
        <label htmlFor={`${props.idPrefix}-order-id`}>Número de compra</label>
        <InputText
          id={`${props.idPrefix}-order-id`}
          value={props.orderId}
          onChange={(event) => props.onOrderId(event.target.value)}
          autoComplete="off"
          placeholder="IMP-XXXX-XX"
        />
        <small>Está en el e-mail que te enviamos cuando se aprobó la compra (por ejemplo, IMP-7K3Q-2M).</small>
      </div>
      <div className="form-field">
        <label htmlFor={`${props.idPrefix}-email`}>E-mail de la compra</label>
        <InputText
          id={`${props.idPrefix}-email`}
          type="email"
          value={props.email}
          onChange={(event) => props.onEmail(event.target.value)}
          autoComplete="email"
        />
      </div>
    </>
  );
}

/** The request's purchase: the number as the server reads it, and the e-mail when one was typed. */
export function purchaseLookupInput(orderId: string, email: string): { orderId: string; email?: string } {
  return { orderId: normalizeOrderCode(orderId) ?? orderId.trim(), ...(email.trim() ? { email: email.trim() } : {}) };
}

/**
 * What is wrong with a typed purchase number, named as the form labels it, before it is sent (the
 * server would refuse it too, in words that cannot name the form's field); null when it can be sent.
 */
export function purchaseNumberProblem(typed: string): string | null {
  return /[^A-Za-z0-9\s-]/.test(typed.trim())
    ? 'El número de compra lleva solo letras, números y guiones (por ejemplo, IMP-7K3Q-2M).'
    : null;
}
