// URGE: Urge (buzz) the handlers, at most once per 10 minutes per ticket.
export { urgeAction } from './definition';
