// The coaching operations' input rules, with the Spanish messages the forms show.
import * as z from 'zod/mini';

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

const FEED_PAGE_DEFAULT = 20;
const FEED_PAGE_MAX = 50;

export const feedLimitSchema = z.object({
  limit: z._default(
    z
      .int('La cantidad de resultados por página debe ser un número entero.')
      .check(
        z.minimum(1, `La cantidad de resultados por página debe estar entre 1 y ${FEED_PAGE_MAX}.`),
        z.maximum(FEED_PAGE_MAX, `La cantidad de resultados por página debe estar entre 1 y ${FEED_PAGE_MAX}.`),
      ),
    FEED_PAGE_DEFAULT,
  ),
});
