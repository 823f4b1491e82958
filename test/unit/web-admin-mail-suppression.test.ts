// What the admin reads on an order whose buyer the store no longer e-mails (issue 36).
import { describe, expect, it } from 'vitest';
import { mailSuppressionText } from '../../web/src/features/admin/lib/mail-suppression-text';

describe('the buyer mail suppression on the order detail', () => {
  it('says why, when, the receiving server words and how many e-mails were not sent', () => {
    expect(
      mailSuppressionText({
        reason: 'HARD_BOUNCE',
        since: '2026-12-02T19:00:00Z',
        detail: 'smtp; 550 5.1.1 user unknown',
        skippedEmails: 2,
      }),
    ).toBe(
      'La tienda no le escribe más: el 02/12/2026 16:00 su casilla rechazó un e-mail como inexistente (rebote permanente) («smtp; 550 5.1.1 user unknown»). Desde entonces no le enviamos 2 e-mails.',
    );
  });

  it('a complaint, before any e-mail was held back', () => {
    expect(mailSuppressionText({ reason: 'COMPLAINT', since: '2026-12-02T19:00:00Z', detail: null, skippedEmails: 0 })).toMatch(
      /marcó un e-mail de la tienda como spam \(queja\)\. Todavía no dejamos de enviarle ninguno\.$/,
    );
  });
});
