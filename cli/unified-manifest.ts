/**
 * The unified manifest (Microsoft 365 app manifest, manifest.json) written from the XML manifest as the
 * build wrote it, so both name the same files, strings and version:
 * - one runtime, long-lived, whose page is the task pane and whose script is functions.js, carrying the
 *   custom functions (namespace AS400, metadataUrl = the XML manifest's functions.json);
 * - the Data tab's button that opens the pane, the get-started callout, ReadWriteDocument as
 *   Document.ReadWrite.User;
 * - extensions[0].alternates[0].hide.customOfficeAddin.officeAddinId = the XML <Id>, so a client that
 *   has both installed shows one add-in.
 * Its own id is a different GUID, derived from the XML <Id> so every release gives the same one (the
 * admin center updates an app by its id). Checked by `office-addin-manifest validate` against the
 * schema @microsoft/app-manifest bundles for manifestVersion 1.25 (tests/cli/release.test.ts), offline.
 */
import crypto from 'crypto';
import { unescapeXml } from './xlsx/xml';

export const MANIFEST_VERSION = '1.25';
export const SCHEMA_URL = `https://developer.microsoft.com/json-schemas/teams/v${MANIFEST_VERSION}/MicrosoftTeams.schema.json`;

/** The app package's own icons (files beside manifest.json): a 192×192 full-colour one and a 32×32 white outline. */
export const APP_ICONS = { color: 'color.png', outline: 'outline.png' } as const;

function one(xml: string, re: RegExp, what: string): string {
  const m = re.exec(xml);
  if (!m) throw new Error(`manifest.xml: no ${what}`);
  return unescapeXml(m[1]);
}

/** A name-based GUID (RFC 4122 version 5 layout) from `name`: stable, and never the XML <Id> itself. */
export function derivedGuid(name: string): string {
  const h = crypto.createHash('sha1').update(`as400-capacity-planner unified manifest ${name}`).digest('hex');
  const variant = ((parseInt(h[16], 16) & 3) | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A short description (the unified manifest allows 80 characters there; the XML one is the full one). */
const SHORT_DESCRIPTION = 'IBM AS/400 sizing rules and CPW ratings as AS400.* worksheet functions';

export interface UnifiedOptions {
  /** package.json's version (MAJOR.MINOR.PATCH). */
  readonly version: string;
  /** The accent colour, #RRGGBB. */
  readonly accentColor: string;
}

/** The XML manifest's values as the unified manifest takes them: a resource by id, an element's resid, a top-level value. */
interface ManifestReader {
  readonly resource: (id: string) => string;
  readonly resid: (element: string, scope?: string) => string;
  readonly top: (element: string) => string;
}

function manifestReader(xml: string): ManifestReader {
  const resource = (id: string): string =>
    one(xml, new RegExp(`<bt:(?:Url|Image|String) id="${id.replace(/\./g, '\\.')}" DefaultValue="([^"]*)"`), `resource ${id}`);
  const resid = (element: string, scope = xml): string => one(scope, new RegExp(`<${element} resid="([^"]+)"`), `<${element} resid>`);
  const top = (element: string): string => one(xml, new RegExp(`<${element} DefaultValue="([^"]*)"`), `<${element}>`);
  return { resource, resid, top };
}

/** manifest.json for the built XML manifest `xml` (its URLs already under the public address). */
export function unifiedManifest(xml: string, options: UnifiedOptions): Record<string, unknown> {
  const read = manifestReader(xml);
  const id = one(xml, /<Id>\s*([^<\s]+)\s*<\/Id>/, '<Id>');
  const xmlVersion = one(xml, /<Version>\s*([^<\s]+)\s*<\/Version>/, '<Version>');
  if (xmlVersion !== `${options.version}.0`) throw new Error(`manifest.xml's <Version> ${xmlVersion} is not package.json's ${options.version}`);
  const sharedRuntime = { name: 'SharedRuntime', minVersion: one(xml, /<Set Name="SharedRuntime" MinVersion="([^"]+)"/, 'SharedRuntime requirement') };
  const runtime = functionsRuntime(xml, read, sharedRuntime);
  const ribbon = dataTabButton(xml, read);
  const getStarted = one(xml, /<GetStarted>([\s\S]*?)<\/GetStarted>/, '<GetStarted>');
  const supportUrl = read.top('SupportUrl');

  return {
    $schema: SCHEMA_URL,
    manifestVersion: MANIFEST_VERSION,
    version: options.version,
    id: derivedGuid(id),
    name: { short: read.top('DisplayName') },
    description: { short: SHORT_DESCRIPTION, full: read.top('Description') },
    developer: {
      name: one(xml, /<ProviderName>([^<]+)<\/ProviderName>/, '<ProviderName>'),
      websiteUrl: supportUrl,
      privacyUrl: supportUrl,
      termsOfUseUrl: supportUrl,
    },
    icons: { ...APP_ICONS },
    accentColor: options.accentColor,
    localizationInfo: { defaultLanguageTag: one(xml, /<DefaultLocale>([^<]+)<\/DefaultLocale>/, '<DefaultLocale>').toLowerCase() },
    authorization: { permissions: { resourceSpecific: [{ name: permissionOf(xml), type: 'Delegated' }] } },
    extensions: [
      {
        requirements: { scopes: ['workbook'], capabilities: [sharedRuntime] },
        runtimes: [runtime],
        ribbons: [ribbon],
        getStartedMessages: [
          {
            title: read.resource(read.resid('Title', getStarted)),
            description: read.resource(read.resid('Description', getStarted)),
            learnMoreUrl: read.resource(read.resid('LearnMoreUrl', getStarted)),
          },
        ],
        alternates: [{ hide: { customOfficeAddin: { officeAddinId: id } } }],
      },
    ],
  };
}

/** The action the Data tab's button runs: it opens the runtime's page, the task pane. */
const ACTION = 'ShowTaskpane';

/** The one long-lived runtime: its page the task pane, its script functions.js with the custom functions. */
function functionsRuntime(xml: string, { resource, resid }: ManifestReader, sharedRuntime: { name: string; minVersion: string }): Record<string, unknown> {
  const customFunctions = one(xml, /<ExtensionPoint xsi:type="CustomFunctions">([\s\S]*?)<\/ExtensionPoint>/, 'CustomFunctions extension point');
  const script = resource(one(customFunctions, /<Script>\s*<SourceLocation resid="([^"]+)"/, 'functions script'));
  const page = resource(one(customFunctions, /<Page>\s*<SourceLocation resid="([^"]+)"/, 'functions page'));
  const metadataUrl = resource(one(customFunctions, /<Metadata>\s*<SourceLocation resid="([^"]+)"/, 'functions metadata'));
  const namespace = resource(resid('Namespace', customFunctions));
  const runtimePage = resource(one(xml, /<Runtime resid="([^"]+)" lifetime="long"/, 'long-lived <Runtime>'));
  if (runtimePage !== page) throw new Error("manifest.xml: the functions page is not the long-lived runtime's page");
  return {
    requirements: { capabilities: [sharedRuntime] },
    id: 'SharedRuntime',
    type: 'general',
    code: { page, script },
    lifetime: 'long',
    actions: [{ id: ACTION, type: 'openPage' }],
    customFunctions: { namespace: { id: namespace, name: namespace }, metadataUrl },
  };
}

/** The Data tab's group and its button that opens the pane, with their labels, icons and supertip. */
function dataTabButton(xml: string, { resource, resid }: ManifestReader): Record<string, unknown> {
  const tab = one(xml, /<OfficeTab id="([^"]+)">/, '<OfficeTab>');
  const group = one(xml, /<Group id="([^"]+)">([\s\S]*?)<\/Group>/, '<Group>');
  const groupXml = one(xml, /<Group id="[^"]+">([\s\S]*?)<\/Group>/, '<Group>');
  const control = one(groupXml, /<Control xsi:type="Button" id="([^"]+)">/, 'button');
  const controlXml = one(groupXml, /<Control xsi:type="Button" id="[^"]+">([\s\S]*?)<\/Control>/, 'button');
  // The unified manifest takes three sizes per control: the 16, 32 and 80 px it requires.
  const icons = (scope: string) =>
    [...scope.matchAll(/<bt:Image size="(\d+)" resid="([^"]+)"/g)]
      .map((m) => ({ size: Number(m[1]), url: resource(m[2]) }))
      .filter((i) => [16, 32, 80].includes(i.size));
  const groupIcons = icons(one(groupXml, /<Icon>([\s\S]*?)<\/Icon>/, 'group <Icon>'));
  const buttonIcons = icons(one(controlXml, /<Icon>([\s\S]*?)<\/Icon>/, 'button <Icon>'));
  const supertip = one(controlXml, /<Supertip>([\s\S]*?)<\/Supertip>/, '<Supertip>');
  const button = {
    id: control,
    type: 'button',
    label: resource(resid('Label', controlXml)),
    icons: buttonIcons,
    supertip: { title: resource(resid('Title', supertip)), description: resource(resid('Description', supertip)) },
    actionId: ACTION,
  };
  return {
    requirements: { formFactors: ['desktop'] },
    contexts: ['default'],
    tabs: [{ builtInTabId: tab, groups: [{ id: group, label: resource(resid('Label', groupXml)), icons: groupIcons, controls: [button] }] }],
  };
}

/** The unified manifest's permission for the XML manifest's <Permissions>. */
function permissionOf(xml: string): string {
  const permissions = one(xml, /<Permissions>\s*(\w+)\s*<\/Permissions>/, '<Permissions>');
  const permission = { ReadWriteDocument: 'Document.ReadWrite.User', ReadDocument: 'Document.Read.User', Restricted: 'Document.Restricted.User' }[permissions];
  if (!permission) throw new Error(`manifest.xml: no unified-manifest permission for ${permissions}`);
  return permission;
}
