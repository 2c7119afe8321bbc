/** The newest modification time of the bundle's sources, in ms. */
export function newestSource(): number;
/** The bundle's entry when built from the sources as they are now; null when missing or older. */
export function freshBundle(): string | null;
export const distDir: string;
export const stampFile: string;
