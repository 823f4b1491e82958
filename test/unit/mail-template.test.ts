// The store's e-mail template: every interpolated value escaped (text and attributes), links only
// http(s), an HTML part with the store's identity and a text part with the same words; the
// purchase e-mails and Cognito's messages built with it.
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from '../../functions/mail/mail-template';
import { createPurchaseMail } from '../../functions/services/payments/purchase-mail';
import type { OutgoingMail } from '../../functions/mail/mailer';
import type { StoredOrder } from '../../functions/domain/order';
import { handler as customMessage } from '../../functions/handlers/custom-message';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { storedOrder } from '../support/factories/orders';

const hostile = `<script>alert("x")</script> & 'quotes'`;

describe('renderMail', () => {
  it('escapes every value, in text and in attributes, and never lets markup through', () => {
    const { html, text } = renderMail(
      { name: `Tienda ${hostile}`, webUrl: 'https://impulso.example/' },
      {
        greeting: `¡Hola ${hostile}!`,
        preview: hostile,
        blocks: [
          { kind: 'paragraph', text: `Línea 1 ${hostile}\nLínea 2` },
          { kind: 'facts', rows: [[hostile, hostile]] },
          { kind: 'code', label: hostile, code: '12<34' },
          { kind: 'action', label: hostile, url: 'https://impulso.example/a?b="c"&d=<e>' },
        ],
      },
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(`"x"`);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    expect(html).toContain('12&lt;34');
    // The link's address is escaped inside its attribute (URL parsing percent-encodes the rest).
    expect(html).toMatch(/href="https:\/\/impulso\.example\/a\?b=%22c%22&amp;d=%3Ce%3E"/);
    expect(html).toContain('Línea 1');
    expect(html).toContain('<br>Línea 2');
    // The text part carries the same words, unescaped, and the link's address.
    expect(text).toContain(`¡Hola ${hostile}!`);
    expect(text).toContain(`${hostile}: ${hostile}`);
    expect(text).toContain('https://impulso.example/a?b=%22c%22&d=%3Ce%3E');
  });

  it('drops links that are not http(s)', () => {
    const { html, text } = renderMail(
      { name: 'Impulso' },
      {
        greeting: 'Hola',
        blocks: [
          { kind: 'action', label: 'Abrir', url: 'javascript:alert(1)' },
          { kind: 'link', text: 'O desde', label: 'acá', url: 'javascript:alert(2)' },
        ],
      },
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('href=');
    expect(text).not.toContain('javascript:');
    expect(text).toContain('Abrir');
  });

  it('carries the store identity in both parts', () => {
    const { html, text } = renderMail({ name: 'Impulso', webUrl: 'https://impulso.example/' }, { greeting: '¡Hola Ana!', blocks: [] });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('lang="es-AR"');
    expect(html).toContain('>Impulso</span>');
    expect(html).toContain('Gracias por elegir Impulso');
    expect(text).toContain('Gracias por elegir Impulso · https://impulso.example');
  });

  it('escapeHtml escapes the five characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});

/** An approved purchase of course-3, with markup in the names the e-mails must escape. */
const order = (overrides: Partial<StoredOrder> = {}): StoredOrder =>
  storedOrder({
    id: '3f2a9c1d-0000-4000-8000-000000000001',
    code: 'IMP-7K3Q-2M',
    status: 'APPROVED',
    item: { id: 'course-3', type: 'COURSE', name: 'Vertical <parada de manos>', seller: 'STORE' },
    amount: 15000,
    listPrice: 15000,
    buyer: { firstName: 'Ana & Co', lastName: 'Pérez', email: 'ana@example.com', phone: null },
    idempotencyKey: 'key-12345678',
    createdAt: '2026-11-22T18:00:00.000Z',
    updatedAt: '2026-11-22T18:00:00.000Z',
    preferenceId: null,
    paymentUrl: null,
    paymentId: '123',
    paymentStatus: 'approved',
    ...overrides,
  });

describe('purchase e-mails', () => {
  const sent: OutgoingMail[] = [];
  const mail = createPurchaseMail({
    mailer: { send: async (message) => void sent.push(message) },
    logError: () => undefined,
    storeWebUrl: 'https://impulso.example',
    storeName: 'Impulso',
  });

  it('an approved purchase goes out with both parts, the order code, and escaped names', async () => {
    sent.length = 0;
    await mail.approved(order());
    const [message] = sent;
    expect(message?.subject).toBe('Tu compra del curso "Vertical <parada de manos>" fue aprobada');
    expect(message?.text).toContain('Número de compra: IMP-7K3Q-2M');
    expect(message?.text).toContain('¡Hola Ana & Co!');
    expect(message?.text).toContain('Empezá el curso: https://impulso.example/lessons/course-3');
    expect(message?.html).toContain('IMP-7K3Q-2M');
    expect(message?.html).toContain('Vertical &lt;parada de manos&gt;');
    expect(message?.html).toContain('¡Hola Ana &amp; Co!');
    expect(message?.html).toContain('href="https://impulso.example/lessons/course-3"');
    // The way to revoke is a link, not an address to copy.
    expect(message?.html).toContain('href="https://impulso.example/arrepentimiento"');
    expect(message?.text).toContain('Botón de arrepentimiento (https://impulso.example/arrepentimiento)');
  });

  it('a revocation request reads "la compra del curso", never "de el curso"', async () => {
    sent.length = 0;
    await mail.regretReceived(order(), 'ARR-AAAA-BBBB', 'ana@example.com', 15000);
    expect(sent[0]?.text).toContain('revocar la compra del curso');
    expect(sent[0]?.text).not.toContain('de el ');
  });

  it('an admin refund says why in words a buyer understands, with the way to ask', async () => {
    sent.length = 0;
    await mail.purchaseRefunded(order(), { reason: 'ADMIN', amount: 9000, earlier: 0 });
    expect(sent[0]?.text).toContain('por una decisión de la tienda');
    expect(sent[0]?.html).toContain('href="https://impulso.example/contact"');
  });

  it('after a partial refund, the revocation and the refund state what is left: $ 33.760 of $ 38.760 (issue 42, item 6)', async () => {
    sent.length = 0;
    const partly = order({
      amount: 38760,
      listPrice: 38760,
      payments: [
        {
          id: '123',
          state: 'APPROVED',
          status: 'approved',
          amount: 38760,
          at: '2026-11-22T18:00:00.000Z',
          refund: null,
          refundedAmount: 5000,
        },
      ],
    });
    await mail.regretReceived(partly, 'ARR-AAAA-BBBB', 'ana@example.com', 33760);
    expect(sent[0]?.text).toContain('Vamos a reembolsarte $ 33.760 por Mercado Pago');
    expect(sent[0]?.text).toContain('ya te devolvimos $ 5.000');
    expect(sent[0]?.text).not.toContain('el total');
    await mail.regretToStore(partly, 'ARR-AAAA-BBBB', 'tienda@impulso.example', 33760);
    expect(sent[1]?.text).toContain('A reembolsar: $ 33.760');
    await mail.purchaseRefunded(partly, { reason: 'REGRET', amount: 33760, earlier: 5000 });
    expect(sent[2]?.subject).toContain('te devolvimos $ 33.760');
    expect(sent[2]?.text).toContain('te devolvimos $ 33.760 por Mercado Pago');
    expect(sent[2]?.text).toContain('Antes ya te habíamos devuelto $ 5.000');
    expect(sent[2]?.text).not.toContain('38.760)');
  });

  it("a refund made at Mercado Pago's panel says the money was returned and the access ended (issue 42, item 11)", async () => {
    sent.length = 0;
    await mail.purchaseRefunded(order(), { reason: null, amount: 15000, earlier: 0 });
    expect(sent[0]?.subject).toBe('Reembolsamos tu compra del curso "Vertical <parada de manos>": te devolvimos $ 15.000');
    expect(sent[0]?.text).toContain('te devolvimos $ 15.000 por Mercado Pago');
    expect(sent[0]?.text).toContain('La compra quedó cancelada y tu acceso al curso terminó.');
  });

  it('an order older than codes shows its id’s first 8 characters', async () => {
    sent.length = 0;
    await mail.purchaseRefunded(order({ code: undefined }), { reason: 'ADMIN', amount: 9000, earlier: 0 });
    expect(sent[0]?.text).toContain('Número de compra: 3f2a9c1d');
    expect(sent[0]?.html).toContain('3f2a9c1d');
  });
});

describe('Cognito custom message', () => {
  const event = (triggerSource: string) =>
    ({
      triggerSource,
      request: { codeParameter: '{####}', usernameParameter: null, userAttributes: { given_name: 'Ana <b>' } },
      response: { emailSubject: null, emailMessage: null, smsMessage: null },
    }) as unknown as CustomMessageTriggerEvent;

  it('verification and reset e-mails are the store template, with the code placeholder and an escaped name', async () => {
    for (const source of ['CustomMessage_SignUp', 'CustomMessage_ResendCode', 'CustomMessage_ForgotPassword']) {
      const answer = await customMessage(event(source));
      expect(answer.response.emailMessage).toMatch(/^<!doctype html>/);
      expect(answer.response.emailMessage).toContain('{####}');
      expect(answer.response.emailMessage).toContain('¡Hola Ana &lt;b&gt;!');
      expect(answer.response.emailMessage?.length).toBeLessThan(20_000); // Cognito's limit for a message
    }
    expect((await customMessage(event('CustomMessage_ForgotPassword'))).response.emailSubject).toBe('Impulso: restablecé tu contraseña');
  });
});
