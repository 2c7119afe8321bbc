import { z } from 'zod';

// The left column's wire contract, shared by the server (GET /api/left_column) and the console.

/** The real-time channel that says «left-column figures changed: ask again». */
export const LEFT_COLUMN_CHANNEL = '/left_column';

const leftColumnItem = z.object({
  label: z.string(),
  /** A count, or money as a decimal string ("1234.50"): never a float. */
  value: z.union([z.number(), z.string()]),
  kind: z.enum(['count', 'money']),
  /** Console route of the filtered list the figure stands for. */
  href: z.string(),
});
export type LeftColumnItemDto = z.infer<typeof leftColumnItem>;

const leftColumnBlock = z.object({ flag: z.string(), title: z.string(), items: z.array(leftColumnItem) });
export type LeftColumnBlockDto = z.infer<typeof leftColumnBlock>;

/** GET /api/left_column: only the blocks whose flag the user holds, in the column's order. */
export const leftColumnAnswer = z.object({ blocks: z.array(leftColumnBlock) });
export type LeftColumnAnswer = z.infer<typeof leftColumnAnswer>;
