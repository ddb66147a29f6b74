// product §2: the product forces https, except on the developer's own machine.
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The https URL to move to, or null when the page may stay where it is. */
export function httpsRedirectTarget(
  location: Pick<Location, 'protocol' | 'hostname' | 'href'>,
): string | null {
  if (location.protocol !== 'http:' || LOCAL_HOSTS.has(location.hostname)) return null;
  return `https:${location.href.slice('http:'.length)}`;
}
