/**
 * The client's page of a shared program (GET /public/api/shared/{token}), one type for the
 * server that builds it and the page that shows it. `Locale` and `Time` are the two fields REST
 * converts: "ll_CC" and a Date in the service, `{ language, country }` and ISO text on the wire.
 */
export interface SharedProgramContent<Locale, Time> {
  /** The language of every text here (the link's, never the visitor's). */
  locale: Locale;
  /** BCP 47 (de-DE): the page's `lang`. */
  lang: string;
  expiresAt: Time;
  texts: Record<string, string>;
  professional: {
    companyName: string | null;
    addressLines: string[];
    phone: string | null;
    email: string | null;
  } | null;
  cleansing: SharedLine[];
  cream: {
    products: Array<{ name: string; volume: number; usage: string }>;
    totalVolume: number;
    comment: string | null;
    /** INCI names of the cream, each once (empty outside INCI_LOCALES). */
    ingredients: string[];
  } | null;
  ready: SharedLine[];
  pdfUrl: string;
}

export interface SharedLine {
  name: string;
  volume: number | null;
  /** The product's text from the catalogue (its description: what it is for and how it is used). */
  usage: string;
  /** The professional's note on the line, as the PDF prints it. */
  comment: string | null;
}

/** What the page receives over the wire. */
export type SharedProgram = SharedProgramContent<{ language: string; country: string }, string>;
