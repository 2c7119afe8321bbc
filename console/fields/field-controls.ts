/** What takes the focus as a form's field: inputs and the picker faces (console/fields/inputs/PickerButton.tsx). */
export const fieldControl =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), .ref-button:not([aria-disabled="true"])';

/** A picker face that can take the focus. */
export const pickerFace = '.ref-button:not([aria-disabled="true"])';
