import type { FormExtension } from '../form/form-extensions.ts';
import { AccountPanel } from './accounts/AccountPanel.tsx';
import { ActPanel } from './acts/ActPanel.tsx';
import { BrigadeWorkers } from './brigades/BrigadeWorkers.tsx';
import { ContractorPanel } from './contractors/ContractorPanel.tsx';
import { duplicatePassportQuestion } from './individuals/duplicate-passport-question.ts';
import { IndividualPanel } from './individuals/IndividualPanel.tsx';
import { MassMailingPanel } from './mass-mailings/MassMailingPanel.tsx';
import { RatingScreenshotPanel } from './quality/RatingScreenshotPanel.tsx';
import { IntegrationSecret } from './telephony/IntegrationSecret.tsx';
import { TaskStatePanel } from './tasks/TaskStatePanel.tsx';
import { ActivityDetailsPanel } from './user-activities/ActivityDetailsPanel.tsx';

/** Form extensions per resource name, each in its own module. */
export const formExtensions: Record<string, FormExtension> = {
  contractors: { Panel: ContractorPanel },
  individuals: { Panel: IndividualPanel, saveQuestion: duplicatePassportQuestion },
  brigades: { Panel: BrigadeWorkers },
  accounts: { Panel: AccountPanel },
  mass_mailings: { Panel: MassMailingPanel },
  telephony_integrations: { Panel: IntegrationSecret },
  acts: { Panel: ActPanel },
  tasks: { Panel: TaskStatePanel },
  user_activities: { Panel: ActivityDetailsPanel },
  ratings: { Panel: RatingScreenshotPanel },
};
