/**
 * What a document is accepted with but says about itself (domain §6: a buy under its provider's
 * minimum purchase), one key each with the English words the HTTP answer carries beside it. Like the
 * refusals, the screens never read those words: they translate the key with its parameters.
 */
export const noticeTexts = {
  'buy.underMinimum': (p: { provider: string; cost: number; minimum: number }) => `the buy's cost ${p.cost.toFixed(2)} is under ${p.provider}'s minimum purchase of ${p.minimum.toFixed(2)}`,
} as const;
