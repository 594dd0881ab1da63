// A real link to an app page that navigates through the runtime's router event (issue 13).
export { AppLink, type AppLinkProps } from './app-link';
