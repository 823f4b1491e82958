// The checkout's summary as the buyer reads it: the price rows the server's quote gives (offer,
// coupon, total), the coupon field (empty code refused in Spanish, the code normalised, the
// server's refusal shown, remove), the billing details (CUIT formatted, DNI as typed, the way to
// change them) and what is being bought.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../functions/domain/money';
import { BillingAddressSummary, CouponField, ItemSummary, PriceSummary } from '../../web/src/features/checkout';
import { billingAddressInput } from '../support/factories/billing';

const quote = (changes: Partial<Parameters<typeof PriceSummary>[0]['quote']> = {}) => ({
  itemId: 'course-3',
  listPrice: 15_000,
  offerPrice: null,
  couponCode: null,
  discount: 0,
  finalPrice: 15_000,
  currency: 'ARS',
  ...changes,
});

/** The value of the price row named `term`, or null when the row is not shown. */
function priceRow(term: string): HTMLElement | null {
  const details = screen.getByLabelText('Detalle del precio');
  const row = within(details).queryByText(term, { selector: 'dt' });
  return (row?.nextElementSibling as HTMLElement | null) ?? null;
}

describe('price summary', () => {
  it('shows the list price as the total when nothing applies', () => {
    render(<PriceSummary quote={quote()} />);
    expect(priceRow('Precio')?.textContent).toBe(formatMoney(15_000));
    expect(priceRow('Precio de oferta')).toBeNull();
    expect(screen.getByTestId('checkout-total').textContent).toBe(formatMoney(15_000));
  });

  it('strikes the list price under an offer, and shows the coupon as a discount', () => {
    render(<PriceSummary quote={quote({ offerPrice: 12_000, couponCode: 'PROMO10', discount: 1_500, finalPrice: 10_500 })} />);
    expect(priceRow('Precio')?.className).toContain('checkout-price__struck');
    expect(priceRow('Precio de oferta')?.textContent).toBe(formatMoney(12_000));
    expect(priceRow('Cupón PROMO10')?.textContent).toBe(`− ${formatMoney(1_500)}`);
    expect(screen.getByTestId('checkout-total').textContent).toBe(formatMoney(10_500));
  });

  it('does not call an offer at or above the list price an offer', () => {
    render(<PriceSummary quote={quote({ offerPrice: 15_000 })} />);
    expect(priceRow('Precio')?.className ?? '').not.toContain('checkout-price__struck');
    expect(priceRow('Precio de oferta')).toBeNull();
  });
});

describe('coupon field', () => {
  const renderField = (props: Partial<Parameters<typeof CouponField>[0]> = {}) => {
    const handlers = { onApply: vi.fn(), onRemove: vi.fn(), onEdit: vi.fn() };
    render(<CouponField appliedCode={null} error={null} busy={false} {...handlers} {...props} />);
    return handlers;
  };

  it('asks for a code in Spanish instead of applying an empty one', async () => {
    const { onApply } = renderField();
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert').textContent).toBe('Ingresá el código del cupón.');
    expect(screen.getByLabelText('¿Tenés un cupón de descuento?').getAttribute('aria-invalid')).toBe('true');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('applies the code as the server stores it, and clears the message while the buyer types', async () => {
    const { onApply, onEdit } = renderField();
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    const input = screen.getByLabelText('¿Tenés un cupón de descuento?');
    await userEvent.type(input, ' promo10 ');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onEdit).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onApply).toHaveBeenCalledWith('PROMO10');
  });

  it("shows the server's refusal beside the field", () => {
    renderField({ error: 'Este cupón venció.' });
    expect(screen.getByRole('alert').textContent).toBe('Este cupón venció.');
    expect(screen.getByLabelText('¿Tenés un cupón de descuento?').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('names the applied coupon and removes it', async () => {
    const { onRemove } = renderField({ appliedCode: 'PROMO10' });
    expect(screen.getByText('PROMO10').parentElement?.textContent).toContain('Cupón PROMO10 aplicado');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});

describe('billing details and item', () => {
  const address = (changes: Partial<ReturnType<typeof billingAddressInput>> = {}) => ({
    id: 'a-1',
    createdAt: '2026-11-01T12:00:00.000Z',
    ...billingAddressInput({ taxId: '20123456786', ...changes }),
    apartment: changes.apartment ?? '5B',
    ivaCondition: changes.ivaCondition ?? null,
  });

  it('formats a CUIT, keeps a DNI as typed, and links to other billing details for this item', () => {
    const { unmount } = render(
      <MemoryRouter>
        <BillingAddressSummary address={address()} itemId="course-3" />
      </MemoryRouter>,
    );
    const billing = screen.getByRole('region', { name: 'Datos de facturación' });
    expect(within(billing).getByText('CUIT/CUIL: 20-12345678-6')).toBeDefined();
    expect(within(billing).getByText('Av. Corrientes 1234, 5B')).toBeDefined();
    expect(within(billing).getByRole('link', { name: 'Usar otros datos de facturación' }).getAttribute('href')).toBe(
      '/configure-first-billing-detail/course-3',
    );
    unmount();
    render(
      <MemoryRouter>
        <BillingAddressSummary address={address({ taxId: '30111222' })} itemId="course-3" />
      </MemoryRouter>,
    );
    expect(screen.getByText('DNI: 30111222')).toBeDefined();
  });

  it('names what is being bought: kind, name and coach', () => {
    render(
      <ItemSummary
        item={{
          id: 'planning-5',
          name: 'Fuerza en 12 semanas',
          type: 'PLANNING',
          price: 45_600,
          imageSource: '/images/planning.svg',
          coachName: 'Delfi',
          summary: 'Resumen',
          isEnabled: true,
        }}
      />,
    );
    expect(screen.getByText('Planificación')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Fuerza en 12 semanas' })).toBeDefined();
    expect(screen.getByText('Coach: Delfi')).toBeDefined();
  });
});
