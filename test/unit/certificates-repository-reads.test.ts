// An issued certificate is checked when read, the holder's copy (certificates-repository.ts) and
// the public one (certificate-lookup.ts): it reads as issued, without its keys; one issued before
// its printed length and evaluation were kept reads without them; an annulled one keeps its date;
// a record with a field of the wrong kind is a MalformedRecordError naming its key and the field.
import { afterAll, describe, expect, it } from 'vitest';
import { createCertificateLookup } from '../../functions/data/certificate-lookup';
import { createCertificatesRepository, type IssuedCertificate } from '../../functions/data/certificates-repository';
import { MalformedRecordError } from '../../functions/data/records';
import { mockedTable } from '../support/mocked-table';

const { documentClient, table, store } = mockedTable();
afterAll(() => documentClient.restore());
const certificates = createCertificatesRepository(table);
const lookup = createCertificateLookup(table);

const issued: IssuedCertificate = {
  code: 'K7Q2M3X9',
  holderName: 'Ana Pérez',
  courseId: 'course-1',
  courseName: 'Formación en entrenamiento',
  coachName: 'Delfi',
  issuedOn: '2026-12-01',
  courseHours: 12,
  courseLength: '3 h 31 min de video',
  passedEvaluation: true,
};
const holderKeys = { PK: 'USER#u1', SK: 'CERTIFICATE#course-1', entity: 'CertificateHeld' };
const publicKeys = { PK: 'CERTIFICATE#K7Q2M3X9', SK: 'CERTIFICATE', entity: 'Certificate' };

describe('a stored certificate', () => {
  it('reads as issued, without its keys, from the holder and from its code', async () => {
    store({ ...holderKeys, ...issued }, { ...publicKeys, ...issued });
    expect(await certificates.getForHolder('u1', 'course-1')).toEqual(issued);
    expect(await lookup.getByCode('K7Q2M3X9')).toEqual(issued);
  });

  it('one issued before the length and the evaluation were kept, without hours, reads without them; an annulment keeps its day', async () => {
    const { courseLength: _length, passedEvaluation: _passed, ...old } = issued;
    store({ ...publicKeys, ...old, courseHours: null, annulledOn: '2026-12-05' });
    expect(await lookup.getByCode('K7Q2M3X9')).toEqual({ ...old, courseHours: null, annulledOn: '2026-12-05' });
  });

  it('one whose holder name is not text is refused, naming its key and the field', async () => {
    store({ ...holderKeys, ...issued, holderName: ['Ana'] }, { ...publicKeys, ...issued, passedEvaluation: 'sí' });
    await expect(certificates.getForHolder('u1', 'course-1')).rejects.toThrow(MalformedRecordError);
    await expect(certificates.getForHolder('u1', 'course-1')).rejects.toThrow(
      /certificate record USER#u1 \/ CERTIFICATE#course-1: holderName/,
    );
    await expect(lookup.getByCode('K7Q2M3X9')).rejects.toThrow(/CERTIFICATE#K7Q2M3X9 \/ CERTIFICATE: passedEvaluation/);
  });
});
