import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Product } from './product.entity.js';
import { SkinIndicator } from './skin-indicator.entity.js';

/**
 * One cell of the evaluation matrix (-10..10). `productToIndicatorEvaluation` and
 * `indicatorToProductEvaluation` are two views of this one table.
 */
@Entity({ tableName: 'evaluation' })
export class Evaluation {
  @ManyToOne({ entity: () => Product, primary: true, deleteRule: 'cascade' })
  product!: Rel<Product>;

  @ManyToOne({ entity: () => SkinIndicator, primary: true, deleteRule: 'cascade' })
  skinIndicator!: Rel<SkinIndicator>;

  @Property({ type: 'smallint' })
  value!: number;
}
