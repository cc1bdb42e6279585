/**
 * Where the add-in is served from. manifest.xml names the developer's address
 * (https://localhost:3000/); a build for a team's web server writes every URL of dist/manifest.xml
 * under AS400_PUBLIC_URL instead (webpack.config.js). Only the manifest holds absolute URLs: the
 * page, its scripts and the service worker refer to each other by relative paths, so they work
 * under any address, a sub-folder included.
 */

/** The address manifest.xml is written for (npm start serves there). */
export const DEV_URL = 'https://localhost:3000/';

/** AS400_PUBLIC_URL checked and with its trailing slash, or the developer's address when unset. */
export function publicUrl(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DEV_URL;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`AS400_PUBLIC_URL must be an absolute https:// address, e.g. https://planning.example.com/as400/, not ${JSON.stringify(value)}`);
  }
  // Office loads add-ins over HTTPS only; a query or fragment would end up inside every file's URL.
  if (url.protocol !== 'https:') throw new Error(`AS400_PUBLIC_URL must start with https:// (Office loads add-ins over HTTPS only), not ${JSON.stringify(value)}`);
  if (url.search || url.hash || url.username || url.password) throw new Error(`AS400_PUBLIC_URL is a folder address without query, fragment or credentials, not ${JSON.stringify(value)}`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** manifest.xml with every URL under `base` instead of the developer's address. */
export function manifestFor(xml: string, base: string): string {
  const locations = [...xml.matchAll(/DefaultValue="(\w+:\/\/[^"]*)"/g)].map((m) => m[1]);
  const stray = locations.find((u) => !u.startsWith(DEV_URL));
  if (stray) throw new Error(`manifest.xml: ${stray} is not under ${DEV_URL}, so it would not follow AS400_PUBLIC_URL`);
  return xml.split(DEV_URL).join(base);
}
