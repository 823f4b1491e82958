// The coach's view in words: attention reasons, compliance as a percentage, a member's status.
const ATTENTION_LABELS: Record<string, string> = {
  NOT_STARTED: 'Todavía no eligió cuándo empezar',
  NEVER_LOGGED: 'Empezó y todavía no registró ninguna sesión',
  NO_SESSION_7_DAYS: 'Sin sesiones en los últimos 7 días',
  COMPLIANCE_DROP: 'Bajó su cumplimiento',
};

/** "80 %" or "—" when nothing was prescribed in the window. */
export const percentText = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : `${value} %`);

/** The reason in words, with the figures of a drop ("Bajó su cumplimiento: de 100 % a 50 %"). */
export function attentionText(reason: string, member: { compliance7?: number | null; previousCompliance7?: number | null }): string {
  const label = ATTENTION_LABELS[reason] ?? reason;
  return reason === 'COMPLIANCE_DROP'
    ? `${label}: de ${percentText(member.previousCompliance7)} a ${percentText(member.compliance7)}`
    : label;
}
