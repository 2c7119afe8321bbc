import type { FormPanelProps } from '../../form/form-extensions.ts';
import { MailingFile } from './MailingFile.tsx';
import { MailingSend } from './MailingSend.tsx';

/** The mailing card's special part (spec 02 §2 'Mass mailing: send to contractors … with or without a file'). */
export function MassMailingPanel(props: FormPanelProps) {
  return (
    <fieldset className="form-panel">
      <legend>Рассылка</legend>
      <MailingFile {...props} />
      <MailingSend {...props} />
    </fieldset>
  );
}
