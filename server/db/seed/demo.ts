import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../../common/enums.js';
import { Account, PdfUserInfo } from '../../modules/accounts/account.entity.js';
import { hashPassword } from '../../modules/auth/password.js';
import { Region } from '../../modules/regions/region.entity.js';

export const DEMO_PASSWORD = 'demo-password-1';

/** Region codes used by the catalogue seed files. */
export const DEMO_REGIONS = [
  { code: 'PL', name: 'Polska', defaultLocale: 'pl_PL' },
  { code: 'DE', name: 'Deutschland', defaultLocale: 'de_DE' },
  { code: 'GB', name: 'United Kingdom', defaultLocale: 'en_GB' },
] as const;

interface DemoAccount {
  email: string;
  roles: Role[];
  name: string;
  surname: string;
  companyName: string;
  preferredLocale: string;
  fallbackLocale: string;
  region?: string;
  adminRegions?: string[];
  translationLocales?: string[];
  credentialsNonExpired?: boolean;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@example.com',
    roles: ['ADMIN'],
    name: 'Anna',
    surname: 'Admin',
    companyName: 'Skin Formula HQ',
    preferredLocale: 'en_GB',
    fallbackLocale: 'en_GB',
  },
  {
    email: 'editor@example.com',
    roles: ['CONTENT_EDITOR'],
    name: 'Erik',
    surname: 'Editor',
    companyName: 'Skin Formula HQ',
    preferredLocale: 'de_DE',
    fallbackLocale: 'de_DE',
  },
  {
    email: 'local.admin@example.com',
    roles: ['LOCAL_ADMIN'],
    name: 'Lena',
    surname: 'Lokal',
    companyName: 'Skin Formula Central Europe',
    preferredLocale: 'pl_PL',
    fallbackLocale: 'de_DE',
    adminRegions: ['PL', 'DE'],
    translationLocales: ['pl_PL', 'de_DE'],
  },
  {
    email: 'user@example.com',
    roles: ['APP_USER'],
    name: 'Urszula',
    surname: 'Nowak',
    companyName: 'Gabinet Urody Róża',
    preferredLocale: 'pl_PL',
    fallbackLocale: 'en_GB',
    region: 'PL',
  },
  {
    email: 'user.uk@example.com',
    roles: ['APP_USER'],
    name: 'Uma',
    surname: 'Hughes',
    companyName: 'Bloom Skin Studio',
    preferredLocale: 'en_GB',
    fallbackLocale: 'en_GB',
    region: 'GB',
  },
];

/** Only with E2E_FIXTURES=true: an account whose password change is forced (browser suite). */
export const E2E_ACCOUNTS: DemoAccount[] = [
  {
    email: 'forced.change@example.com',
    roles: ['APP_USER'],
    name: 'Felix',
    surname: 'Forced',
    companyName: 'Test Studio',
    preferredLocale: 'en_GB',
    fallbackLocale: 'en_GB',
    region: 'GB',
    credentialsNonExpired: false,
  },
  // The my-account journey changes this one's password (tests/e2e/account.spec.ts).
  {
    email: 'password.change@example.com',
    roles: ['APP_USER'],
    name: 'Paula',
    surname: 'Passwort',
    companyName: 'Test Studio',
    preferredLocale: 'en_GB',
    fallbackLocale: 'en_GB',
    region: 'GB',
  },
];

export async function seedRegions(em: EntityManager): Promise<Map<string, Region>> {
  const byCode = new Map<string, Region>();
  for (const r of DEMO_REGIONS) {
    const region =
      (await em.findOne(Region, { name: r.name })) ??
      em.create(Region, { name: r.name, defaultLocale: r.defaultLocale, enabled: true });
    byCode.set(r.code, region);
  }
  await em.flush();
  return byCode;
}

export async function seedAccounts(
  em: EntityManager,
  regions: Map<string, Region>,
  accounts: DemoAccount[],
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const a of accounts) {
    if (await em.findOne(Account, { email: a.email })) continue;
    const account = em.create(Account, {
      email: a.email,
      passwordHash,
      roles: a.roles,
      person: {
        name: a.name,
        surname: a.surname,
        companyName: a.companyName,
        phoneNo: null,
        preferredLocale: a.preferredLocale,
        fallbackLocale: a.fallbackLocale,
      },
      enabled: true,
      credentialsNonExpired: a.credentialsNonExpired ?? true,
      region: a.region ? regions.get(a.region)! : null,
      translationLocales: a.translationLocales ?? [],
      pdfUserInfo: em.create(PdfUserInfo, {
        companyName: a.companyName,
        email: a.email,
        companyPhoneNo: '+48 22 123 45 67',
        companyAddressLine1: 'ul. Przykładowa 1',
        companyAddressLine2: '00-001 Warszawa',
        companyAddressLine3: null,
      }),
    });
    for (const code of a.adminRegions ?? []) account.adminRegions.add(regions.get(code)!);
  }
  await em.flush();
}
