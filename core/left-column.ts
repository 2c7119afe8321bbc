// The left column's wire contract, shared by the server (GET /api/left_column) and the console.

/** The real-time channel that says «left-column figures changed: ask again». */
export const LEFT_COLUMN_CHANNEL = '/left_column';

export interface LeftColumnItemDto {
  label: string;
  /** A count, or money as a decimal string ("1234.50"): never a float. */
  value: number | string;
  kind: 'count' | 'money';
  /** Console route of the filtered list the figure stands for. */
  href: string;
}

export interface LeftColumnBlockDto {
  flag: string;
  title: string;
  items: LeftColumnItemDto[];
}

/** GET /api/left_column: only the blocks whose flag the user holds, in the column's order. */
export interface LeftColumnAnswer {
  blocks: LeftColumnBlockDto[];
}
