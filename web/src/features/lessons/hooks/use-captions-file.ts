// The captions file as a blob: address for the <track>. A <track> from another origin needs the
// video itself to be a CORS request (crossorigin), which would stop the browser sending the video's
// cookies to the content server; fetching the small WebVTT file here keeps the video as it is.
import { useEffect, useState } from 'react';

export function useCaptionsFile(captionsUrl: string | null | undefined): string | null {
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!captionsUrl) return;
    let cancelled = false;
    let created: string | null = null;
    fetch(captionsUrl)
      .then(async (response) => {
        if (!response.ok) return;
        const text = await response.text();
        if (cancelled) return;
        created = URL.createObjectURL(new Blob([text], { type: 'text/vtt' }));
        setBlobUrl(created);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
      setBlobUrl(null);
    };
  }, [captionsUrl]);
  return blobUrl;
}
