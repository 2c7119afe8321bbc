import type { ClipboardEvent } from 'react';
import { formatPhone } from '../../../core/phone.ts';
import { ariaProps, type InputProps } from '../input-props.ts';
import { pastedPhone } from '../input-values.ts';

const inputType = { email: 'email', phone: 'tel', url: 'url' } as const;

export function TextInput(p: InputProps) {
  const field = p.field.kind === 'text' ? p.field : undefined;
  const raw = p.value == null ? '' : String(p.value);
  // A phone reads '+7 926 144-59-56' whatever form it was typed in; other text is shown as stored.
  const value = field?.format === 'phone' ? formatPhone(raw) : raw;
  if (field?.multiline)
    return <textarea {...ariaProps(p)} rows={3} value={value} onChange={(e) => p.onChange(e.target.value)} />;
  const isPhone = field?.format === 'phone';
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    if (!isPhone) return;
    e.preventDefault();
    p.onChange(pastedPhone(e.clipboardData.getData('text')));
  };
  // Passwords are the only write-only text fields; the browser must not show them.
  const type = field?.writeOnly ? 'password' : field?.format ? inputType[field.format] : 'text';
  return (
    <input
      {...ariaProps(p)}
      type={type}
      maxLength={field?.max}
      value={value}
      autoComplete={field?.writeOnly ? 'new-password' : 'off'}
      onPaste={onPaste}
      onChange={(e) => p.onChange(e.target.value)}
    />
  );
}
