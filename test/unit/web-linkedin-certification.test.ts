// LinkedIn's "Add to Profile" link for a course certificate (web/src/features/lessons/domain/linkedin-certification.ts):
// the documented parameters, each encoded, the issue month as LinkedIn numbers it (1–12).
import { describe, expect, it } from 'vitest';
import { linkedInAddToProfileUrl } from '../../web/src/features/lessons/domain/linkedin-certification';

describe("LinkedIn's add-to-profile link", () => {
  it('fills the certification form: name, issuer, issue year and month, the public page and the code', () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        courseName: 'Halterofilia: técnica & progresiones',
        issuer: 'Impulso',
        issuedOn: '2026-03-07',
        certUrl: 'https://tienda.example/certificados/7K3Q-2MXA-P9RT-B4HC',
        code: '7K3Q-2MXA-P9RT-B4HC',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Halterofilia: técnica & progresiones',
      organizationName: 'Impulso',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: 'https://tienda.example/certificados/7K3Q-2MXA-P9RT-B4HC',
      certId: '7K3Q-2MXA-P9RT-B4HC',
    });
  });
});
