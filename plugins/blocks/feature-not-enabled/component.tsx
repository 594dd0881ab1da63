import { FeatureNotEnabled } from '../../../src/react/feedback/feature-not-enabled';

export default function FeatureNotEnabledBlock() {
  return <FeatureNotEnabled />;
}
