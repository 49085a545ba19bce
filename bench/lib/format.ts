export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A marker next to a figure: benchmarks report against their targets, they never fail on them. */
export function verdict(ok: boolean): string {
  return ok ? 'meets target' : 'MISSES target';
}

/** Left-aligned columns for small tables printed to the terminal. */
export function table(rows: string[][], alignRight: number[] = []): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          alignRight.includes(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .map((line) => `  ${line}`)
    .join('\n');
}
