import { randomUUID } from 'node:crypto';
import { type Rel, OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { SkinCareProgram } from './program.entity.js';

export interface PdfOptions {
  showCompanyData: boolean;
  showReadyProducts: boolean;
  showSpecialMixedProducts: boolean;
  showVolume: boolean;
  showWashProducts: boolean;
  showUserNameForm: boolean;
  showInci: boolean;
  /** The PDF's locale; absent (older PDFs) or null: the owner's preferred one. */
  locale?: string | null;
  /** Print the live share link as a QR code (decision 067); absent or null: yes, when there is one. */
  shareQr?: boolean | null;
}

@Entity({ tableName: 'pdf_document' })
export class PdfDocument {
  [OptionalProps]?: 'createdDate';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => SkinCareProgram, deleteRule: 'cascade', index: true })
  program!: Rel<SkinCareProgram>;

  @Property({ type: 'json' })
  options!: PdfOptions;

  @Property({ type: 'blob', lazy: true })
  bytes!: Buffer;

  @Property({ type: 'datetime' })
  createdDate: Date = new Date();
}
