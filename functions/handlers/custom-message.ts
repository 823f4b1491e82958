// Cognito custom-message trigger: the verification and password-reset e-mails, in Spanish, with
// Cognito's {####} code placeholder. Runs on AWS and, unchanged, behind the local Cognito server.
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { storeSettings } from '../settings/store';

export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  const code = event.request.codeParameter;
  const firstName = event.request.userAttributes['given_name'] ?? '';
  const greeting = firstName ? `Hola ${firstName}:` : 'Hola:';
  const store = storeSettings().STORE_NAME;
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      event.response.emailSubject = `${store}: tu código de verificación`;
      event.response.emailMessage = `${greeting}\n\nTu código para verificar el e-mail de tu cuenta es ${code}.\n\nSi no creaste una cuenta en ${store}, ignorá este mensaje.`;
      break;
    case 'CustomMessage_ForgotPassword':
      event.response.emailSubject = `${store}: restablecé tu contraseña`;
      event.response.emailMessage = `${greeting}\n\nTu código para restablecer la contraseña es ${code}.\n\nSi no lo pediste, ignorá este mensaje: tu contraseña sigue siendo la misma.`;
      break;
    case 'CustomMessage_AdminCreateUser':
      event.response.emailSubject = `${store}: tu cuenta`;
      event.response.emailMessage = `${greeting}\n\nTu usuario es ${event.request.usernameParameter ?? ''} y tu contraseña temporal es ${code}.`;
      break;
    default:
      break;
  }
  return event;
}
