import { LegalDocumentView } from './LegalDocument.js';
import './legal.css';

/** legal/<kind>-<lang>.html (public): a legal document (LegalDocument.tsx) with its styles. */
export function LegalPage() {
  return <LegalDocumentView />;
}
