/** "Redraw page 2 (1 credit)", or the bare label when credits are off. */
export const priced = (label: string, credits: number, enabled: boolean) => (enabled ? `${label} (${credits} credit${credits === 1 ? '' : 's'})` : label);

/** The sentence a confirmation opens with. */
export const costSentence = (credits: number, enabled: boolean, balance: number | undefined) =>
  enabled
    ? `This costs ${credits} credit${credits === 1 ? '' : 's'}${balance === undefined ? '' : ` (you have ${balance})`}. If it cannot be drawn, the credits come back.`
    : 'This is free.';
