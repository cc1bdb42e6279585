/**
 * The add-in reference a live workbook carries, in the parts Excel writes for a workbook that uses
 * a custom-functions add-in (../shared/excel-saved/): xl/webextensions/webextension1.xml names the
 * add-in (the manifest's <Id> and <Version>, and where it is installed from) and lists the functions
 * the workbook calls; xl/webextensions/taskpanes.xml refers to it, with the pane closed. With it,
 * Excel desktop binds the AS400.* cells on open and offers the add-in to a user who lacks it.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { valueError, type Result } from '../../addin/errors';
import { manifestFor, DEV_URL } from '../public-url';
import { ROOT } from '../registry';
import { escapeXml, XML_HEAD } from './xml';

/**
 * How the planners' Excel installs the add-in, as the reference's store and storeType attributes.
 * The values are those Microsoft documents for the webextension part in "Automatically open a task
 * pane with a document" (learn.microsoft.com/office/dev/add-ins/develop/automatically-open-a-task-pane-with-a-document,
 * its storeType table): Registry with store "developer" for a sideloaded add-in (what Excel wrote
 * in ../shared/excel-saved/), FileSystem with the network share's path for a shared-folder catalog,
 * EXCatalog with store "EXCatalog" for Centralized Deployment in the Microsoft 365 admin center.
 * In each case the reference's id is the manifest's <Id> and its version the <Version> the build writes
 * into the manifest it installs (package.json's version, cli/public-url.ts).
 */
export type Deployment = { readonly kind: 'sideload' } | { readonly kind: 'catalog'; readonly share: string } | { readonly kind: 'centralized' };

export const DEPLOYMENTS = 'sideload, centralized, catalog=\\\\SERVER\\SHARE';

export function storeOf(d: Deployment): { store: string; storeType: string } {
  switch (d.kind) {
    case 'sideload':
      return { store: 'developer', storeType: 'Registry' };
    case 'catalog':
      return { store: d.share, storeType: 'FileSystem' };
    case 'centralized':
      return { store: 'EXCatalog', storeType: 'EXCatalog' };
  }
}

/** The --addin value: sideload, centralized, or catalog=\\server\share (the path planners add under Trusted Add-in Catalogs). */
export function parseDeployment(text: string): Result<Deployment> {
  const t = text.trim();
  if (/^sideload$/i.test(t)) return { kind: 'sideload' };
  if (/^centralized$/i.test(t)) return { kind: 'centralized' };
  const share = /^catalog=(.*)$/i.exec(t)?.[1].trim();
  if (share !== undefined) {
    if (!/^\\\\[^\\]+\\[^\\]+/.test(share))
      return valueError(`--addin catalog= takes the shared folder's network path, e.g. catalog=\\\\server\\addins, not ${JSON.stringify(share)}`);
    return { kind: 'catalog', share };
  }
  return valueError(`Unknown --addin ${JSON.stringify(text)}: choose ${DEPLOYMENTS}`);
}

export interface AddinIdentity {
  readonly id: string;
  readonly version: string;
}

export const MANIFEST = path.join(ROOT, 'manifest.xml');

/**
 * The add-in's <Id> and <Version> as installed: manifest.xml as the build writes it, so the version is
 * package.json's (0.2.0.0 for 0.2.0), the one Excel matches on.
 */
export function manifestIdentity(xml: string = fs.readFileSync(MANIFEST, 'utf8')): AddinIdentity {
  const built = manifestFor(xml, DEV_URL);
  const id = /<Id>\s*([^<\s]+)\s*<\/Id>/.exec(built)?.[1];
  const version = /<Version>\s*([^<\s]+)\s*<\/Version>/.exec(built)?.[1];
  if (!id || !version) throw new Error('manifest.xml has no <Id> or no <Version>');
  return { id, version };
}

const WE_NS = 'http://schemas.microsoft.com/office/webextensions/webextension/2010/11';
const WETP_NS = 'http://schemas.microsoft.com/office/webextensions/taskpanes/2010/11';
const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** The extension (in the drawingml a:ext form Excel uses) holding the custom-function ids. */
const CUSTOM_FUNCTIONS_EXT = '{7C84B067-C214-45C3-A712-C9D94CD141B2}';

/**
 * The part's own id, a GUID Excel makes per workbook; here one derived from the add-in id, so the
 * same plan gives the same bytes.
 */
function instanceId(addinId: string): string {
  const h = crypto.createHash('sha1').update(`as400-sizer webextension ${addinId}`).digest('hex').toUpperCase();
  const variant = ((parseInt(h[16], 16) & 3) | 8).toString(16).toUpperCase();
  return `{${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}}`;
}

/** xl/webextensions/webextension1.xml: the reference and one we:customFunctionIds per function id given (already in _xldudf_ form). */
export function webExtensionXml(addin: AddinIdentity, deployment: Deployment, functionIds: readonly string[]): string {
  const { store, storeType } = storeOf(deployment);
  const ids = functionIds.map((id) => `<we:customFunctionIds>${escapeXml(id)}</we:customFunctionIds>`).join('');
  return (
    `${XML_HEAD}<we:webextension xmlns:we="${WE_NS}" id="${instanceId(addin.id)}">` +
    `<we:reference id="${escapeXml(addin.id)}" version="${escapeXml(addin.version)}" store="${escapeXml(store)}" storeType="${storeType}"/>` +
    `<we:alternateReferences/><we:properties/><we:bindings/><we:snapshot xmlns:r="${R_NS}"/>` +
    `<we:extLst><a:ext xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ` +
    `uri="${CUSTOM_FUNCTIONS_EXT}"><we:customFunctionIdList>${ids}</we:customFunctionIdList></a:ext>` +
    `</we:extLst>` +
    '</we:webextension>'
  );
}

/** xl/webextensions/taskpanes.xml: the pane closed (visibility 0), as Excel saved it; rId is its relationship to webextension1.xml. */
export const taskpanesXml = (rId: string): string =>
  `${XML_HEAD}<wetp:taskpanes xmlns:wetp="${WETP_NS}"><wetp:taskpane dockstate="right" visibility="0" width="0" ` +
  `row="0"><wetp:webextensionref xmlns:r="${R_NS}" r:id="${rId}"/></wetp:taskpane></wetp:taskpanes>`;

export const WEBEXTENSION_TYPE = 'application/vnd.ms-office.webextension+xml';
export const TASKPANES_TYPE = 'application/vnd.ms-office.webextensiontaskpanes+xml';
/** Relationship types (Office 2011), from the package to taskpanes.xml and from it to webextension1.xml. */
export const TASKPANES_REL = 'http://schemas.microsoft.com/office/2011/relationships/webextensiontaskpanes';
export const WEBEXTENSION_REL = 'http://schemas.microsoft.com/office/2011/relationships/webextension';
