/** The Consolidation form's entry (consolidation-kit.ts says why it is one): it hands the pane its form. */
import { consolidationForm } from './consolidation-form';

window.as400Consolidation = { consolidationForm };
