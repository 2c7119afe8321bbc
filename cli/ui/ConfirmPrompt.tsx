import { Box, Text, useInput } from 'ink';
import { matches } from './key-bindings.ts';

export interface ConfirmPromptProps {
  question: string;
  onAnswer: (yes: boolean) => void;
  /** Ctrl+C: the command stops with 130, nothing changed. */
  onInterrupt: () => void;
}

/** A yes/no question; anything but an explicit yes refuses, so Enter alone never runs a batch. */
export function ConfirmPrompt({ question, onAnswer, onInterrupt }: ConfirmPromptProps) {
  useInput((input, key) => {
    if (matches('confirm.interrupt', input, key)) onInterrupt();
    else if (matches('confirm.yes', input, key)) onAnswer(true);
    else if (matches('confirm.no', input, key)) onAnswer(false);
  });
  return (
    <Box>
      <Text>
        {question} <Text dimColor>[y/N]</Text>
      </Text>
    </Box>
  );
}
