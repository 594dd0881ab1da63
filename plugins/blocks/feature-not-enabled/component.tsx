import { FeatureNotEnabled } from '@react/feedback/feature-not-enabled';

export default function FeatureNotEnabledBlock() {
  return <FeatureNotEnabled />;
}
