// Términos y condiciones: who sells, what is sold (digital content), how paying, access, refunds
// and the right to revoke work. The seller's legal identity comes from /config.json.
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { legalIdentity, maxInstallments, storeName } from '../../../lib/store-config';
import { routes } from '../../../lib/paths';

export default function TermsPage() {
  usePageTitle('Términos y condiciones');
  const legal = legalIdentity();
  return (
    <article className="container legal-page" aria-labelledby="terms-title">
      <h1 id="terms-title">Términos y condiciones</h1>
      <p>
        {storeName()} es una tienda online de {legal.name}
        {legal.cuit ? ` (CUIT ${legal.cuit})` : ''}, con domicilio en la República Argentina. Al comprar aceptás estas condiciones; rige la
        Ley 24.240 de Defensa del Consumidor.
      </p>
      <h2>Qué vendemos</h2>
      <p>
        Cursos de entrenamiento en video (acceso online, sin vencimiento mientras la tienda exista) y planificaciones de entrenamiento por
        el período que indica cada una. Son contenidos digitales: no hay envíos.
      </p>
      <h2>Precios y pagos</h2>
      <p>
        Los precios están en pesos argentinos e incluyen impuestos. Pagás con Mercado Pago, en un pago o hasta {maxInstallments()}{' '}
        {maxInstallments() === 1 ? 'cuota' : 'cuotas'} según tu medio de pago. La tienda no financia ni ofrece cuotas sin interés: si elegís
        cuotas, el interés lo fija tu tarjeta o Mercado Pago, que te muestra el costo financiero total (CFT) y la tasa efectiva anual (TEA)
        antes de que confirmes el pago. El acceso se habilita cuando Mercado Pago aprueba el pago. Si por error se aprueban dos pagos por la
        misma compra, o por un curso que ya es tuyo, devolvemos el pago de más automáticamente y te avisamos por e-mail.
      </p>
      <h2>Derecho de arrepentimiento</h2>
      <p>
        Podés revocar la compra dentro de los 10 días corridos desde que la hiciste, sin dar motivos y sin costo, con el{' '}
        <Link to={routes.regret.to()}>Botón de arrepentimiento</Link> (art. 34 de la Ley 24.240 y Disposición 954/2025 de la Subsecretaría
        de Defensa del Consumidor y Lealtad Comercial). No hace falta iniciar sesión. Te damos un código de seguimiento en el momento, te
        devolvemos el total por Mercado Pago y el acceso termina.
      </p>
      <h2>Baja de una planificación</h2>
      <p>
        Las planificaciones se pagan por adelantado por el período que indica cada una y no se renuevan solas: nunca hay débitos
        automáticos. Podés darla de baja cuando quieras con el <Link to={routes.serviceCancellation.to()}>Botón de baja</Link> (Disposición
        954/2025), sin iniciar sesión: la baja es inmediata, te damos un código de seguimiento en el momento y te lo enviamos por e-mail. Si
        además querés que te devolvamos el total, dentro de los 10 días de la compra usá el Botón de arrepentimiento.
      </p>
      <h2>Uso del contenido</h2>
      <p>
        El acceso es personal: no se puede compartir la cuenta ni copiar o redistribuir los videos. Las recomendaciones de entrenamiento no
        reemplazan la consulta médica; entrená dentro de tus posibilidades.
      </p>
      <h2>Contacto</h2>
      <p>
        Por cualquier consulta o reclamo, escribinos desde <Link to={routes.contact.to()}>Contacto</Link>. También podés acudir a{' '}
        <a href="https://www.argentina.gob.ar/produccion/defensadelconsumidor" target="_blank" rel="noreferrer">
          Defensa de las y los consumidores
        </a>
        .
      </p>
    </article>
  );
}
