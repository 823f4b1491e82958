// Cognito custom-message trigger: the verification and password-reset e-mails, in Spanish, drawn
// with the store's e-mail template (mail/mail-template.ts), with Cognito's {####} code placeholder.
// Cognito sends one body, so it gets the HTML part (Cognito allows HTML in e-mail messages); it has
// no text alternative to send (see docs/decisions/). Runs on AWS and, unchanged, behind the local
// Cognito server.
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { accountCodeMail, type AccountCodeMail } from '../composition/custom-message';

export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  const code = event.request.codeParameter;
  const firstName = event.request.userAttributes['given_name'] ?? '';
  const greeting = firstName ? `¡Hola ${firstName}!` : '¡Hola!';
  const mail = accountCodeMail();
  const store = mail.storeName;
  const message = (subject: string, content: Omit<Parameters<AccountCodeMail['html']>[0], 'greeting'>) => {
    event.response.emailSubject = subject;
    event.response.emailMessage = mail.html({ greeting, ...content });
  };
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      message(`${store}: tu código de verificación`, {
        preview: 'Tu código para verificar el e-mail de tu cuenta',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Gracias por crear tu cuenta. Para verificar tu e-mail, ingresá este código en la página de verificación:',
          },
          { kind: 'code', label: 'Tu código', code },
          { kind: 'paragraph', text: `Si no creaste una cuenta en ${store}, ignorá este mensaje.` },
        ],
      });
      break;
    case 'CustomMessage_ForgotPassword':
      message(`${store}: restablecé tu contraseña`, {
        preview: 'Tu código para restablecer la contraseña',
        blocks: [
          { kind: 'paragraph', text: 'Pediste restablecer tu contraseña. Ingresá este código junto con tu contraseña nueva:' },
          { kind: 'code', label: 'Tu código', code },
          { kind: 'paragraph', text: 'Si no lo pediste, ignorá este mensaje: tu contraseña sigue siendo la misma.' },
        ],
      });
      break;
    case 'CustomMessage_AdminCreateUser':
      message(`${store}: tu cuenta`, {
        blocks: [
          { kind: 'facts', rows: [['Tu usuario', event.request.usernameParameter ?? '']] },
          { kind: 'code', label: 'Tu contraseña temporal', code },
          { kind: 'paragraph', text: 'Al ingresar por primera vez vas a elegir tu propia contraseña.' },
        ],
      });
      break;
    default:
      break;
  }
  return event;
}
