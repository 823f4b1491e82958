// The coaching notices' words: what each e-mail says, drawn by the store's template (HTML and
// text). Pure: the services decide who gets one and when (functions/services/coaching-notices.ts).
import { formatCalendarDate } from '../domain/store-clock';
import type { MailContent } from './mail-template';

export interface NoticeMail {
  subject: string;
  content: MailContent;
}

interface Links {
  /** The store's address, no trailing slash. */
  webUrl: string;
}

const planningLink = (links: Links, planningId: string) => `${links.webUrl}/my-plannings/${encodeURIComponent(planningId)}`;

export function weekReleaseMail(
  links: Links,
  input: { firstName: string; planningId: string; planningName: string; weekNumber: number; date: string },
): NoticeMail {
  return {
    subject: `Se habilitó tu semana ${input.weekNumber} de ${input.planningName}`,
    content: {
      greeting: `¡Hola ${input.firstName}!`,
      preview: `Tu semana ${input.weekNumber} ya está disponible`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Desde hoy, ${formatCalendarDate(input.date)}, tenés habilitada la semana ${input.weekNumber} de "${input.planningName}".`,
        },
        { kind: 'action', label: 'Ver mi semana', url: planningLink(links, input.planningId) },
        { kind: 'paragraph', text: 'Podés dejar de recibir estos avisos desde Mi perfil.' },
      ],
    },
  };
}

export function sessionEditMail(
  links: Links,
  input: {
    firstName: string;
    planningId: string;
    planningName: string;
    weekNumber: number;
    sessions: readonly { title: string; changes: readonly string[] }[];
  },
): NoticeMail {
  return {
    subject: `Tu coach cambió tu semana ${input.weekNumber} de ${input.planningName}`,
    content: {
      greeting: `¡Hola ${input.firstName}!`,
      preview: 'Hay cambios en tu semana',
      blocks: [
        {
          kind: 'paragraph',
          text: `Tu coach actualizó la semana ${input.weekNumber} de "${input.planningName}". Revisá antes de entrenar:`,
        },
        { kind: 'facts', rows: input.sessions.map((session) => [session.title, session.changes.join('; ')] as const) },
        { kind: 'action', label: 'Ver mi semana', url: planningLink(links, input.planningId) },
        { kind: 'paragraph', text: 'Podés dejar de recibir estos avisos desde Mi perfil.' },
      ],
    },
  };
}

export function addedByHandMail(
  links: Links,
  input: {
    firstName: string;
    planningId: string;
    planningName: string;
    startDate: string;
    endDate: string;
    email: string;
    hasAccount: boolean;
  },
): NoticeMail {
  const wayIn = input.hasAccount
    ? { kind: 'action' as const, label: 'Ir a mi planificación', url: planningLink(links, input.planningId) }
    : { kind: 'action' as const, label: 'Crear mi cuenta', url: `${links.webUrl}/auth/sign-up?email=${encodeURIComponent(input.email)}` };
  return {
    subject: `Ya tenés acceso a ${input.planningName}`,
    content: {
      greeting: `¡Hola ${input.firstName}!`,
      preview: `Te sumaron a ${input.planningName}`,
      blocks: [
        { kind: 'paragraph', text: `Tu coach te sumó a la planificación "${input.planningName}".` },
        {
          kind: 'facts',
          rows: [
            ['Desde', formatCalendarDate(input.startDate)],
            ['Hasta', formatCalendarDate(input.endDate)],
          ],
        },
        {
          kind: 'paragraph',
          text: input.hasAccount
            ? 'Entrá con tu cuenta para ver tu semana y registrar tus resultados.'
            : `Creá tu cuenta con este e-mail (${input.email}) y vas a ver tu planificación al entrar.`,
        },
        wayIn,
      ],
    },
  };
}

/** One comment as a digest e-mail lists it. */
export interface DigestLine {
  authorName: string;
  sessionTitle: string;
  text: string;
  /** A message of the member's thread with her coach (decision 159), not a comment on a result. */
  thread?: boolean;
}

/** Each comment of a digest: who, on which session, what (the planning named once when there are several). */
function digestBlocks(lines: readonly DigestLine[], planningName: string) {
  const [only] = lines;
  if (lines.length === 1 && only) {
    const where = only.sessionTitle ? `en el resultado de "${only.sessionTitle}" (${planningName})` : `(${planningName})`;
    return [
      { kind: 'paragraph' as const, text: `${only.authorName} escribió ${where}:` },
      { kind: 'paragraph' as const, text: only.text },
    ];
  }
  return [
    { kind: 'paragraph' as const, text: `Comentarios nuevos en "${planningName}":` },
    ...lines.flatMap((line) => [
      { kind: 'paragraph' as const, text: line.sessionTitle ? `${line.authorName}, en "${line.sessionTitle}":` : `${line.authorName}:` },
      { kind: 'paragraph' as const, text: line.text },
    ]),
  ];
}

/** The coach's comments of one digest window (domain/comment-digest.ts), to the member. */
export function commentsToMemberMail(
  links: Links,
  input: { firstName: string; planningId: string; planningName: string; lines: readonly DigestLine[] },
): NoticeMail {
  const [first] = input.lines;
  const subject =
    input.lines.length === 1 && first
      ? first.thread
        ? `Tu coach te escribió en ${input.planningName}`
        : first.sessionTitle
          ? `Tu coach comentó tu resultado de ${first.sessionTitle}`
          : `Tu coach comentó tu resultado`
      : `Tu coach te dejó ${input.lines.length} comentarios en ${input.planningName}`;
  return {
    subject,
    content: {
      greeting: `¡Hola ${input.firstName}!`,
      preview: (first?.text ?? '').slice(0, 90),
      blocks: [
        ...digestBlocks(input.lines, input.planningName),
        { kind: 'action', label: 'Responder', url: planningLink(links, input.planningId) },
        { kind: 'paragraph', text: 'Podés dejar de recibir estos avisos desde Mi perfil.' },
      ],
    },
  };
}

/** The member's comments of one digest window, to the coach. */
export function commentsToCoachMail(
  links: Links,
  input: { memberName: string; planningId: string; planningName: string; userId: string; lines: readonly DigestLine[] },
): NoticeMail {
  const [first] = input.lines;
  const subject =
    input.lines.length === 1 && first
      ? first.thread
        ? `${input.memberName} te escribió en ${input.planningName}`
        : first.sessionTitle
          ? `${input.memberName} respondió sobre ${first.sessionTitle}`
          : `${input.memberName} respondió`
      : `${input.memberName} te dejó ${input.lines.length} comentarios en ${input.planningName}`;
  return {
    subject,
    content: {
      greeting: '¡Hola!',
      preview: (first?.text ?? '').slice(0, 90),
      blocks: [
        ...digestBlocks(input.lines, input.planningName),
        {
          kind: 'action',
          label: 'Ver su registro',
          url: `${links.webUrl}/admin/coaching/${encodeURIComponent(input.planningId)}/members/${encodeURIComponent(input.userId)}`,
        },
      ],
      footer: 'Aviso de la tienda para su coach',
    },
  };
}

export function membershipEndingMail(
  links: Links,
  input: { firstName: string; planningId: string; planningName: string; endDate: string; daysLeft: number },
): NoticeMail {
  const when = input.daysLeft === 1 ? 'mañana' : `en ${input.daysLeft} días`;
  return {
    subject: `Tu planificación ${input.planningName} termina ${when}`,
    content: {
      greeting: `¡Hola ${input.firstName}!`,
      preview: `Tu acceso termina el ${formatCalendarDate(input.endDate)}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Tu acceso a "${input.planningName}" termina el ${formatCalendarDate(input.endDate)}. Renovala para seguir entrenando sin cortar tu progreso.`,
        },
        { kind: 'action', label: 'Renovar', url: `${links.webUrl}/checkout/${encodeURIComponent(input.planningId)}` },
        { kind: 'paragraph', text: 'Podés dejar de recibir estos avisos desde Mi perfil.' },
      ],
    },
  };
}
