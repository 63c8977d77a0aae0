import { Embeddable, Property } from '@mikro-orm/decorators/legacy';
import type { PersonDetails as PersonDetailsFields } from '../../../common/person.js';

/**
 * The person an account or a candidate is about, embedded without a prefix: the columns are the
 * tables' own (`name`, `company_name`, …), so the mapping needs no migration.
 */
@Embeddable()
export class PersonDetails implements PersonDetailsFields {
  @Property({ type: 'string', length: 255, nullable: true })
  name: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  surname: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  companyName: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  phoneNo: string | null = null;

  @Property({ type: 'string', length: 5 })
  preferredLocale: string = 'en_GB';

  @Property({ type: 'string', length: 5 })
  fallbackLocale: string = 'en_GB';
}
