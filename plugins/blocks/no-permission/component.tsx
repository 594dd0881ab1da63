import { NoPermission } from '../../../src/react/feedback/no-permission';

// "Back to home" uses the app's navigate and home path from the feedback environment.
export default function NoPermissionBlock() {
  return <NoPermission />;
}
