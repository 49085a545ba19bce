/**
 * A signed-in page's head asks who is signed in before any of the page's code has loaded: the
 * answer (and the API token the identity layer sends with it) is in hand by the time the code asks,
 * instead of being asked for behind the code's files. The server writes it into the head of the
 * signed-in pages only; the content security policy admits exactly this script by its hash.
 */
export const earlySessionGlobal = '__storyloomSession';

/** The request matches what the page's own code would send (src/web/features/auth/identity-api.ts). */
export const earlySessionScript = `window.${earlySessionGlobal}=fetch('/api/identity/get-session',{credentials:'same-origin',headers:{'Cache-Control':'no-cache',Pragma:'no-cache'}}).catch(function(){return null});`;
