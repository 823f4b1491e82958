// The port through which services reach course videos and downloadable materials: short-lived signed addresses for watching
// and for an admin's upload, and an existence check. Services depend on this interface only; the
// S3 adapter (s3-content-store.ts) implements it on AWS and against the local content server.

export interface SignedAddress {
  url: string;
  expiresAt: Date;
}

export interface ContentStore {
  /** A GET address for the object, valid for the configured video life. */
  signedVideoUrl(key: string): Promise<SignedAddress>;
  /** A GET address that saves the object as `fileName` (a download), valid for the video life. */
  signedDownloadUrl(key: string, fileName: string): Promise<SignedAddress>;
  /** A PUT address that accepts exactly this content type, valid for the configured upload life. */
  signedUploadUrl(key: string, contentType: string): Promise<SignedAddress>;
  /** Whether an object exists under the key (checked before a topic points at it). */
  exists(key: string): Promise<boolean>;
}
