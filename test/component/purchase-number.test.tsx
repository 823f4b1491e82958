// The purchase number a visitor types on the Botón de arrepentimiento and the Botón de baja: what
// the server reads ("imp sgw3 pg" is IMP-SGW3-PG), and a refusal before sending that names the
// field as the form labels it ("El número de compra…"), never an internal name.
import { describe, expect, it } from 'vitest';
import { purchaseLookupInput, purchaseNumberProblem } from '../../web/src/features/regret';

describe('the purchase number on the consumer buttons', () => {
  it('sends a code typed naturally as the code, with the e-mail when one was typed', () => {
    expect(purchaseLookupInput(' imp sgw3 pg ', ' ana@example.com ')).toEqual({ orderId: 'IMP-SGW3-PG', email: 'ana@example.com' });
    expect(purchaseLookupInput('IMP-SGW3-PG', '  ')).toEqual({ orderId: 'IMP-SGW3-PG' });
  });

  it('accepts letters, digits, spaces and hyphens', () => {
    expect(purchaseNumberProblem('imp sgw3 pg')).toBeNull();
    expect(purchaseNumberProblem('IMP-7K3Q-2M')).toBeNull();
    expect(purchaseNumberProblem('caeebf9c')).toBeNull();
  });

  it('refuses other characters naming the field as labelled', () => {
    for (const typed of ['IMP-ÑK3Q-2M', 'IMP_7K3Q_2M', 'IMP#7K3Q', 'IMP-7K3Q-2M.']) {
      expect(purchaseNumberProblem(typed), typed).toBe(
        'El número de compra lleva solo letras, números y guiones (por ejemplo, IMP-7K3Q-2M).',
      );
    }
  });
});
