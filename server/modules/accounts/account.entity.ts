import { randomUUID } from 'node:crypto';
import { ArrayType, Collection, type Rel, OptionalProps } from '@mikro-orm/core';
import {
  Embedded,
  Entity,
  Index,
  ManyToMany,
  ManyToOne,
  OneToOne,
  PrimaryKey,
  Property,
} from '@mikro-orm/decorators/legacy';
import type { Role } from '../../../common/enums.js';
import { Region } from '../regions/region.entity.js';
import { PersonDetails } from './person-details.entity.js';

@Entity({ tableName: 'pdf_user_info' })
export class PdfUserInfo {
  [OptionalProps]?:
    | 'version'
    | 'companyName'
    | 'email'
    | 'companyPhoneNo'
    | 'companyAddressLine1'
    | 'companyAddressLine2'
    | 'companyAddressLine3';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 255, nullable: true })
  companyName: string | null = null;

  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  companyPhoneNo: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  companyAddressLine1: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  companyAddressLine2: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  companyAddressLine3: string | null = null;

  @Property({ type: 'integer', version: true })
  version!: number;
}

/** A person who logs in: administrator, content editor, local administrator or user. */
@Entity({ tableName: 'account' })
export class Account {
  [OptionalProps]?:
    | 'version'
    | 'createdDate'
    | 'tokensValidAfter'
    | 'lastLoginAt'
    | 'translationLocales'
    | 'roles'
    | 'enabled'
    | 'credentialsNonExpired'
    | 'customerId'
    | 'person'
    | 'region'
    | 'pdfUserInfo';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stored lower-cased, so the unique index is case-insensitive. */
  @Property({ type: 'string', length: 254 })
  @Index({
    name: 'account_email_unique',
    expression: 'create unique index "account_email_unique" on "account" (lower("email"))',
  })
  email!: string;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  customerId: string | null = null;

  @Embedded({ entity: () => PersonDetails, prefix: false })
  person: PersonDetails = new PersonDetails();

  @Property({ type: 'boolean' })
  enabled: boolean = true;

  @Property({ type: 'boolean' })
  credentialsNonExpired: boolean = true;

  @Property({ type: ArrayType })
  roles: Role[] = [];

  /**
   * Tokens issued before this instant are refused: set on a password change, a forced change,
   * disabling or deleting. Tokens carry only the spec's claims, so their issue time is exp − 30 min.
   */
  @Property({ type: 'datetime' })
  tokensValidAfter: Date = new Date(0);

  /** Refresh is allowed up to 12 hours after this. */
  @Property({ type: 'datetime', nullable: true })
  lastLoginAt: Date | null = null;

  /** APP_USER: the region whose offer the user sees. */
  @ManyToOne({ entity: () => Region, nullable: true, deleteRule: 'set null' })
  region: Rel<Region> | null = null;

  /** LOCAL_ADMIN: the regions administered. */
  @ManyToMany({ entity: () => Region, pivotTable: 'account_admin_region', owner: true })
  adminRegions = new Collection<Region>(this);

  /** LOCAL_ADMIN: locales the account may translate to. */
  @Property({ type: ArrayType })
  translationLocales: string[] = [];

  @OneToOne({ entity: () => PdfUserInfo, owner: true, nullable: true, orphanRemoval: true, deleteRule: 'set null' })
  pdfUserInfo: Rel<PdfUserInfo> | null = null;

  @Property({ type: 'datetime' })
  createdDate: Date = new Date();

  @Property({ type: 'integer', version: true })
  version!: number;
}
