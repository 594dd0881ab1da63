// Form session: the form runtime's modules wired around one server form (shared by the ticket pages and replays).
export { createFormSession, tryCreateFormSession, type FormSession, type FormSessionOptions, type FormSessionRegistry, type LinkageOutcome } from './session';
