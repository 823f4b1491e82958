// LinkedIn's "Add to Profile" form for a certification, filled: the person lands on her profile's
// new-certification form with the name, the issuer, the issue month, the credential's address and
// code already written, and saves it herself (no LinkedIn app or API access is involved: the
// documented link only opens the form). Without LinkedIn's numeric id of the store's company page
// the issuer is its name, as the link allows.
const ADD_TO_PROFILE = 'https://www.linkedin.com/profile/add';

export interface SharedCertificate {
  courseName: string;
  issuer: string;
  /** yyyy-mm-dd, the store's calendar. */
  issuedOn: string;
  /** The public page that confirms it. */
  certUrl: string;
  code: string;
}

export function linkedInAddToProfileUrl(certificate: SharedCertificate): string {
  const [year = '', month = ''] = certificate.issuedOn.split('-');
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseName,
    organizationName: certificate.issuer,
    issueYear: year,
    issueMonth: String(Number(month)),
    certUrl: certificate.certUrl,
    certId: certificate.code,
  });
  return `${ADD_TO_PROFILE}?${query.toString()}`;
}
