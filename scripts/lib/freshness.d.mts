export function newestMtime(relativePaths: string[], options?: { ignore?: string[] }): number;
export function isStale(target: string, sources: string[], options?: { ignore?: string[] }): boolean;
