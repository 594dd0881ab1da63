// Form session: the one headless form object (interpreter, Formily adapter, rules, linkage), shared by the ticket pages and replays.
export { createFormSession, tryCreateFormSession, type FormSession, type FormSessionOptions, type FormSessionRegistry, type LinkageOutcome, type OptionLoadRequest } from './session';
export type { FieldView, FieldPattern, OptionQuery, CellPatches } from '../controller/view';
export { cellStatesOf } from './cell-rules';
export { commitValues } from './commit';
