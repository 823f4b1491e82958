// The site on AWS: the web stack's private bucket behind CloudFront. Published pages are written
// with the Cache-Control that lets CloudFront keep them until invalidated while browsers
// revalidate; changed addresses are invalidated in one request per publish run.
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PUBLISHED_CACHE_CONTROL, type SiteStore } from './site-store';

const isMissing = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

export function createS3SiteStore({
  bucket,
  distributionId,
  region,
}: {
  bucket: string;
  distributionId: string;
  region: string;
}): SiteStore {
  const s3 = new S3Client({ region });
  // CloudFront's API lives in us-east-1 whatever the stack's region.
  const cloudFront = new CloudFrontClient({ region: 'us-east-1' });
  return {
    async read(key) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return (await object.Body?.transformToString('utf-8')) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async write(key, body, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: key.startsWith('_publish/') ? 'no-store' : PUBLISHED_CACHE_CONTROL,
        }),
      );
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async invalidate(paths) {
      await cloudFront.send(
        new CreateInvalidationCommand({
          DistributionId: distributionId,
          InvalidationBatch: {
            CallerReference: `publish-${Date.now()}-${Math.random().toString(36).slice(2)}`,
            Paths: { Quantity: paths.length, Items: paths },
          },
        }),
      );
    },
  };
}
