// Sends a file straight from the browser to the private content bucket through a presigned PUT
// (its signed content-type must be sent as is, and If-None-Match: *, signed too: the address
// stores its object once, never over an earlier upload). Used by every admin video and captions upload.
import { ApiError } from './api-client';

/** The headers every presigned upload signs besides the host: its type, and "only if new". */
export const signedUploadHeaders = (contentType: string): Record<string, string> => ({
  'content-type': contentType,
  'if-none-match': '*',
});

/** `what` names the file in the errors ("el video", "los subtítulos"). */
export async function putToSignedUrl(uploadUrl: string, file: File, what = 'el video'): Promise<void> {
  let response: Response;
  try {
    response = await fetch(uploadUrl, { method: 'PUT', headers: signedUploadHeaders(file.type), body: file });
  } catch {
    throw new ApiError(`No pudimos subir ${what}. Revisá tu conexión e intentá de nuevo.`, 'NetworkError');
  }
  if (!response.ok) throw new ApiError(`No pudimos subir ${what} (error ${response.status}). Intentá de nuevo.`, 'UploadError');
}
