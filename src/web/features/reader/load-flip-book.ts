/**
 * The page-turning engine, in a chunk of its own. A page that will show a book starts loading it as
 * early as it can (with the page's own code), so it is there when the story arrives.
 */
export const loadFlipBook = () => import('./flip-book.tsx');
