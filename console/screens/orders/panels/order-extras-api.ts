import { api } from '../../../app/api.ts';

// The order card's extra calls (docs/api.md «Order card extras»), typed for the panels.

export interface HistoryEntry {
  changed_at: string;
  user_id: number | null;
  user_name: string | null;
  changes_data: { field: string; label: string; from: string | null; to: string | null }[];
}

export interface OrderComment {
  id: number;
  kind: 'individual' | 'user' | 'internal';
  comment: string;
  created_at: string;
  user_name: string | null;
  individual_name: string | null;
  read: boolean;
}

export interface CommentsAnswer {
  items: OrderComment[];
  unread: { individual: number; internal: number };
}

export interface FiredIndividual {
  id: number;
  individual_id: number;
  individual_name: string;
  fired_until: string | null;
  comment: string | null;
  fired_at: string;
  fired_by_name: string | null;
  restored_at: string | null;
}

export interface FiredAnswer {
  items: FiredIndividual[];
  assigned?: { order_individual_id: number; individual_id: number; name: string }[];
  message?: string;
}

export interface ClientChangeItem {
  key: string;
  kind: 'field' | 'added_price' | 'removed_price' | 'address';
  label: string;
  from: string | null;
  to: string | null;
}

export interface Outsourcing {
  contractor_outsource: boolean;
  individuals: { individual_id: number; name: string; is_outsourcer: boolean }[];
  pending: { individual_id: number; name: string; is_outsourcer: boolean }[];
}

export interface Letter {
  to: string;
  subject: string;
  text: string;
}

/**
 * What the card gives an extra panel: the order's id, and `reload` to call after a panel's action
 * wrote the order, so the card takes its new values and version (issue 20 item 5).
 */
export interface ExtraPanelProps {
  orderId: number;
  reload?(): void;
}

const path = (id: number, call: string) => `/api/orders/${id}/${call}`;

export const orderExtras = {
  history: (id: number) => api.request<{ items: HistoryEntry[] }>('GET', path(id, 'changes_history')),
  comments: (id: number) => api.request<CommentsAnswer>('GET', path(id, 'comments')),
  addInternalComment: (id: number, comment: string) =>
    api.request<OrderComment>('POST', path(id, 'internal_comments'), { comment }),
  markIndividualCommentRead: (id: number, commentId: number) =>
    api.request<CommentsAnswer>('POST', path(id, 'mark_individual_comment_read'), { comment_id: commentId }),
  markInternalRead: (id: number) =>
    api.request<CommentsAnswer>('POST', path(id, 'mark_internal_notifications_read'), {}),
  fired: (id: number) => api.request<FiredAnswer>('GET', path(id, 'get_fired_individuals')),
  fire: (id: number, body: { individual_id: number; fired_until?: string; comment?: string }) =>
    api.request<FiredAnswer>('POST', path(id, 'fire_individual'), body),
  restore: (id: number, individualId: number) =>
    api.request<FiredAnswer>('POST', path(id, 'restore_individual'), { individual_id: individualId }),
  clientChanges: (id: number) => api.request<{ items: ClientChangeItem[] }>('GET', path(id, 'client_changes')),
  reviewClientChange: (id: number, key: string, allow: boolean) =>
    api.request<{ items: ClientChangeItem[] }>('POST', path(id, 'review_client_change'), { key, allow }),
  outsourcing: (id: number) => api.request<Outsourcing>('GET', path(id, 'outsourcing')),
  confirmOutsourcing: (id: number, individualIds: number[]) =>
    api.request<Outsourcing>('POST', path(id, 'confirm_outsourcing'), { individual_ids: individualIds }),
  letter: (id: number) => api.request<Letter>('GET', path(id, 'individuals_data_letter')),
  sendData: (id: number) =>
    api.request<{ message: string; to: string; brigade_data_sent_counter: number }>(
      'POST',
      path(id, 'send_individuals_data_to_contractor'),
      {},
    ),
  order: (id: number) => api.request<Record<string, unknown>>('GET', `/api/orders/${id}`),
  uploadFile: (id: number, kind: OrderFileKind, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.request<{ id: number; file_name: string; url: string }>('POST', path(id, kind), form);
  },
};

export type OrderFileKind = 'instruct_file' | 'timesheet_file';
export const orderFileUrl = (id: number, kind: OrderFileKind) => path(id, kind);
