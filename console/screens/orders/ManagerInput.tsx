import { managerPicker } from '../../../core/actions/defs/shell.actions.ts';
import { api } from '../../app/api.ts';
import type { InputProps } from '../../fields/input-props.ts';
import { usePickerButton, useRefName } from '../../fields/inputs/RefInput.tsx';
import { PickerButton } from '../../fields/inputs/PickerButton.tsx';
import { RefPicker } from '../../fields/inputs/RefPicker.tsx';

/** The server applies spec 01 §6's manager rule to the signed-in user; the picker only asks. */
const loadManagers = (search: string) => api.call(managerPicker, { query: search ? { search } : {} });

/** Managers 1-3 of the card: the generic ref picker over GET /api/users/manager_picker (the action users.manager_picker). */
export function ManagerInput(p: InputProps) {
  const picker = usePickerButton(p.id);
  const name = useRefName('users', p.value);
  return (
    <span className="ref-input">
      <PickerButton p={p} picker={picker} name={name}>
        <RefPicker
          target="users"
          label={p.field.label}
          seed={picker.seed}
          load={loadManagers}
          onClose={picker.close}
          onPick={(id, _name, tab) => {
            p.onChange(id);
            picker.close(tab);
          }}
        />
      </PickerButton>
    </span>
  );
}
