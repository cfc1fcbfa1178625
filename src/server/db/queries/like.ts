/** Escapes LIKE wildcards so search text is matched literally (api-contract §12). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
