import type { ComponentType } from 'react';
import type { Row } from '../../core/api/api-client.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { ResourceName } from '../../core/resources/index.ts';
import type { CurrentUser } from '../../core/rules/user-permissions.rule.ts';

/** What an action's dialog gets: the rows it acts on, and how to end. */
export interface ListActionProps {
  def: ResourceDef;
  rows: readonly Row[];
  /** The work is done: the list reloads and the selection is cleared. */
  onDone(): void;
  onClose(): void;
}

/**
 * An action the palette offers on a list (issue 12 item 8): on the selected rows, or on the row
 * under the cursor when nothing is selected. Its dialog is loaded when first run.
 */
export interface ListAction {
  id: string;
  title: string;
  resource: ResourceName;
  /** 'selection': the selected rows, else the cursor row; 'row': the cursor row only. */
  on: 'selection' | 'row';
  /** Hidden from users the server would refuse (groups of card invoices). */
  allowed?(user: CurrentUser): boolean;
  /** Offered only for these rows (sending one account's PDF wants exactly one). */
  accepts?(rows: readonly Row[]): boolean;
  /** The dialog that asks and does the work, loaded when first run… */
  dialog?(): Promise<ComponentType<ListActionProps>>;
  /** …or work with nothing to ask (open the PDF preview, tick a confirmation). */
  perform?(rows: readonly Row[], done: () => void): void;
}
