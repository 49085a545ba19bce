/**
 * Long-form text styles (there is no typography plugin): applied to a wrapper, they style the plain
 * h2/h3/p/ul/table elements that legal and feature copy is written in.
 */
export const proseClasses = [
  'text-[1.0625rem] leading-relaxed text-fg',
  '[&_h2]:mt-14 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2:first-child]:mt-0 sm:[&_h2]:text-3xl',
  '[&_h3]:mt-8 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-bold',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li::marker]:text-primary [&_strong]:font-semibold',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a:hover]:text-primary-hover',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-base',
  '[&_th]:border-b-2 [&_th]:border-border [&_th]:py-2 [&_th]:pr-4 [&_th]:align-bottom [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-border [&_td]:py-3 [&_td]:pr-4 [&_td]:align-top',
  '[&_tbody_th]:border-b [&_tbody_th]:py-3 [&_tbody_th]:align-top',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:[overflow-wrap:anywhere] [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]',
].join(' ');
