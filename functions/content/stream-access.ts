// The port through which the lessons service opens a course's HLS ladders to a viewer: signed
// cookies (CloudFront's custom policy) scoped to a folder of the streams, for a short while. One
// video is many files (playlists and segments), so one cookie set covers them all where a
// presigned address per file could not (the player fetches names it reads from the playlists).

export interface StreamCookie {
  name: string;
  value: string;
}

export interface StreamGrant {
  cookies: StreamCookie[];
  /** The address path the cookies are for (`/streams/courses/course-1/`), set as their Path. */
  path: string;
  expiresAt: Date;
}

export interface StreamAccess {
  /** The public address of a file of the streams (a master playlist). */
  addressOf(key: string): string;
  /** Cookies that open every file under `scope` (a folder key ending in "/") until they expire. */
  grant(scope: string): Promise<StreamGrant>;
}
