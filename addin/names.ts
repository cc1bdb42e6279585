/** The namespace Excel shows before every function (=AS400.EIU); manifest.xml declares the same (a test holds them together). */
export const NAMESPACE = 'AS400';
