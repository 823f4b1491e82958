// Spanish words for the rules that carry no message of their own (a length limit that only a
// hostile client reaches, an integer check). zod/mini ships no locale, so without this such an
// input would answer zod's bare "Invalid input"; every rule a person meets in a form still says
// its own message, which takes precedence over these.
import type * as z from 'zod/mini';

const units: Record<string, [singular: string, plural: string]> = {
  string: ['carácter', 'caracteres'],
  array: ['elemento', 'elementos'],
  set: ['elemento', 'elementos'],
};

const counted = (origin: string, amount: number | bigint): string => {
  const unit = units[origin];
  return unit ? `${amount} ${amount === 1 ? unit[0] : unit[1]}` : String(amount);
};

export const spanishIssueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'too_big':
      return units[issue.origin] ? `Puede tener hasta ${counted(issue.origin, issue.maximum)}.` : `Debe ser como máximo ${issue.maximum}.`;
    case 'too_small':
      if (units[issue.origin]) {
        return Number(issue.minimum) <= 1 ? 'Completá este dato.' : `Debe tener al menos ${counted(issue.origin, issue.minimum)}.`;
      }
      return `Debe ser como mínimo ${issue.minimum}.`;
    case 'invalid_type':
      return issue.expected === 'int' || issue.expected === 'number' ? 'Debe ser un número entero.' : 'El dato no tiene el tipo esperado.';
    case 'invalid_format':
      return 'El formato no es válido.';
    case 'invalid_value':
      return 'El valor no es uno de los permitidos.';
    default:
      return 'Revisá este dato.';
  }
};
