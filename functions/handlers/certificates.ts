// Certificates function: an owner who completed a course downloads its certificate, a PDF drawn
// here. Its own function so that the PDF library loads only where a certificate is drawn.
import type { MutationRequestCertificateArgs } from '../generated/graphql';
import { certificatesDependencies, type CertificatesFunctionDependencies as Dependencies } from '../composition/certificates';
import { createCertificateService } from '../services/certificate-service';
import { createResolverHandler, field } from './appsync-resolver';

export const certificatesResolvers = {
  requestCertificate: field<MutationRequestCertificateArgs, Dependencies>((args, viewer, deps) =>
    createCertificateService(deps).requestCertificate(viewer, args.itemId),
  ),
};

export const handler = createResolverHandler(certificatesResolvers, certificatesDependencies);
