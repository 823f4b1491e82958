// The subscribers of a planning sold by the month (issue 39): the figures over all of them
// (subscribers, monthly recurring revenue, new and cancelled this month, failed charges), then
// each subscriber with her status, next charge, amount and every charge, 25 at a time; a cleared
// charge can be refunded (whole or an amount) from its row.
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { formatMoney, formatMoneyWithCents } from '../../../../../functions/domain/money';
import { formatStoreDate } from '../../../../../functions/domain/store-clock';
import { usePlanningSubscribers } from '../api/admin-subscribers';
import { AdminLayout } from '../components/admin-layout';
import { PlanningPicker, useChosenPlanning } from '../components/planning-picker';
import { RefundSubscriptionChargeDialog, type RefundableCharge } from '../components/refund-subscription-charge-dialog';
import { chargeStateLabel } from '../lib/subscription-labels';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../lib/subscription-status-labels';

function Figures({ summary }: { summary: NonNullable<ReturnType<typeof usePlanningSubscribers>['data']>['pages'][number]['summary'] }) {
  const figures = [
    {
      label: 'Suscriptores',
      value: String(summary.subscribers),
      detail: `${summary.active} activas · ${summary.trial} en prueba · ${summary.pastDue} con pago atrasado · ${summary.paused} pausadas`,
    },
    {
      label: 'Ingreso mensual recurrente',
      value: formatMoney(summary.monthlyRecurringRevenue),
      detail: 'Activas y con pago atrasado, al precio del próximo cobro',
    },
    { label: 'Nuevas este mes', value: String(summary.newThisMonth), detail: 'Autorizadas en Mercado Pago' },
    { label: 'Canceladas este mes', value: String(summary.cancelledThisMonth), detail: 'Baja, arrepentimiento o 3 cobros rechazados' },
    { label: 'Cobros fallidos este mes', value: String(summary.failedChargesThisMonth), detail: 'En reintento o rechazados' },
  ];
  return (
    <dl className="admin-figures" data-testid="subscription-figures">
      {figures.map((figure) => (
        <div key={figure.label} className="admin-figure">
          <dt>{figure.label}</dt>
          <dd>
            <strong>{figure.value}</strong>
            <small>{figure.detail}</small>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Subscribers({ planningId }: { planningId: string }) {
  const list = usePlanningSubscribers(planningId);
  const [refunding, setRefunding] = useState<RefundableCharge | null>(null);
  if (list.isPending) return <p>Cargando suscripciones…</p>;
  if (list.error) return <Message severity="error" text={list.error.message} />;
  const pages = list.data.pages;
  const first = pages[0];
  if (!first) return null;
  const rows = pages.flatMap((page) => page.subscribers);
  return (
    <>
      <Figures summary={first.summary} />
      {rows.length === 0 ? <p>Esta planificación todavía no tiene suscripciones.</p> : null}
      <ul className="admin-subscribers" aria-label="Suscripciones">
        {rows.map(({ memberId, memberEmail, subscription }) => {
          const status = SUBSCRIPTION_STATUS_LABELS[subscription.status];
          return (
            <li key={subscription.id} className="admin-subscriber" data-testid="subscriber">
              <header className="admin-subscriber__head">
                <strong className="admin-cell--email">{memberEmail ?? `Cuenta ${memberId}`}</strong>
                <Tag value={status.label} severity={status.severity} />
              </header>
              <p className="admin-subscriber__facts">
                {formatMoney(subscription.amount)} por mes
                {subscription.nextChargeAt
                  ? ` · Próximo cobro: ${formatStoreDate(new Date(subscription.nextChargeAt))}`
                  : ' · Sin próximo cobro'}
                {subscription.accessEndsAt ? ` · Acceso hasta ${formatStoreDate(new Date(subscription.accessEndsAt))}` : ''}
                {` · Desde ${formatStoreDate(new Date(subscription.createdAt))} · Ref. ${subscription.id}`}
                {subscription.cancellationCode ? ` · Baja ${subscription.cancellationCode}` : ''}
                {subscription.regretCode ? ` · Arrepentimiento ${subscription.regretCode}` : ''}
              </p>
              {subscription.charges.length === 0 ? (
                <p className="admin-subscriber__facts">Sin cobros todavía.</p>
              ) : (
                <table className="admin-charges">
                  <caption className="visually-hidden">Cobros de {memberEmail ?? memberId}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Cobro</th>
                      <th scope="col">Importe</th>
                      <th scope="col">Estado</th>
                      <th scope="col">
                        <span className="visually-hidden">Acción</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {subscription.charges.map((charge) => (
                      <tr key={charge.id} data-testid="subscription-charge">
                        <td>{formatStoreDate(new Date(charge.dueAt))}</td>
                        <td className="admin-amount">
                          {formatMoneyWithCents(charge.amount)}
                          {charge.refundedAmount > 0 ? <small> (devuelto {formatMoneyWithCents(charge.refundedAmount)})</small> : null}
                        </td>
                        <td>{chargeStateLabel(charge)}</td>
                        <td>
                          {charge.refundableAmount > 0 ? (
                            <Button
                              label="Reembolsar"
                              icon="pi pi-undo"
                              size="small"
                              severity="danger"
                              outlined
                              aria-label={`Reembolsar el cobro del ${formatStoreDate(new Date(charge.dueAt))} de ${memberEmail ?? memberId}`}
                              onClick={() =>
                                setRefunding({ subscriptionId: subscription.id, planningName: first.planningName, memberEmail, charge })
                              }
                            />
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </li>
          );
        })}
      </ul>
      {list.hasNextPage ? (
        <Button
          label={list.isFetchingNextPage ? 'Cargando…' : `Ver más suscripciones (${rows.length} cargadas)`}
          outlined
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        />
      ) : null}
      {refunding ? (
        <RefundSubscriptionChargeDialog
          key={refunding.charge.id}
          planningId={planningId}
          target={refunding}
          onClose={() => setRefunding(null)}
        />
      ) : null}
    </>
  );
}

export default function AdminSubscriptionsPage() {
  const planningId = useChosenPlanning();
  return (
    <AdminLayout title="Suscripciones">
      <PlanningPicker testId="subscriptions-planning" filter />
      {planningId ? (
        <Subscribers key={planningId} planningId={planningId} />
      ) : (
        <p>Elegí una planificación vendida por mes para ver sus suscripciones.</p>
      )}
    </AdminLayout>
  );
}
