/**
 * The namespace of the development build (npm start), so a planner can have it and the released add-in
 * installed at once: its manifest declares this one (cli/public-url.ts, developmentManifest), and the
 * webpack development build defines AS400_NAMESPACE as it, so the pane writes and inserts its calls.
 */
export const DEV_NAMESPACE = 'AS400DEV';

// Defined by webpack's DefinePlugin in the development build only; elsewhere (production, Node) undefined.
declare const AS400_NAMESPACE: string | undefined;

/** The namespace Excel shows before every function (=AS400.EIU); manifest.xml declares the same (a test holds them together). */
export const NAMESPACE: string = typeof AS400_NAMESPACE === 'string' ? AS400_NAMESPACE : 'AS400';
