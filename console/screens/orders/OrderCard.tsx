import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Row } from '../../../core/api/api-client.ts';
import type { FieldErrors } from '../../../core/errors.ts';
import { followPassDate } from '../../../core/rules/order-defaults.rule.ts';
import { restoreOrder } from '../../../core/actions/defs/order-status.actions.ts';
import type { StatusMoveName } from '../../../core/actions/defs/order-status-preview.actions.ts';
import { type OrderTab, orderTab, type StoredOrderStatus } from '../../../core/rules/order-status.rule.ts';
import { texts } from '../../../core/texts.ts';
import { ConfirmDialog } from '../../app/ConfirmDialog.tsx';
import { allowed } from '../../../core/actions/allowed.ts';
import { useDialogFocus } from '../../app/useDialogFocus.ts';
import { idempotencyKey } from '../../list-actions/payment-answer.ts';
import { useSession } from '../../stores/session-store.ts';
import { CopyDialog } from './CopyDialog.tsx';
import { StatusMoveDialog } from './status-move/StatusMoveDialog.tsx';
import { useOrderCardCommands } from './useOrderCardCommands.ts';
import { withoutShadowedDefaults } from './price-lines.ts';
import type { NestedRow } from '../../form/form-values.ts';
import { DiscardDialog, FormDialog, toggledSection } from '../../form/FormDialog.tsx';
import { FormSections } from '../../form/FormSections.tsx';
import { ConflictPanel } from '../../form/ConflictPanel.tsx';
import { useVersionedSave } from '../../form/useVersionedSave.ts';
import { hasEdits } from '../../form/form-values.ts';
import { sectionHasError } from '../../form/form-sections.ts';
import { formDef } from '../../form/form-def.ts';
import type { RecordFormProps } from '../../form/RecordForm.tsx';
import { OrderCardContext } from './order-card-context.ts';
import { orderCardInputs } from './order-card-inputs.tsx';
import { cardSections } from './order-card-layout.ts';
import { OrderCardFoot } from './OrderCardFoot.tsx';
import { OrderCardHead } from './OrderCardHead.tsx';
import { OrderPanels } from './OrderPanels.tsx';
import { TurnoutWarning } from '../reliability/TurnoutWarning.tsx';
import { focusAfterMove, focusPanelSoon, panelAskedInAddress, useSectionKeys } from './order-card-focus.ts';
import { useBusyIndividuals } from './useBusyIndividuals.ts';
import { useOrderActions } from './useOrderActions.ts';
import { useCallPrefill } from './useCallPrefill.ts';
import { useOrderRecord } from './useOrderRecord.ts';
import './order-card.css';

/** The order card (spec 01 §2): opened by the orders list in place of the generic form. */
export function OrderCard(props: RecordFormProps) {
  // Another order (or a new one) is another card: nothing of the previous one carries over. A new
  // order just saved is the same card: the list writes its id into the address, the card stays.
  const held = useRef<{ key: string; id: number | undefined }>({ key: String(props.id ?? 'new'), id: props.id });
  if (props.id !== held.current.id) held.current = { key: String(props.id ?? `new-${Date.now()}`), id: props.id };
  const onSaved = (row?: Row) => {
    if (row && held.current.id === undefined) held.current = { ...held.current, id: row.id };
    props.onSaved(row);
  };
  return <OrderCardForm key={held.current.key} {...props} onSaved={onSaved} />;
}

function OrderCardForm({ def: registryDef, id: openedId, readOnly, canDelete, onClose, onSaved }: RecordFormProps) {
  const def = formDef(registryDef);
  const [id, setId] = useState(openedId);
  const { values, setValues, initial, setInitial, loaded, loadError } = useOrderRecord(def, id);
  // Issue 20 item 5: saves carry the version; a newer one (another user, an action in a panel below)
  // opens the conflict panel, and after a panel's action the card takes the order's new values.
  const versions = useVersionedSave({
    def,
    id,
    values,
    initial,
    setValues,
    setInitial,
    resave: (v, base) => actions.resave({ values: v, base }),
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>();
  const [asking, setAsking] = useState<'copy' | 'discard' | 'delete' | StatusMoveName | null>(null);
  const moveKey = useRef('');
  const me = useSession((s) => s.me);
  const [fixPay, setFixPay] = useState<boolean | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const moved = useRef(false);
  const edited = !readOnly && hasEdits(initial, values);
  const status = Number(values?.status ?? 0) as StoredOrderStatus;
  const statusTab = orderTab(status, values ? Number(values.payment_type) : null);
  // Issue 22 item 11: the three forms are tabs; the status's own form is shown until another is asked for.
  const [viewTab, setViewTab] = useState<OrderTab | null>(null);
  const [viewFor, setViewFor] = useState(statusTab);
  if (viewFor !== statusTab) {
    setViewFor(statusTab);
    setViewTab(null);
  }
  const tab = viewTab ?? statusTab;
  const sections = useMemo(() => cardSections(def, tab, id === undefined, readOnly), [def, tab, id, readOnly]);
  const unfolded = (shown: typeof sections) => new Set(shown.filter((s) => !s.collapsed).map((s) => s.key));
  const [open, setOpen] = useState(() => unfolded(sections));
  // The form shown follows the status: another form opens with its main sections unfolded. Set while
  // rendering, not in an effect, so the first field is there when the focus is placed.
  const [openFor, setOpenFor] = useState(sections);
  if (openFor !== sections) {
    setOpenFor(sections);
    setOpen(unfolded(sections));
  }
  useDialogFocus(form, values !== null, () => requestClose());

  const patch = useCallback(
    (p: Record<string, unknown>) => setValues((prev) => (prev ? { ...prev, ...p } : prev)),
    [setValues],
  );
  const linkCall = useCallPrefill(openedId === undefined, values !== null, patch);
  const busyList = useBusyIndividuals(id, initial);
  const card = useMemo(
    () => ({
      orderId: id ?? null,
      startDate: typeof values?.start_date === 'string' ? values.start_date : null,
      contractorId: typeof values?.contractor_id === 'number' ? values.contractor_id : null,
      fixPay,
      busy: new Map(busyList.map((b) => [b.individual_id, b.order_ids])),
      rememberFixPay: (_id: number, pay: boolean) => setFixPay((known) => known ?? pay),
      patch,
    }),
    [id, values?.start_date, values?.contractor_id, fixPay, busyList, patch],
  );

  const actions = useOrderActions({
    def,
    id,
    values,
    edited,
    versions,
    onFieldErrors: (errors) => {
      setFieldErrors(errors);
      if (errors)
        setOpen((prev) => new Set([...prev, ...sections.filter((s) => sectionHasError(s, errors)).map((s) => s.key)]));
    },
    onDone: (row: Row) => {
      linkCall(row.id);
      onSaved(row);
      onClose();
    },
    onStay: (row: Row, movedOn: boolean) => {
      linkCall(row.id);
      onSaved(row);
      setId(row.id);
      loaded(row);
      moved.current = movedOn;
    },
  });
  // «Открыть» on a chat notice: the card opens with the focus in its chat (issue 22 item 8).
  const askedPanel = useRef(openedId === undefined ? null : panelAskedInAddress());
  const loadedOnce = values !== null;
  useEffect(() => {
    if (!loadedOnce || !askedPanel.current) return;
    focusPanelSoon(form.current, askedPanel.current);
    askedPanel.current = null;
  }, [loadedOnce]);
  // Once the form the order moved to is on screen (its worker rows rendered), the focus goes on.
  useEffect(() => {
    if (!moved.current || !values) return;
    moved.current = false;
    focusAfterMove(form.current);
  }, [values]);

  const requestClose = () => (edited ? setAsking('discard') : onClose());
  const enterSection = useSectionKeys(form, sections, setOpen);
  const modal = asking !== null || versions.conflict !== null;
  const saved = id !== undefined;
  const canRestore = saved && status === 3 && me !== null && allowed(me, restoreOrder);
  // Issue 22 item 3: a close or restore saves the edits, then asks with what it will write.
  const startMove = async (move: StatusMoveName) => {
    if ((await actions.saveEdits()) === null) return;
    moveKey.current = idempotencyKey();
    setAsking(move);
  };
  const runMove = (move: StatusMoveName) => {
    const orderId = id;
    setAsking(null);
    if (orderId === undefined) return;
    // «Отменить» for ten seconds: the opposite move, when the user may make it.
    const back: StatusMoveName = move === 'close' ? 'restore' : 'close';
    const undo =
      back === 'close' || (me !== null && allowed(me, restoreOrder))
        ? () => void actions.move(back, orderId, idempotencyKey())
        : undefined;
    void actions.move(move, orderId, moveKey.current, undo);
  };
  useOrderCardCommands({
    form,
    modal,
    readOnly,
    saved,
    tab,
    showTab: setViewTab,
    save: () => void actions.save(),
    saveStay: () => void actions.saveStay(),
    next: () => void actions.nextStatus(statusTab),
    close: () => void startMove('close'),
    restore: () => void startMove('restore'),
    copy: () => setAsking('copy'),
    remove: () => setAsking('delete'),
    requestClose,
    enterSection,
    canNext: status < 3,
    canClose: saved && status === 2,
    canRestore,
    canDelete: canDelete && saved,
  });

  return (
    <div className="form-backdrop">
      <FormDialog
        formRef={form}
        className="record-form order-card"
        dataForm={tab}
        onSave={() => void actions.save()}
        onClose={requestClose}
        head={
          <OrderCardHead
            def={def}
            id={id}
            values={values}
            statusTab={statusTab}
            tab={tab}
            edited={edited}
            onTab={setViewTab}
          />
        }
        messages={actions.messages}
        loadError={loadError}
      >
        {values && (
          <OrderCardContext.Provider value={card}>
            <FormSections
              sections={sections}
              open={open}
              values={values}
              errors={fieldErrors}
              readOnly={readOnly}
              inputs={orderCardInputs}
              onToggle={(key, now) => setOpen((prev) => toggledSection(prev, key, now))}
              onChange={(name, v) =>
                setValues((prev) => {
                  if (!prev) return prev;
                  const next = { ...prev, [name]: name === 'order_prices' ? priceLinesAfter(prev[name], v) : v };
                  // Spec 01 §9: the pass date is the day before the start, until the dispatcher sets another.
                  if (name === 'start_date')
                    next.pass_date = followPassDate(
                      prev.pass_date as string | null,
                      prev.start_date as string | null,
                      v as string | null,
                    );
                  return next;
                })
              }
            />
            <TurnoutWarning values={values} />
            {saved && initial && (
              <OrderPanels tab={tab} orderId={id} order={initial} reload={() => void versions.refresh()} />
            )}
          </OrderCardContext.Provider>
        )}
        <OrderCardFoot
          readOnly={readOnly}
          ready={values !== null && !actions.busy}
          statusTab={statusTab}
          canNext={status < 3}
          canClose={saved && status === 2}
          canRestore={canRestore}
          canCopy={saved}
          canDelete={canDelete && saved}
          onSaveStay={() => void actions.saveStay()}
          onNext={() => void actions.nextStatus(statusTab)}
          onCloseOrder={() => void startMove('close')}
          onRestore={() => void startMove('restore')}
          onCopy={() => setAsking('copy')}
          onDelete={() => setAsking('delete')}
          onCancel={requestClose}
        />
      </FormDialog>
      {asking === 'copy' && id !== undefined && (
        <CopyDialog
          orderId={id}
          onCopy={(ranges) => {
            setAsking(null);
            void actions.copy(ranges);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      {(asking === 'close' || asking === 'restore') && id !== undefined && (
        <StatusMoveDialog
          orderId={id}
          move={asking}
          onConfirm={() => runMove(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'delete' && (
        <ConfirmDialog
          text={`${texts.deleteConfirm} Заказ № ${id} будет удалён со строками цен и работников.`}
          confirmLabel="Удалить"
          onConfirm={() => {
            setAsking(null);
            void actions.remove(onSaved, onClose);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'discard' && <DiscardDialog onDiscard={onClose} onReturn={() => setAsking(null)} />}
      {versions.conflict && (
        <ConflictPanel
          def={def}
          conflicts={versions.conflict.conflicts}
          mode={versions.conflict.mode}
          onResolve={versions.resolve}
          onCancel={versions.cancel}
        />
      )}
    </div>
  );
}

/** A price line edited: a default line it duplicates goes (price-lines.ts, issue 22 item 6). */
function priceLinesAfter(before: unknown, after: unknown): unknown {
  if (!Array.isArray(before) || !Array.isArray(after)) return after;
  const rows = after as NestedRow[];
  const edited = rows.findIndex((r, i) => r !== before[i]);
  return edited < 0 ? after : withoutShadowedDefaults(rows, edited);
}
