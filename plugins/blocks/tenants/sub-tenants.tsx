import TenantList from './tenants';
import type { SubTenantsProps } from './props';

/** /subTenants: the current top account and its sub-accounts. */
export default function SubTenants(props: SubTenantsProps) {
  return <TenantList kind="sub" {...props} />;
}
