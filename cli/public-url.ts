/**
 * Where the add-in is served from. manifest.xml names the developer's address
 * (https://localhost:3000/); a build for a team's web server writes every URL of dist/manifest.xml
 * under AS400_PUBLIC_URL instead (webpack.config.js). Only the manifest holds absolute URLs: the
 * page, its scripts and the service worker refer to each other by relative paths, so they work
 * under any address, a sub-folder included.
 *
 * The manifest's <Version> is package.json's `version` (0.2.0 is written 0.2.0.0), stamped by the
 * same step: Excel keys its cache of functions.json on it, so it is never kept by hand.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { DEV_NAMESPACE } from '../addin/names';

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
  if (url.protocol !== 'https:')
    throw new Error(`AS400_PUBLIC_URL must start with https:// (Office loads add-ins over HTTPS only), not ${JSON.stringify(value)}`);
  if (url.search || url.hash || url.username || url.password)
    throw new Error(`AS400_PUBLIC_URL is a folder address without query, fragment or credentials, not ${JSON.stringify(value)}`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** package.json's `version`: the add-in's one version. */
export function packageVersion(): string {
  return (JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The manifest's <Version> for a package version: 0.2.0 is 0.2.0.0. Only MAJOR.MINOR.PATCH, each of at
 * most 5 digits: the XML manifest's version is up to four such numbers, and the unified manifest's
 * (manifest.json) takes the same three.
 */
export function manifestVersion(version: string): string {
  if (!/^\d{1,5}\.\d{1,5}\.\d{1,5}$/.test(version)) {
    throw new Error(
      `package.json's version must be MAJOR.MINOR.PATCH, numbers of at most 5 digits (the manifests' ` +
        `version takes no pre-release or build part), not ${JSON.stringify(version)}`,
    );
  }
  return `${version}.0`;
}

/** The development build's add-in Id: its own, so Office keeps it apart from the released add-in (derived, so every build gives the same). */
export function developmentId(id: string): string {
  const h = crypto.createHash('sha1').update(`as400-capacity-planner development ${id}`).digest('hex');
  const variant = ((parseInt(h[16], 16) & 3) | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const DEV_NAME_SUFFIX = ' (development)';

/**
 * The manifest of the development build (npm start): its own <Id>, " (development)" after its name
 * and its ribbon group's, and the namespace AS400DEV (its functions are =AS400DEV.EIU), so it and the
 * released add-in can be installed in one Excel at once and told apart. Everything else as `xml`.
 */
export function developmentManifest(xml: string): string {
  const id = /<Id>\s*([^<\s]+)\s*<\/Id>/.exec(xml)?.[1];
  if (!id) throw new Error('manifest.xml: no <Id>');
  const out = xml
    .replace(/<Id>\s*[^<\s]+\s*<\/Id>/, `<Id>${developmentId(id)}</Id>`)
    .replace(/(<DisplayName DefaultValue="[^"]*)"/, `$1${DEV_NAME_SUFFIX}"`)
    .replace(/(<bt:String id="Group.Label" DefaultValue="[^"]*)"/, `$1${DEV_NAME_SUFFIX}"`)
    .replace(/(<bt:String id="Functions.Namespace" DefaultValue=")[^"]*"/, `$1${DEV_NAMESPACE}"`)
    .replace(/=AS400\./g, `=${DEV_NAMESPACE}.`);
  if (!out.includes(`DefaultValue="${DEV_NAMESPACE}"`)) throw new Error('manifest.xml: no Functions.Namespace string to give the development namespace');
  return out;
}

/** manifest.xml with every URL under `base` instead of the developer's address, and <Version> from `version` (package.json's). */
export function manifestFor(xml: string, base: string, version: string = packageVersion()): string {
  const locations = [...xml.matchAll(/DefaultValue="(\w+:\/\/[^"]*)"/g)].map((m) => m[1]);
  const stray = locations.find((u) => !u.startsWith(DEV_URL));
  if (stray) throw new Error(`manifest.xml: ${stray} is not under ${DEV_URL}, so it would not follow AS400_PUBLIC_URL`);
  if ((xml.match(/<Version>[^<]*<\/Version>/g) ?? []).length !== 1)
    throw new Error('manifest.xml must hold exactly one <Version> element, which the build fills in');
  return xml
    .split(DEV_URL)
    .join(base)
    .replace(/<Version>[^<]*<\/Version>/, `<Version>${manifestVersion(version)}</Version>`);
}
