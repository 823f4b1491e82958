// The contact page: how to reach the store, and the form. A sent message is confirmed clearly
// (with the e-mail the answer will go to); a failure keeps what the person wrote.
import { usePageTitle } from '../../../lib/page-title';
import { storeName } from '../../../lib/store-config';
import { useSendContactMessage } from '../api/send-contact-message';
import { ContactForm } from '../components/contact-form';
import { Icon } from '../../../components/icon';

export default function ContactPage() {
  usePageTitle('Contacto');
  const send = useSendContactMessage();
  return (
    <section className="contact-page container" aria-labelledby="contact-title">
      <header className="list-page__header">
        <h1 id="contact-title">Contacto</h1>
        <p>
          ¿Tenés dudas sobre un curso, una planificación o tu compra? Escribinos y el equipo de {storeName()} te responde por e-mail, por lo
          general en uno o dos días hábiles.
        </p>
      </header>
      <div className="contact-page__layout">
        <div className="contact-page__form">
          {send.isSuccess ? (
            <div className="contact-sent" role="status" data-testid="contact-confirmation">
              <Icon name="check-circle" className="contact-sent__icon" />
              <h2>¡Gracias, {send.variables.name}! Recibimos tu mensaje.</h2>
              <p>
                Te vamos a responder a <strong>{send.variables.email}</strong>. Si no ves la respuesta, revisá la carpeta de correo no
                deseado.
              </p>
              <button type="button" className="p-button p-component p-button-outlined" onClick={() => send.reset()}>
                <span className="p-button-label">Enviar otro mensaje</span>
              </button>
            </div>
          ) : (
            <ContactForm
              onSend={(message) => send.mutate(message)}
              sending={send.isPending}
              serverError={send.error ? `No pudimos enviar tu mensaje. ${send.error.message}` : null}
            />
          )}
        </div>
        <aside className="contact-page__aside" aria-label="Otras consultas">
          <h2>Antes de escribir</h2>
          <ul className="check-list">
            <li>
              <Icon name="check" />
              Los cursos se ven online, a tu ritmo, y las clases gratis se pueden ver sin cuenta.
            </li>
            <li>
              <Icon name="check" />
              Pagás con Mercado Pago; el acceso se habilita cuando el pago se aprueba.
            </li>
            <li>
              <Icon name="check" />
              Si tu consulta es sobre una compra, contanos el e-mail con el que compraste.
            </li>
          </ul>
        </aside>
      </div>
    </section>
  );
}
