import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Versions that processes compare to invalidate their caches: `translations` (any text changed)
 * and `catalogue` (products, indicators, evaluations, INCI, availability, combination rules).
 */
@Entity({ tableName: 'data_version' })
export class DataVersion {
  @PrimaryKey({ type: 'string', length: 32 })
  name!: string;

  @Property({ type: 'bigint' })
  version!: string;
}
