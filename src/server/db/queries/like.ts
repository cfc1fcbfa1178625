/** Escapes LIKE wildcards so search text is matched literally (docs/spec/api-contract.md §12). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
