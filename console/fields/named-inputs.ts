import { PermissionEditor } from '../screens/user-groups/PermissionEditor.tsx';
import type { InputComponent } from './scalar-inputs.ts';

/** Inputs a registry field names with `input: '…'` (a test checks every named one is here). */
export const namedInputs: Record<string, InputComponent> = {
  permissions: PermissionEditor,
};
