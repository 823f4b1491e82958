// Sends a file straight from the browser to the private content bucket through a presigned PUT
// (its signed content-type must be sent as is). Used by every admin video upload.
import { ApiError } from './api-client';

export async function putToSignedUrl(uploadUrl: string, file: File): Promise<void> {
  let response: Response;
  try {
    response = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': file.type }, body: file });
  } catch {
    throw new ApiError('No pudimos subir el video. Revisá tu conexión e intentá de nuevo.', 'NetworkError');
  }
  if (!response.ok) throw new ApiError(`No pudimos subir el video (error ${response.status}). Intentá de nuevo.`, 'UploadError');
}
