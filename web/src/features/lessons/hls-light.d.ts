// hls.js ships the light build (no subtitles, alternate audio, EME or CMCD — the store's ladders
// mux their audio and carry no DRM) as "hls.js/light" without naming its types in its exports
// map; its API is the full build's.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
