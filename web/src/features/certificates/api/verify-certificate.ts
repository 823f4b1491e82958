// The public check of a certificate by its verification code (anyone: the API key is enough).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';

const VerifyCertificateDocument = graphql(`
  query VerifyCertificate($code: String!) {
    verifyCertificate(code: $code) {
      code
      holderName
      courseId
      courseName
      coachName
      issuedOn
      courseHours
      annulledOn
      passedEvaluation
      courseLength
    }
  }
`);

export const useCertificateVerification = (code: string) =>
  useQuery({
    queryKey: ['certificate', code],
    queryFn: async () => (await request(VerifyCertificateDocument, { code }, 'apiKey')).verifyCertificate ?? null,
  });
