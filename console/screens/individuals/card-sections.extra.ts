import { allowed } from '../../../core/actions/allowed.ts';
import { ownerBalances } from '../../../core/actions/defs/ledger.actions.ts';
import { type ComponentType, createElement } from 'react';
import type { CurrentUser } from '../../../core/rules/user-permissions.rule.ts';
import { EquipmentSection } from '../equipment/EquipmentSection.tsx';
import { DocumentsSection } from '../individual-documents/DocumentsSection.tsx';
import { IndividualBalance } from '../transactions/IndividualBalance.tsx';
import { ReliabilityCard } from '../reliability/ReliabilityCard.tsx';

/** A section of a record's card beyond its registry fields, shown once the record exists. */
export interface CardSection {
  key: string;
  label: string;
  Component: ComponentType<{ recordId: number }>;
  /** Shown only to these users (the server refuses the others its calls). */
  allowed?(user: CurrentUser): boolean;
  /** Unfolded when the card opens: a figure to see at a glance. */
  open?: true;
}

/** The individual card's balance (issue 13), documents and equipment (issue 11 items 3 and 5), in display order. */
export const individualCardSections: CardSection[] = [
  {
    // Issue 13: the worker's ledger balance, for those who may read the ledger.
    key: 'balance',
    label: 'Баланс',
    Component: IndividualBalance,
    allowed: (user) => allowed(user, ownerBalances),
    open: true,
  },
  {
    // Issue 21 item 6: the reliability score the worker picker orders by.
    key: 'reliability',
    label: 'Надёжность',
    Component: ReliabilityCard,
    open: true,
  },
  {
    key: 'documents',
    label: 'Сканы документов',
    Component: ({ recordId }) => createElement(DocumentsSection, { individualId: recordId }),
  },
  {
    key: 'equipment',
    label: 'Одежда и инструмент',
    Component: ({ recordId }) => createElement(EquipmentSection, { individualId: recordId }),
  },
];
