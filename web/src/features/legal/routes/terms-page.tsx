// Términos y condiciones: who sells, what is sold (digital content), how paying, access, refunds
// and the right to revoke work. The seller's legal identity comes from /config.json.
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/page-title';
import { legalIdentity, maxInstallments, storeName } from '../../../lib/store-config';

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
        Los precios están en pesos argentinos e incluyen impuestos. Pagás con Mercado Pago, hasta {maxInstallments()}{' '}
        {maxInstallments() === 1 ? 'cuota' : 'cuotas'} según tu medio de pago. El acceso se habilita cuando Mercado Pago aprueba el pago. Si
        por error se aprueban dos pagos por la misma compra, o por un curso que ya es tuyo, devolvemos el pago de más automáticamente y te
        avisamos por e-mail.
      </p>
      <h2>Derecho de arrepentimiento</h2>
      <p>
        Podés revocar la compra dentro de los 10 días corridos desde que la hiciste, sin dar motivos y sin costo, con el{' '}
        <Link to="/arrepentimiento">Botón de arrepentimiento</Link> (art. 34 de la Ley 24.240 y Resolución 424/2020). Te damos un código de
        seguimiento en el momento, te devolvemos el total por Mercado Pago y el acceso termina.
      </p>
      <h2>Uso del contenido</h2>
      <p>
        El acceso es personal: no se puede compartir la cuenta ni copiar o redistribuir los videos. Las recomendaciones de entrenamiento no
        reemplazan la consulta médica; entrená dentro de tus posibilidades.
      </p>
      <h2>Contacto</h2>
      <p>
        Por cualquier consulta o reclamo, escribinos desde <Link to="/contact">Contacto</Link>. También podés acudir a{' '}
        <a href="https://www.argentina.gob.ar/produccion/defensadelconsumidor" target="_blank" rel="noreferrer">
          Defensa de las y los consumidores
        </a>
        .
      </p>
    </article>
  );
}
