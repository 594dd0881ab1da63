// COPY: Copy the ticket into a new one ("copy and create"); failures are silent calls with their own message.
export { copyAction, copyTarget } from './definition';
export { clearTicketCopy, readTicketCopy, storeTicketCopy, TICKET_COPY_KEY, type TicketCopy } from './ticket-copy';
