import { useState } from 'react';
import { toast } from 'sonner';
import { texts } from '../../../../core/texts.ts';
import { type ExtraPanelProps, type Letter, orderExtras } from './order-extras-api.ts';
import { PanelState } from './PanelState.tsx';
import { usePanelData } from './usePanelData.ts';

/**
 * «Данные работников клиенту» (spec 01 §2 'a dialog to send the workers' data to the contractor';
 * §8 'Данные отправлены' / 'Ошибка при отправке данных клиенту'): shows the very letter, sends it,
 * and how many times it went (brigade_data_sent_counter).
 */
export function SendDataPanel({ orderId, reload: orderChanged }: ExtraPanelProps) {
  const { data, error, reload, setData } = usePanelData(() => orderExtras.order(orderId), orderId);
  const [letter, setLetter] = useState<Letter | null>(null);
  const [letterError, setLetterError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!data) return <PanelState error={error} onRetry={reload} />;
  const order = data;
  const counter = Number(order.brigade_data_sent_counter ?? 0);

  function preview() {
    setLetterError(null);
    orderExtras.letter(orderId).then(setLetter, (e: Error) => setLetterError(e.message));
  }

  async function send() {
    setSending(true);
    try {
      const answer = await orderExtras.sendData(orderId);
      setData({ ...order, brigade_data_sent_counter: answer.brigade_data_sent_counter });
      setLetter(null);
      orderChanged?.();
      toast.success(texts.individualsDataSent);
    } catch (e) {
      const reason = (e as Error).message;
      toast.error(
        texts.individualsDataSendFailed,
        reason === texts.individualsDataSendFailed ? {} : { description: reason },
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="send-data-panel">
      <p>{counter ? `Данные отправлялись клиенту: ${counter} раз(а)` : 'Данные клиенту ещё не отправлялись'}</p>
      {!letter && (
        <button type="button" onClick={preview}>
          Отправить данные клиенту…
        </button>
      )}
      {letterError && (
        <p className="panel-error" role="alert">
          {letterError}
        </p>
      )}
      {letter && (
        <div className="letter-preview" role="dialog" aria-label="Письмо клиенту">
          <p>
            Кому: {letter.to}
            <br />
            Тема: {letter.subject}
          </p>
          <pre>{letter.text}</pre>
          <button type="button" disabled={sending} onClick={send}>
            Отправить
          </button>
          <button type="button" onClick={() => setLetter(null)}>
            Отмена
          </button>
        </div>
      )}
    </div>
  );
}
