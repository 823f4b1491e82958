// The port through which services reach course videos and downloadable materials: short-lived signed addresses for watching
// and for an admin's upload, and an existence check. Services depend on this interface only; the
// S3 adapter (s3-content-store.ts) implements it on AWS and against the local content server.

export interface SignedAddress {
  url: string;
  expiresAt: Date;
}

export interface StoredObject {
  size: number;
  contentType: string;
}

export interface ContentStore {
  /** A GET address for the object, answered with its real type (by its key), valid for the configured video life. */
  signedVideoUrl(key: string): Promise<SignedAddress>;
  /** A GET address that saves the object as `fileName` (a download), valid for the video life. */
  signedDownloadUrl(key: string, fileName: string): Promise<SignedAddress>;
  /**
   * A PUT address that accepts exactly this content type — and, given a length, exactly that many
   * bytes (Content-Length is signed, so the bucket refuses any other size) — once: the PUT must
   * carry `If-None-Match: *` (signed; UPLOAD_HEADERS in the web), and a second PUT to the address
   * is refused (412). Valid for the configured upload life.
   */
  signedUploadUrl(key: string, contentType: string, contentLength?: number): Promise<SignedAddress>;
  /** Whether an object exists under the key (checked before a topic points at it). */
  exists(key: string): Promise<boolean>;
  /** The stored object's size and content type (a HEAD), or null when there is none. */
  describe(key: string): Promise<StoredObject | null>;
  /** A small object's text (UTF-8), or null when there is none; refused past `maxBytes` (a captions file checked before a topic points at it). */
  readText(key: string, maxBytes: number): Promise<string | null>;
}
