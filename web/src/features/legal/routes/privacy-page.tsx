// Política de privacidad (Ley 25.326 de Protección de los Datos Personales): what the store keeps,
// why, who sees it, and how a person exercises her rights.
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { legalIdentity, storeName } from '../../../lib/store-config';
import { routes } from '../../../lib/paths';

export default function PrivacyPage() {
  usePageTitle('Política de privacidad');
  const legal = legalIdentity();
  return (
    <article className="container legal-page" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Política de privacidad</h1>
      <p>
        El responsable de tus datos es {legal.name}
        {legal.cuit ? ` (CUIT ${legal.cuit})` : ''}, titular de {storeName()}. Tratamos tus datos según la Ley 25.326 de Protección de los
        Datos Personales.
      </p>
      <h2>Qué datos guardamos y para qué</h2>
      <ul>
        <li>Tu nombre, apellido y e-mail: para tu cuenta, tus compras y los avisos sobre ellas.</li>
        <li>Tus datos de facturación (nombre o razón social, DNI o CUIT, domicilio, teléfono): para emitir la factura.</li>
        <li>Tus compras y tu progreso en los cursos: para darte acceso y certificados.</li>
        <li>Los mensajes que nos escribís: para responderte.</li>
      </ul>
      <p>
        No guardamos datos de tarjetas: el pago lo procesa Mercado Pago. No vendemos ni cedemos tus datos; solo los ven quienes atienden la
        tienda y los proveedores que la hacen funcionar (alojamiento y envío de e-mails).
      </p>
      <h2>Tus derechos</h2>
      <p>
        Podés pedir acceso, rectificación o supresión de tus datos en cualquier momento desde <Link to={routes.contact.to()}>Contacto</Link>
        ; respondemos dentro de los plazos de la ley (10 días corridos para el acceso, 5 días hábiles para rectificar o suprimir). La
        Agencia de Acceso a la Información Pública, órgano de control de la Ley 25.326, atiende las denuncias por incumplimiento.
      </p>
    </article>
  );
}
