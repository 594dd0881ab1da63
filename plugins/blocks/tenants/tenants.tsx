import { useId, useState } from 'react';
import { RequestBoundary, useRequest, useRuntime, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { tenantsTexts } from './locales';
import { homeAddress, isChoosable, readLogos, readTenantAccounts, SWITCH_CLIENT_TYPE, switchAddress, switchPathOf, tenantListCall, tenantPaths, type TenantAccount, type TenantKind } from './model';
import './tenants.css';

/** The block's texts, added when it first renders (they load with its code). */
const LOCALES = { tenants: tenantsTexts };

export interface TenantListProps {
  kind: TenantKind;
  /** Path below apiBase of the switch redirect. @default the kind's (`/api/v2/{base}/account/...`) */
  switchPath?: string;
  /** @default 'h5' */
  clientType?: string;
}

/**
 * One account list (/topTenants or /subTenants): logo, name, the current one marked (aria-current), expired and
 * deactivated ones tagged and disabled with the reason for screen readers. Choosing an account sends the browser to
 * the switch address (`runtime.host.assign`), which comes back logged into that account on the home page. The list
 * fails silently (spec §8): logged, then the empty state, no toast.
 */
export default function TenantList({ kind, switchPath, clientType = SWITCH_CLIENT_TYPE }: TenantListProps) {
  usePluginTexts(LOCALES);
  const t = useT();
  const runtime = useRuntime();
  const [leaving, setLeaving] = useState<string>();
  const accounts = useRequest(
    async (signal, rt) => {
      try {
        const call = tenantListCall(kind);
        const list = readTenantAccounts(await rt.request.get<unknown>(rt.request.path('base', call.path), { params: call.params, signal, silent: true }));
        const missing = list.filter((account) => !account.logo).map((account) => account.accountId);
        if (!missing.length) return list;
        const logos = await rt.request
          .post<unknown>(rt.request.path('base', tenantPaths.logo), { accountIds: missing }, { signal, silent: true })
          .then(readLogos, () => new Map<string, string>());
        return list.map((account) => (account.logo ? account : { ...account, logo: logos.get(account.accountId) ?? '' }));
      } catch (error) {
        if (signal.aborted) throw error;
        console.error(`schemadesk: the ${kind} account list failed to load`, error);
        return [];
      }
    },
    [kind],
  );

  const choose = (account: TenantAccount) => {
    if (!isChoosable(account) || leaving) return;
    setLeaving(account.accountId);
    const { config } = runtime;
    runtime.host.assign(
      switchAddress({
        apiBase: config.apiBase,
        path: switchPath ?? runtime.request.path('base', switchPathOf(kind)),
        accountId: account.accountId,
        service: homeAddress(config, runtime.host.currentHref()),
        type: clientType,
      }),
    );
  };

  return (
    <div className="sd-tenants">
      <RequestBoundary request={accounts} isEmpty={(list) => list.length === 0} empty={{ description: t('tenants.empty') }} testId="tenant-list">
        {(list) => (
          <ul className="sd-tenants-list" aria-label={t(kind === 'top' ? 'tenants.topLabel' : 'tenants.subLabel')} data-testid="tenant-list">
            {list.map((account) => (
              <TenantRow key={account.accountId} account={account} leaving={leaving === account.accountId} onChoose={choose} />
            ))}
          </ul>
        )}
      </RequestBoundary>
    </div>
  );
}

function TenantRow({ account, leaving, onChoose }: { account: TenantAccount; leaving: boolean; onChoose(account: TenantAccount): void }) {
  const t = useT();
  const reasonId = useId();
  const [logoFailed, setLogoFailed] = useState(false);
  const choosable = isChoosable(account);
  const reason = account.current
    ? t('tenants.currentReason')
    : account.state === 'expired'
      ? t('tenants.expiredReason')
      : account.state === 'deactivated'
        ? t('tenants.deactivatedReason')
        : '';
  return (
    <li className="sd-tenants-item">
      <button
        type="button"
        className="sd-tenants-row"
        disabled={!choosable}
        aria-current={account.current ? 'true' : undefined}
        aria-describedby={reason ? reasonId : undefined}
        aria-busy={leaving || undefined}
        onClick={() => onChoose(account)}
        data-testid="tenant-row"
        data-account-id={account.accountId}
        data-state={account.state}
      >
        {account.logo && !logoFailed ? (
          <img className="sd-tenants-logo" src={account.logo} alt={t('tenants.logo', { name: account.name })} width={40} height={40} onError={() => setLogoFailed(true)} />
        ) : (
          <span className="sd-tenants-logo sd-tenants-logo-fallback" role="img" aria-label={t('tenants.logo', { name: account.name })}>
            {account.name.slice(0, 1)}
          </span>
        )}
        <span className="sd-tenants-name">{account.name}</span>
        {account.state !== 'normal' && (
          <span className={`sd-tenants-tag sd-tenants-tag-${account.state}`} data-testid="tenant-tag">
            {t(`feedback.tenant.${account.state}`)}
          </span>
        )}
        {account.current && <span className="sd-tenants-current">{t('tenants.current')}</span>}
        {leaving && <span className="sd-tenants-switching">{t('tenants.switching')}</span>}
      </button>
      {reason && (
        <span id={reasonId} className="sd-visually-hidden">
          {reason}
        </span>
      )}
    </li>
  );
}
