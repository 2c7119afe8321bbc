import { interruptSignal } from './interrupt.ts';

// Imported first by main.ts, so its handlers are in place before the rest of the CLI loads: a Ctrl+C
// while `crm` starts is recorded and honoured (issue 24 item 5), not lost in the loading.
interruptSignal();
