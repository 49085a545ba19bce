/**
 * A signed-in page's head asks who is signed in before any of the page's code has loaded: the
 * answer (and the API token the identity layer sends with it) is in hand by the time the code asks,
 * instead of being asked for behind the code's files. On a story's own page it then asks for the
 * story with that token. The server writes it into the head of the signed-in pages only; the
 * content security policy admits exactly this script by its hash.
 */
export const earlySessionGlobal = '__storyloomSession';
export const earlyStoryGlobal = '__storyloomStory';

/**
 * The requests match what the page's own code would send (src/web/features/auth/identity-api.ts,
 * src/web/features/stories/api.ts); a failed one is null, and the page's code asks again.
 */
export const earlySessionScript =
  `(function(){var h={'Cache-Control':'no-cache',Pragma:'no-cache'};var w=window;` +
  `var s=w.${earlySessionGlobal}=fetch('/api/identity/get-session',{credentials:'same-origin',headers:h}).catch(function(){return null});` +
  `var m=/^\\/stories\\/([^/]+)\\/?$/.exec(location.pathname);if(!m)return;` +
  `w.${earlyStoryGlobal}={id:m[1],answer:s.then(function(r){var t=r&&r.ok&&r.headers.get('set-auth-jwt');` +
  `return t?fetch('/api/stories/'+m[1],{credentials:'same-origin',headers:{'Cache-Control':'no-cache',Pragma:'no-cache',Authorization:'Bearer '+t}}):null;}).catch(function(){return null})};})();`;
