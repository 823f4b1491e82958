import { describe, expect, it } from 'vitest';
import { spanishLocale, OVERLAY_Z_INDEX } from '../../web/src/app/primereact-setup';
import { coachesOf } from '../../web/src/features/about/coaches';
import { sellerDisplayName } from '../../web/src/features/catalogue/seller';
import { validateContactForm } from '../../web/src/features/contact/contact-form-rules';
import { seedItems } from '../../functions/seed/catalogue';

describe('PrimeReact as the spec configures it', () => {
  it('has a Spanish locale with Monday first, day/month/year and Spanish names', () => {
    expect(spanishLocale.firstDayOfWeek).toBe(1);
    expect(spanishLocale.dateFormat).toBe('dd/mm/yy');
    expect(spanishLocale.monthNames?.[0]).toBe('enero');
    expect(spanishLocale.monthNames).toHaveLength(12);
    expect(spanishLocale.dayNames?.[1]).toBe('lunes');
    expect(spanishLocale.dayNamesMin).toHaveLength(7);
  });

  it('layers modals at 1100 and overlays at 1000', () => {
    expect(OVERLAY_Z_INDEX.modal).toBe(1100);
    expect(OVERLAY_Z_INDEX.overlay).toBe(1000);
  });
});

describe('sellers and coaches', () => {
  it('names the store by its configured name and Delfi as Delfi', () => {
    expect(sellerDisplayName('STORE', 'Impulso')).toBe('Impulso');
    expect(sellerDisplayName('DELFI', 'Impulso')).toBe('Delfi');
  });

  it('groups the catalogue by coach, with what each one teaches', () => {
    const coaches = coachesOf(seedItems);
    expect(coaches.map((coach) => coach.name)).toEqual([
      'Equipo Impulso',
      'Martina Sosa',
      'Lucas Ferreyra',
      'Carla Benítez',
      'Delfina Ríos',
    ]);
    expect(coaches.find((coach) => coach.name === 'Lucas Ferreyra')?.items.map((item) => item.id)).toEqual([
      'course-3',
      'course-4',
      'course-6',
      'course-7',
    ]);
    expect(coaches.find((coach) => coach.name === 'Delfina Ríos')?.items).toHaveLength(5);
  });
});

describe('the contact form checks what the server checks', () => {
  const valid = { name: 'Ana Pérez', email: ' Ana@Example.com ', subject: 'Consulta', message: 'Quiero saber más del curso.' };

  it('accepts a complete message, trimmed and with the e-mail in lower case', () => {
    expect(validateContactForm(valid)).toEqual({
      ok: true,
      message: { name: 'Ana Pérez', email: 'ana@example.com', subject: 'Consulta', message: 'Quiero saber más del curso.' },
    });
  });

  it('answers one Spanish message per wrong field', () => {
    expect(validateContactForm({ name: ' ', email: 'ana', subject: 'ab', message: 'corto' })).toEqual({
      ok: false,
      errors: {
        name: 'Ingresá tu nombre.',
        email: 'Ingresá un e-mail válido.',
        subject: 'Ingresá un asunto.',
        message: 'El mensaje debe tener al menos 10 caracteres.',
      },
    });
    const longMessage = validateContactForm({ ...valid, message: 'x'.repeat(4001) });
    expect(longMessage).toEqual({ ok: false, errors: { message: 'El mensaje no puede superar los 4000 caracteres.' } });
  });
});
