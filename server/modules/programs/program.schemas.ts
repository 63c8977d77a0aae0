import { MIXTURE_ROLES, PRIORITIES } from '../../../common/enums.js';
import { arr, dateTime, int, nullable, num, obj, str, strEnum, uuid } from '../../platform/openapi/json-schema.js';

/** The REST shapes of programs (program.presenter.ts builds them; GraphQL's SkinCareProgramView alike). */

const mixedLine = obj({ productId: int(), volume: num({ description: 'ml' }) });
const roleLine = obj({
  productId: int(),
  volume: nullable(num()),
  comment: nullable(str()),
  mixtureRole: strEnum(MIXTURE_ROLES),
});

export const programSchema = obj({
  id: uuid(),
  number: str({ description: 'Shown on my-mixtures and searched by prefix.' }),
  version: int({ description: 'Send it back with a save (optimistic locking: 409 when stale).' }),
  pdfId: nullable(uuid({ description: 'The latest generated PDF; null after a save.' })),
  clientReference: nullable(
    str({ description: 'The client the program is for (a name or code); my mixtures searches it.' }),
  ),
  createdDate: dateTime(),
  modifiedDate: dateTime(),
  skinIndicatorWithPriorityDtos: arr(obj({ skinIndicatorId: int(), priority: strEnum(PRIORITIES) })),
  specialMixedProducts: obj({ comment: nullable(str()), baseProducts: arr(mixedLine), activeProducts: arr(mixedLine) }),
  washProducts: arr(roleLine),
  readyProducts: arr(roleLine),
});

export const programPageSchema = obj({
  mixtures: arr(programSchema),
  page: int(),
  pageSize: int(),
  totalPages: int(),
  totalElements: int(),
});

const lineInput = obj(
  { productId: int(), volume: nullable(num()), comment: nullable(str()), mixtureRole: strEnum(MIXTURE_ROLES) },
  { optional: ['volume', 'comment', 'mixtureRole'] },
);

/** A save: the program as GET shows it (read-only fields ignored); no id or `?saveAsNew=true` makes a new one. */
export const programInputSchema = obj(
  {
    id: nullable(uuid()),
    version: nullable(int()),
    clientReference: nullable(
      str({ maxLength: 200, description: 'The client (name or code), one line; blank: none. Trimmed.' }),
    ),
    number: str(),
    pdfId: nullable(uuid()),
    createdDate: dateTime(),
    modifiedDate: dateTime(),
    skinIndicatorWithPriorityDtos: arr(obj({ skinIndicatorId: int(), priority: strEnum(PRIORITIES) })),
    specialMixedProducts: obj(
      { comment: nullable(str()), baseProducts: arr(mixedLine), activeProducts: arr(mixedLine) },
      { optional: ['comment', 'baseProducts', 'activeProducts'] },
    ),
    washProducts: arr(lineInput),
    readyProducts: arr(lineInput),
  },
  {
    optional: [
      'id',
      'version',
      'clientReference',
      'number',
      'pdfId',
      'createdDate',
      'modifiedDate',
      'specialMixedProducts',
      'washProducts',
      'readyProducts',
    ],
  },
);
