/**
 * The form Excel gives a workbook that calls custom functions, recorded as facts in this project's
 * words: what the live-workbook tests (live-form.test.ts) hold the writer to.
 *
 * Read from the workbook Excel for Mac 16.107 saved with a custom-functions add-in (namespace CONTOSO,
 * functions ADD and GET), which the team keeps beside the project in ../shared/excel-saved/ (its
 * README says where it comes from; it has no licence to be copied here, and this is not a copy: only
 * the parts, types, elements and attributes the tests compare). A clone without that folder is tested
 * against these facts alone; where the workbook is at hand, live-form.test.ts also checks that these
 * facts still describe it.
 *
 * An element is written as the tests read one: `{namespace}name[attributes]`, the attributes as
 * `{namespace}name` (an unprefixed attribute has the empty namespace), sorted; text is left out.
 */

export const NS = {
  main: 'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  xda: 'http://schemas.microsoft.com/office/spreadsheetml/2017/dynamicarray',
  xr2: 'http://schemas.microsoft.com/office/spreadsheetml/2015/revision2',
  wetp: 'http://schemas.microsoft.com/office/webextensions/taskpanes/2010/11',
  we: 'http://schemas.microsoft.com/office/webextensions/webextension/2010/11',
  a: 'http://schemas.openxmlformats.org/drawingml/2006/main',
} as const;

/** An attribute without a prefix. */
const plain = (name: string): string => `{}${name}`;
/** An element of namespace `ns` with the attributes named (already qualified). */
const el = (ns: string, name: string, attributes: string[] = []): string => `{${ns}}${name}[${[...attributes].sort().join(' ')}]`;

/** The namespace of the add-in in Excel's workbook. */
export const SAVED_NAMESPACE = 'CONTOSO';

/**
 * How Excel stores a call, typed as `CONTOSO.ADD(1,2)`:
 * - entered while the add-in was not loaded (sheets 1 "Protected" and 2 "Unprotected", cell A1): as
 *   typed, an error cell (#NAME?) whose formula is a volatile, always-calculated single-cell array;
 * - entered with the add-in loaded (sheet 3 "Correct", cell A1): resolved, "CONTOSO." replaced by
 *   "_xldudf_CONTOSO_", a single-cell array formula (ref = the cell itself) in a cell pointing at
 *   cell metadata 1 (cm="1", the dynamic-array flag of xl/metadata.xml), its value cached.
 */
export const CALL = {
  typed: { sheet: 1, ref: 'A1', formula: 'CONTOSO.ADD(1,2)', cell: { r: 'A1', t: 'e', cm: '1' }, f: { t: 'array', aca: '1', ref: 'A1', ca: '1' } },
  resolved: { sheet: 3, ref: 'A1', formula: '_xldudf_CONTOSO_ADD(1,2)', cell: { r: 'A1', cm: '1' }, f: { t: 'array', ref: 'A1' } },
} as const;

/** What replaces "NS." in a resolved call of namespace NS ("_xldudf_CONTOSO_" for CONTOSO). */
export const resolvedHead = (namespace: string): string => `_xldudf_${namespace}_`;

/** The parts a workbook using an add-in has beyond a plain one, with their content types ([Content_Types].xml overrides). */
export const LIVE_PARTS = [
  { part: 'xl/metadata.xml', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheetMetadata+xml' },
  { part: 'xl/webextensions/webextension1.xml', contentType: 'application/vnd.ms-office.webextension+xml' },
  { part: 'xl/webextensions/taskpanes.xml', contentType: 'application/vnd.ms-office.webextensiontaskpanes+xml' },
  // A relationships part: typed by the package's default for the .rels extension, no override.
  { part: 'xl/webextensions/_rels/taskpanes.xml.rels', contentType: null },
] as const;

/** The one relationship to a live part from each relationships part, as Excel writes it. */
export const LIVE_RELATIONSHIPS = [
  { rels: '_rels/.rels', type: 'http://schemas.microsoft.com/office/2011/relationships/webextensiontaskpanes', target: 'xl/webextensions/taskpanes.xml' },
  { rels: 'xl/_rels/workbook.xml.rels', type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/sheetMetadata', target: 'metadata.xml' },
  {
    rels: 'xl/webextensions/_rels/taskpanes.xml.rels',
    type: 'http://schemas.microsoft.com/office/2011/relationships/webextension',
    target: 'webextension1.xml',
  },
] as const;

/**
 * xl/metadata.xml, element by element with its attribute values: one metadata type, XLDAPR (dynamic
 * array properties), whose one future-metadata block says fDynamic="1"; cell metadata 1 points at it.
 */
export const METADATA: readonly (readonly [string, Readonly<Record<string, string>>])[] = [
  [`{${NS.main}}metadata`, {}],
  [`{${NS.main}}metadataTypes`, { count: '1' }],
  [
    `{${NS.main}}metadataType`,
    {
      name: 'XLDAPR',
      minSupportedVersion: '120000',
      copy: '1',
      pasteAll: '1',
      pasteValues: '1',
      merge: '1',
      splitFirst: '1',
      rowColShift: '1',
      clearFormats: '1',
      clearComments: '1',
      assign: '1',
      coerce: '1',
      cellMeta: '1',
    },
  ],
  [`{${NS.main}}futureMetadata`, { name: 'XLDAPR', count: '1' }],
  [`{${NS.main}}bk`, {}],
  [`{${NS.main}}extLst`, {}],
  [`{${NS.main}}ext`, { uri: '{bdbb8cdc-fa1e-496e-a857-3c3f30c029c3}' }],
  [`{${NS.xda}}dynamicArrayProperties`, { fDynamic: '1', fCollapsed: '0' }],
  [`{${NS.main}}cellMetadata`, { count: '1' }],
  [`{${NS.main}}bk`, {}],
  [`{${NS.main}}rc`, { t: '1', v: '0' }],
];

/** xl/webextensions/taskpanes.xml: one task pane, closed (visibility 0), docked right, referring to the add-in's part by relationship. */
export const TASKPANES = {
  elements: [
    el(NS.wetp, 'taskpanes'),
    el(NS.wetp, 'taskpane', ['dockstate', 'visibility', 'width', 'row'].map(plain)),
    el(NS.wetp, 'webextensionref', [`{${NS.r}}id`]),
  ],
  taskpane: { dockstate: 'right', visibility: '0', width: '0', row: '0' },
} as const;

/**
 * xl/webextensions/webextension1.xml: the add-in reference (its manifest id and version, where it is
 * installed from), empty alternate references, properties, bindings and snapshot, and, in an extension
 * list entry of the DrawingML form, the custom functions the workbook uses: one customFunctionIds
 * element per function, each holding the head of a resolved call without "(". `elements` lists the
 * repeated customFunctionIds once.
 */
export const WEBEXTENSION = {
  elements: [
    el(NS.we, 'webextension', [plain('id')]),
    el(NS.we, 'reference', ['id', 'version', 'store', 'storeType'].map(plain)),
    el(NS.we, 'alternateReferences'),
    el(NS.we, 'properties'),
    el(NS.we, 'bindings'),
    el(NS.we, 'snapshot'),
    el(NS.we, 'extLst'),
    el(NS.a, 'ext', [plain('uri')]),
    el(NS.we, 'customFunctionIdList'),
    el(NS.we, 'customFunctionIds'),
  ],
  extUri: '{7C84B067-C214-45C3-A712-C9D94CD141B2}',
  /** A sideloaded add-in (the developer registry key on the Mac that saved it). */
  reference: { store: 'developer', storeType: 'Registry' },
  customFunctionIds: ['_xldudf_CONTOSO_ADD', '_xldudf_CONTOSO_GET'],
} as const;

/** xl/workbook.xml's view: <bookViews> with one <workbookView>, before <sheets>; the attributes Excel writes on it. */
export const WORKBOOK_VIEW = {
  elements: [`{${NS.main}}bookViews`, `{${NS.main}}workbookView`],
  attributes: [...['xWindow', 'yWindow', 'windowWidth', 'windowHeight', 'activeTab'].map(plain), `{${NS.xr2}}uid`].sort(),
  beforeSheets: true,
} as const;
