/**
 * Domino sizing, PCR V4R5 Chapter 11: main storage for the Domino pool (11.6 tip 3) and mail and
 * calendaring users per CPW (11.10), with the announced capabilities of the Dedicated Server for
 * Domino models (2.13.1, 2.13.2) for the machines the 11.10 rule cannot take.
 */
import { isError, naError, type Result } from '../errors';
import { CATALOG } from '../catalog/catalog';
import { lookup, lookupOne, normalizeKey } from '../catalog/lookup';
import { systemCpw } from '../catalog/queries';
import type { Model } from '../catalog/model';
import { DSD_CAPABILITIES } from '../tables/domino';
import { printedNumber } from '../tables/printed';

/** 11.6 tip 3 (line 4002): "approximately 60MB + 1MB per active user". */
export const DOMINO_BASE_MB = 60;
export const DOMINO_MB_PER_USER = 1;
/** 11.6 tip 3: "approximately 16MB for each additional server" (partition). */
export const DOMINO_MB_PER_EXTRA_PARTITION = 16;
/** 11.6 tip 1 (line 4000): best results "when the number of active users was limited to 3000" per partition. */
export const DOMINO_USERS_PER_PARTITION = 3000;
/** 11.10 (line 4138): "approximately 3.6 mail and calendaring users at a 70% CPU utilization" per CPW. */
export const USERS_PER_CPW = 3.6;

/**
 * MB to configure for the storage pool the Domino servers and users run in (11.6 tip 3). The
 * *MACHINE, *SPOOL and other pools come on top; the text's pointer to 11.10 "for more details on
 * estimating memory requirements" leads nowhere (11.10 says nothing about memory).
 */
export function dominoMemory(activeUsers: number, partitions: number): number {
  return DOMINO_BASE_MB + DOMINO_MB_PER_USER * activeUsers + DOMINO_MB_PER_EXTRA_PARTITION * (partitions - 1);
}

/** A DSD announcement row, numbers read from the printed text ("14,840" → 14840; not printed → null). */
interface DsdCapability {
  readonly key: string;
  readonly line: number;
  readonly simpleMail: number;
  readonly mailCalendaring: number | null;
  /** The cells as printed, for messages. */
  readonly printed: { readonly simpleMail: string; readonly mailCalendaring: string };
}

const DSD: readonly DsdCapability[] = DSD_CAPABILITIES.rows.map(([line, key, simple, calendaring]) => ({
  key,
  line,
  simpleMail: printedNumber(simple, line) as number,
  mailCalendaring: printedNumber(calendaring, line),
  printed: { simpleMail: simple, mailCalendaring: calendaring },
}));

const dsdOf = (m: Model): DsdCapability | undefined => DSD.find((d) => normalizeKey(d.key) === normalizeKey(`${m.model}-${m.feature}`));

/**
 * Why the 11.10 rule cannot take a DSD: its "Processor CPW" is the Non Domino CPW of Table
 * D.1.3.1 (2.13), the room for work other than Domino, so 3.6 x that CPW says nothing about its
 * Domino users (820-2427: 300 CPW, 9,890 announced users, 10,000 run in Table 11.1).
 */
function dsdNotCovered(m: Model): Result<never> {
  const d = dsdOf(m);
  const announced =
    d?.mailCalendaring != null
      ? ` PCR 2.13.1 prints ${d.printed.mailCalendaring} Mail & Calendaring Users for it: =AS400.DSDUSERS("${m.key}").`
      : d
        ? ` PCR 2.13.2 prints only Simple Mail Users for it (${d.printed.simpleMail}): =AS400.DSDUSERS("${m.key}", "simple mail").`
        : '';
  return naError(
    `${m.key} is a Dedicated Server for Domino (Table ${m.table}): its Processor CPW (${m.processorCpw}) is the capacity for work ` +
      `other than Domino (PCR 2.13; Table D.1.3.1 heads it "Non Domino CPW"), not the CPW the 3.6 users per CPW rule of 11.10 takes.${announced}`,
  );
}

/** The CPW the 11.10 rule takes: a number as given, or a catalog key's processor CPW; #N/A for DSD models. */
function dominoCpw(system: string | number): Result<number> {
  if (typeof system === 'string') {
    const rows = lookup(system);
    if (isError(rows)) return rows;
    const dsd = rows.find((m) => m.family === 'DSD');
    if (dsd) return dsdNotCovered(dsd);
  }
  return systemCpw(system);
}

/** Mail and calendaring users a system carries at 70% CPU (11.10): 3.6 x CPW / complexity. */
export function dominoUsers(system: string | number, complexity: number): Result<number> {
  const cpw = dominoCpw(system);
  return isError(cpw) ? cpw : (USERS_PER_CPW * cpw) / complexity;
}

/** Processor CPW that carries `users` at 70% CPU: the inverse of 11.10, users x complexity / 3.6. */
export function dominoCpwFor(users: number, complexity: number): number {
  return (users * complexity) / USERS_PER_CPW;
}

export const DSD_WORKLOADS = ['mail and calendaring', 'simple mail'] as const;
export type DsdWorkload = (typeof DSD_WORKLOADS)[number];

/** "Mail & Calendaring", "M&C", "calendaring" → mail and calendaring; "simple", "simple mail" → simple mail. */
export function parseDsdWorkload(text: string | null): Result<DsdWorkload> {
  if (text === null) return 'mail and calendaring';
  const t = text.trim().toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ');
  if (['mail and calendaring', 'm and c', 'calendaring', 'mail and calendaring users'].includes(t)) return 'mail and calendaring';
  if (['simple mail', 'simple', 'simple mail users'].includes(t)) return 'simple mail';
  return naError(`Unknown workload "${text}": use "mail and calendaring" (default) or "simple mail", the two metrics PCR 2.13 announces`);
}

/** Users the document announces for a DSD model (2.13.1, 2.13.2). */
export function dsdUsers(model: string, workload: DsdWorkload): Result<number> {
  const m = lookupOne(model);
  if (isError(m)) return m;
  const d = m.family === 'DSD' ? dsdOf(m) : undefined;
  if (!d) {
    return naError(
      `${m.key} is not a Dedicated Server for Domino: PCR 2.13 announces users only for ${DSD.map((x) => x.key).join(', ')}. ` +
        'For other models use =AS400.DOMINOUSERS (3.6 mail and calendaring users per CPW, 11.10).',
    );
  }
  if (workload === 'simple mail') return d.simpleMail;
  if (d.mailCalendaring === null) {
    return naError(
      `${d.key}: PCR 2.13.2 announces only Simple Mail Users (${d.printed.simpleMail}) for the 170 DSD features, ` +
        'no Mail & Calendaring Users (a metric added with V4R5 for the 270 and 820 DSD, 2.13.1)',
    );
  }
  return d.mailCalendaring;
}

/** Announced Mail & Calendaring users of a catalog row: the V4R5 270 and 820 DSD of 2.13.1; null for the rest. */
export function announcedMailUsers(m: Model): number | null {
  return m.family === 'DSD' ? (dsdOf(m)?.mailCalendaring ?? null) : null;
}

interface MailOffer {
  readonly model: Model;
  readonly users: number;
}
let mailOffersMade: { readonly offers: readonly MailOffer[]; readonly largest: MailOffer | null } | null = null;

/**
 * The catalog rows announcing Mail & Calendaring users (2.13.1), fewest first and in catalog order
 * among equals, with the first of the largest: made at the first call, so a call over a range walks
 * these few rows instead of the catalog for each cell, and the bundle's load does not pay for them.
 */
function mailOffers(): NonNullable<typeof mailOffersMade> {
  if (mailOffersMade) return mailOffersMade;
  const offers: MailOffer[] = [];
  let largest: MailOffer | null = null;
  for (const model of CATALOG) {
    const users = announcedMailUsers(model);
    if (users === null) continue;
    const offer = { model, users };
    offers.push(offer);
    if (largest === null || users > largest.users) largest = offer;
  }
  // Array.prototype.sort is stable: equals keep their catalog order, as the first found is chosen.
  offers.sort((a, b) => a.users - b.users);
  return (mailOffersMade = { offers, largest });
}

/**
 * The Dedicated Server for Domino to carry `users`: the one with the fewest announced Mail &
 * Calendaring users (PCR 2.13.1) that carries them once divided by the users' complexity, as 11.10
 * divides its 3.6 users per CPW (both count the mail and calendaring user of 11.1). The 170 DSD
 * features announce simple mail users only (2.13.2), so they are never chosen.
 */
export function dsdRecommend(users: number, complexity: number): Result<string> {
  const { offers, largest } = mailOffers();
  const need = users * complexity;
  for (const o of offers) if (o.users >= need) return o.model.key;
  return naError(
    `No Dedicated Server for Domino carries ${users} users of complexity ${complexity}: the ` +
      `largest, ${largest?.model.key}, announces ${largest?.users} Mail & Calendaring users (PCR ` +
      `2.13.1). ` +
      'Plan several servers, or a general model: =AS400.RECOMMEND(AS400.DOMINOCPW(users, complexity)).',
  );
}
