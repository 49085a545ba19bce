/**
 * Applies the stored theme before first paint so a dark-room reader never sees a white flash. The
 * build writes it into every page's head (no request to wait for); the content security policy
 * admits exactly this script by its hash.
 */
export const themeInitScript =
  "(function(){try{var s=localStorage.getItem('theme');var d=s==='dark'||(s!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);}catch(e){}})();";
