// The policy the SPA passes: no inline script (runtime settings come from /runtime-config.js), inline
// styles allowed for positioned popovers, PDFs shown from blob: URLs, the websocket on the same host,
// and map tiles from the configured tile host (contentSecurityPolicy below).
/** The policy with the map tile host's origin (MAP_TILE_URL, docs/deployment.md) added to img-src. */
export function contentSecurityPolicy(tileOrigin: string) {
  return {
    ...CONTENT_SECURITY_POLICY,
    imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, ...(tileOrigin ? [tileOrigin] : [])],
  };
}

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};
