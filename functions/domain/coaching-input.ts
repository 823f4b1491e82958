// The coaching operations' input rules, with the Spanish messages the forms show.
import * as z from 'zod/mini';
import { pageLimitSchema } from './page-limit';

export const COMMENT_MAX_LENGTH = 2000;

export const commentTextSchema = z.object({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Escribí un comentario.'),
      z.maxLength(COMMENT_MAX_LENGTH, `El comentario puede tener hasta ${COMMENT_MAX_LENGTH} caracteres.`),
    ),
});

/**
 * Comments per author in a fixed window of 10 minutes: a member writes a few lines on a result,
 * the coach answers many members in a sitting. Past it the comment is refused (TooManyRequests)
 * before anything is stored or e-mailed, so 15 comments in a row never make 15 e-mails.
 */
export const COMMENT_RATE_LIMITS = { windowSeconds: 600, perMember: 8, perCoach: 60 } as const;

export const COMMENT_RATE_LIMITED_MESSAGE =
  'Enviaste muchos comentarios seguidos: esperá unos minutos y volvé a escribir. El comentario no se guardó.';

/** A member whose membership ended (deactivated or past its end) reads her threads but writes no more. */
export const COMMENT_MEMBERSHIP_ENDED_MESSAGE =
  'Tu acceso a esta planificación terminó: podés leer los comentarios, pero ya no escribir nuevos.';

export const feedLimitSchema = pageLimitSchema({ counted: 'resultados', byDefault: 20, max: 50 });
