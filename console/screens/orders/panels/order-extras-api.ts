import type { AnswerOf } from '../../../../core/actions/define-action.ts';
import {
  addInternalComment,
  markIndividualCommentRead,
  markInternalRead,
  orderComments,
} from '../../../../core/actions/defs/order-comments.actions.ts';
import {
  changesHistory,
  clientChanges,
  confirmOutsourcing,
  fireIndividual,
  firedIndividuals,
  individualsDataLetter,
  outsourcing,
  restoreIndividual,
  reviewClientChange,
  sendIndividualsData,
} from '../../../../core/actions/defs/order-extras.actions.ts';
import { actionUrl } from '../../../../core/actions/define-action.ts';
import { type OrderFileKind, orderFileActions } from '../../../../core/actions/defs/order-files.actions.ts';
import { api } from '../../../app/api.ts';

// The order card's extra calls (docs/api.md «Order card extras»), each a catalogue action
// (core/actions/defs/order-extras.actions.ts and siblings) typed by its declaration.

export type {
  ClientChangeItem,
  HistoryEntry,
  Letter,
  Outsourcing,
} from '../../../../core/actions/defs/order-extras.actions.ts';
export type { CommentsAnswer, OrderComment } from '../../../../core/actions/defs/order-comments.actions.ts';
export type { OrderFileKind };

/** The fired list with the workers on the order now (the dialog offers them), or a fire/restore's answer. */
export type FiredAnswer = AnswerOf<typeof firedIndividuals> | AnswerOf<typeof fireIndividual>;

const byId = (id: number) => ({ params: { id } });

/**
 * What the card gives an extra panel: the order's id, and `reload` to call after a panel's action
 * wrote the order, so the card takes its new values and version (issue 20 item 5).
 */
export interface ExtraPanelProps {
  orderId: number;
  reload?(): void;
}

export const orderExtras = {
  history: (id: number) => api.call(changesHistory, byId(id)),
  comments: (id: number) => api.call(orderComments, byId(id)),
  addInternalComment: (id: number, comment: string) =>
    api.call(addInternalComment, { params: { id }, body: { comment } }),
  markIndividualCommentRead: (id: number, commentId: number) =>
    api.call(markIndividualCommentRead, { params: { id }, body: { comment_id: commentId } }),
  markInternalRead: (id: number) => api.call(markInternalRead, byId(id)),
  fired: (id: number) => api.call(firedIndividuals, byId(id)),
  fire: (id: number, body: { individual_id: number; fired_until?: string; comment?: string }) =>
    api.call(fireIndividual, { params: { id }, body }),
  restore: (id: number, individualId: number) =>
    api.call(restoreIndividual, { params: { id }, body: { individual_id: individualId } }),
  clientChanges: (id: number) => api.call(clientChanges, byId(id)),
  reviewClientChange: (id: number, key: string, allow: boolean) =>
    api.call(reviewClientChange, { params: { id }, body: { key, allow } }),
  outsourcing: (id: number) => api.call(outsourcing, byId(id)),
  confirmOutsourcing: (id: number, individualIds: number[]) =>
    api.call(confirmOutsourcing, { params: { id }, body: { individual_ids: individualIds } }),
  letter: (id: number) => api.call(individualsDataLetter, byId(id)),
  sendData: (id: number) => api.call(sendIndividualsData, byId(id)),
  order: (id: number) => api.resource('orders').get(id),
  uploadFile: (id: number, kind: OrderFileKind, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload(orderFileActions[kind].upload, form, { params: { id } });
  },
};

export const orderFileUrl = (id: number, kind: OrderFileKind) => actionUrl(orderFileActions[kind].download, { id });
