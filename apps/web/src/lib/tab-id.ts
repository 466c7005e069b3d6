/**
 * A random id of this browser tab, sent with every API request (x-keel-tab) and with the live
 * update stream, so the server does not echo the tab's own changes back to it. getRandomValues
 * (unlike randomUUID) also works on a plain-HTTP origin.
 */
export const TAB_ID = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
