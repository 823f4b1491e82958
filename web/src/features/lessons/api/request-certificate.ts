// Asks the server for the course certificate (a PDF, base64) and saves it on the device; answers
// what sharing it needs (its code, course and issue day).
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { mutate } from '../../../lib/api-client';
import { saveBase64File } from '../domain/file-download';

const RequestCertificateDocument = graphql(`
  mutation RequestCertificate($itemId: ID!) {
    requestCertificate(itemId: $itemId) {
      itemId
      fileName
      verificationCode
      courseName
      issuedOn
      pdfBase64
    }
  }
`);

export function useDownloadCertificate(courseId: string) {
  return useMutation({
    mutationFn: async () => {
      const { requestCertificate } = await mutate(RequestCertificateDocument, { itemId: courseId }, 'userPool');
      saveBase64File(requestCertificate.pdfBase64, requestCertificate.fileName, 'application/pdf');
      const { verificationCode, courseName, issuedOn } = requestCertificate;
      return { verificationCode, courseName, issuedOn };
    },
  });
}
