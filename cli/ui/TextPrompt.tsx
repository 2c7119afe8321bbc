import { Box, Text, useInput } from 'ink';
import { useRef, useState } from 'react';
import { matches } from './key-bindings.ts';

export interface TextPromptProps {
  label: string;
  /** Password input: each character shows as '•'. */
  mask?: boolean;
  onSubmit: (value: string) => void;
  onCancel: () => void;
  /** Ctrl+C: the command stops with 130. */
  onInterrupt: () => void;
}

export function TextPrompt({ label, mask, onSubmit, onCancel, onInterrupt }: TextPromptProps) {
  const [value, setValue] = useState('');
  // Pasted text arrives as one chunk that may end with the line break: the ref sees it at once.
  const current = useRef('');
  const set = (next: string) => {
    current.current = next;
    setValue(next);
  };
  useInput((input, key) => {
    if (matches('prompt.interrupt', input, key)) onInterrupt();
    else if (matches('prompt.submit', input, key)) onSubmit(current.current);
    else if (matches('prompt.cancel', input, key)) onCancel();
    else if (matches('prompt.erase', input, key)) set(current.current.slice(0, -1));
    else if (!key.ctrl && !key.meta && input) {
      const [text, ...afterBreak] = input.split(/\r\n|\r|\n/);
      set(current.current + text);
      if (afterBreak.length) onSubmit(current.current);
    }
  });
  return (
    <Box>
      <Text bold>{label}: </Text>
      <Text>{mask ? '•'.repeat(value.length) : value}</Text>
    </Box>
  );
}
