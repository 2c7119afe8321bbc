import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Row } from '../../../core/api/api-client.ts';
import type { FieldErrors } from '../../../core/errors.ts';
import { followPassDate } from '../../../core/rules/order-defaults.rule.ts';
import { orderTab, type StoredOrderStatus } from '../../../core/rules/order-status.rule.ts';
import { texts } from '../../../core/texts.ts';
import { ConfirmDialog } from '../../app/ConfirmDialog.tsx';
import { useDialogFocus } from '../../app/useDialogFocus.ts';
import { useCommand } from '../../commands/useCommand.ts';
import { DiscardDialog, FormDialog, toggledSection } from '../../form/FormDialog.tsx';
import { FormSections } from '../../form/FormSections.tsx';
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
import { focusAfterMove, useSectionKeys } from './order-card-focus.ts';
import { useBusyIndividuals } from './useBusyIndividuals.ts';
import { useOrderActions } from './useOrderActions.ts';
import { useCallPrefill } from './useCallPrefill.ts';
import { useOrderRecord } from './useOrderRecord.ts';
import './order-card.css';

/** The order card (spec 01 §2): opened by the orders list in place of the generic form. */
export function OrderCard(props: RecordFormProps) {
  // Another order (or a new one) is another card: nothing of the previous one carries over.
  return <OrderCardForm key={props.id ?? 'new'} {...props} />;
}

function OrderCardForm({ def: registryDef, id: openedId, readOnly, canDelete, onClose, onSaved }: RecordFormProps) {
  const def = formDef(registryDef);
  const [id, setId] = useState(openedId);
  const { values, setValues, initial, loaded, loadError, reload } = useOrderRecord(def, id);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>();
  const [asking, setAsking] = useState<'copy' | 'discard' | 'delete' | null>(null);
  const [fixPay, setFixPay] = useState<boolean | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const moved = useRef(false);
  const edited = !readOnly && hasEdits(initial, values);
  const status = Number(values?.status ?? 0) as StoredOrderStatus;
  const tab = orderTab(status, values ? Number(values.payment_type) : null);
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
  const linkCall = useCallPrefill(openedId === undefined, patch);
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
  // Once the form the order moved to is on screen (its worker rows rendered), the focus goes on.
  useEffect(() => {
    if (!moved.current || !values) return;
    moved.current = false;
    focusAfterMove(form.current);
  }, [values]);

  const requestClose = () => (edited ? setAsking('discard') : onClose());
  const enterSection = useSectionKeys(form, sections, setOpen);
  const modal = asking !== null;
  const saved = id !== undefined;
  useCommand('form.save', () => void actions.save(), !modal && !readOnly);
  useCommand('form.close', requestClose, !modal);
  useCommand('form.section', enterSection, !modal);
  useCommand('order.nextStatus', () => void actions.nextStatus(tab), !modal && !readOnly);
  useCommand('order.close', () => void actions.close(), !modal && !readOnly && status === 2);
  useCommand('order.copy', () => setAsking('copy'), !modal && saved);

  return (
    <div className="form-backdrop">
      <FormDialog
        formRef={form}
        className="record-form order-card"
        dataForm={tab}
        onSave={() => void actions.save()}
        onClose={requestClose}
        head={<OrderCardHead def={def} id={id} values={values} tab={tab} />}
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
                  const next = { ...prev, [name]: v };
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
            {saved && initial && <OrderPanels tab={tab} orderId={id} order={initial} reload={reload} />}
          </OrderCardContext.Provider>
        )}
        <OrderCardFoot
          readOnly={readOnly}
          ready={values !== null && !actions.busy}
          canClose={saved && status === 2}
          canCopy={saved}
          canDelete={canDelete && saved}
          tab={tab}
          onNext={() => void actions.nextStatus(tab)}
          onCloseOrder={() => void actions.close()}
          onCopy={() => setAsking('copy')}
          onDelete={() => setAsking('delete')}
          onCancel={requestClose}
        />
      </FormDialog>
      {asking === 'copy' && (
        <ConfirmDialog
          text={texts.confirm}
          confirmLabel="Копировать"
          onConfirm={() => {
            setAsking(null);
            void actions.copy();
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'delete' && (
        <ConfirmDialog
          text={texts.deleteConfirm}
          confirmLabel="Удалить"
          onConfirm={() => {
            setAsking(null);
            void actions.remove(onSaved, onClose);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'discard' && <DiscardDialog onDiscard={onClose} onReturn={() => setAsking(null)} />}
    </div>
  );
}
