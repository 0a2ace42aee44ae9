/** Where the return reasons live. */
export const REASONS_PATH = '/a/settings/return-reasons';
