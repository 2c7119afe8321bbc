import { type ComponentType, createElement } from 'react';
import { EquipmentSection } from '../equipment/EquipmentSection.tsx';
import { DocumentsSection } from '../individual-documents/DocumentsSection.tsx';

/** A section of a record's card beyond its registry fields, shown once the record exists. */
export interface CardSection {
  key: string;
  label: string;
  Component: ComponentType<{ recordId: number }>;
}

/** The individual card's documents and equipment (issue 11 items 3 and 5), in display order. */
export const individualCardSections: CardSection[] = [
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
