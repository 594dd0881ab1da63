import TenantList from './tenants';
import type { TopTenantsProps } from './props';

/** /topTenants: the top accounts (expired ones included, tagged). */
export default function TopTenants(props: TopTenantsProps) {
  return <TenantList kind="top" {...props} />;
}
