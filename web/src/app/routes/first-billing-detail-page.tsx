// /configure-first-billing-detail/:id — the buyer's billing details before paying for item :id;
// once saved, on to that item's checkout. In app/routes because it names the item being bought
// (the catalogue) above the billing form (billing).
import { Link, useNavigate, useParams } from 'react-router';
import { formatMoney } from '../../../../functions/domain/money';
import { priceViewAt, useItem } from '../../features/catalogue';
import { BillingAddressForm, useCreateUserAddress, useUserAddresses } from '../../features/billing';
import { routes, itemPath } from '../../lib/paths';

export default function FirstBillingDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const createAddress = useCreateUserAddress();
  // Someone who already has billing details came here to use other ones for this purchase.
  const hasAddress = (useUserAddresses().data?.length ?? 0) > 0;
  // What the details are for: the item being bought, named before any field is asked.
  const { data: item } = useItem(id);

  return (
    <section className="billing-page" aria-labelledby="billing-title">
      <h1 id="billing-title">Tus datos de facturación</h1>
      {item ? (
        <p className="billing-page__buying" data-testid="billing-item">
          Estás comprando {item.type === 'COURSE' ? 'el curso' : 'la planificación'} <Link to={itemPath(item)}>{item.name}</Link> (
          {formatMoney(priceViewAt(item, new Date()).price)}).
        </p>
      ) : null}
      <p className="billing-page__intro">
        {hasAddress
          ? 'Facturamos tu compra con los datos que guardes ahora. Después seguimos con el pago.'
          : 'Los necesitamos para emitir la factura de tu compra. Completalos una vez y seguimos con el pago.'}
      </p>
      <BillingAddressForm
        submitLabel="Guardar y continuar"
        submitting={createAddress.isPending}
        serverError={createAddress.error?.message ?? null}
        onSubmit={(input) =>
          createAddress.mutate(input, {
            onSuccess: () => navigate(routes.checkout.to({ id }), { replace: true }),
          })
        }
      />
    </section>
  );
}
