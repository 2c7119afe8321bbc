import { texts } from '../../core/texts.ts';

/** Spec section 8: 'Сохранение не удалось из-за следующих ошибок' and the full messages. */
export function SaveErrors({ messages }: { messages: readonly string[] }) {
  return (
    <div className="error-box" role="alert">
      <strong>{texts.saveFailed}</strong>
      <ul>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
