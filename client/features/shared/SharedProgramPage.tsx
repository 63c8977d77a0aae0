import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatVolume } from '../../../common/volume.js';
import { PageSpinner } from '../../ui/Spinner.js';
import type { SharedLine, SharedProgram } from '../../../common/shared-program.js';
import { fetchSharedProgram, fill, type SharedState } from './sharedProgram.js';
import './shared.css';

/**
 * The client's own page of a program (`/shared/<token>`, decision 067): the routine in order,
 * in the program's language (its texts come translated with it), for a phone. No login, and
 * nothing of the client on it. A link that no longer works says so in the visitor's language.
 */
export function SharedProgramPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<SharedState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void fetchSharedProgram(token).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [token]);
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      {state.kind === 'loading' ? (
        <PageSpinner />
      ) : state.kind === 'shown' ? (
        <SharedRoutine program={state.program} />
      ) : (
        <SharedLinkProblem invalid={state.kind === 'invalid'} />
      )}
    </>
  );
}

function SharedLinkProblem({ invalid }: { invalid: boolean }) {
  const { t } = useTranslation();
  const title = t(invalid ? 'SHARED_LINK_INVALID_TITLE' : 'ERROR_GENERIC');
  return (
    <section className="page shared-page" data-testid="shared-invalid">
      <title>{title}</title>
      <h1>{title}</h1>
      {invalid && <p>{t('SHARED_LINK_INVALID_TEXT')}</p>}
    </section>
  );
}

function SharedRoutine({ program }: { program: SharedProgram }) {
  const { texts, lang } = program;
  const locale = `${program.locale.language}_${program.locale.country}`;
  const ml = (volume: number) => `${formatVolume(volume, locale)} ${texts.BUILDER_ML ?? 'ml'}`;
  const until = new Date(program.expiresAt).toLocaleDateString(lang, { dateStyle: 'long' });
  const steps = [
    program.cleansing.length > 0 && (
      <li key="cleansing" className="shared-page__step">
        <h2>{texts.SHARED_STEP_CLEANSING}</h2>
        <ProductLines lines={program.cleansing} ml={ml} />
      </li>
    ),
    program.cream && (
      <li key="cream" className="shared-page__step">
        <h2>{texts.SHARED_STEP_CREAM}</h2>
        <table className="shared-page__cream">
          <tbody>
            {program.cream.products.map((p, i) => (
              <tr key={i}>
                <th scope="row">{p.name}</th>
                <td>{ml(p.volume)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{texts.SHARED_CREAM_TOTAL}</th>
              <td>{ml(program.cream.totalVolume)}</td>
            </tr>
          </tfoot>
        </table>
        {program.cream.comment && <p className="shared-page__comment">{program.cream.comment}</p>}
        {program.cream.ingredients.length > 0 && (
          <>
            <h3>{texts.SHARED_CREAM_INGREDIENTS}</h3>
            <p className="shared-page__ingredients">{program.cream.ingredients.join(', ')}</p>
          </>
        )}
      </li>
    ),
    program.ready.length > 0 && (
      <li key="ready" className="shared-page__step">
        <h2>{texts.SHARED_STEP_READY}</h2>
        <ProductLines lines={program.ready} ml={ml} />
      </li>
    ),
  ].filter(Boolean);
  const pro = program.professional;
  return (
    <section className="page shared-page" lang={lang} data-testid="shared-program">
      <title>{texts.SHARED_TITLE}</title>
      <h1>{texts.SHARED_TITLE}</h1>
      <p>{texts.SHARED_INTRO}</p>
      <ol className="shared-page__steps">{steps}</ol>
      <p>
        <a className="button button--primary" href={program.pdfUrl} download data-testid="shared-pdf">
          <span className="button__label">{texts.SHARED_DOWNLOAD_PDF}</span>
        </a>
      </p>
      {pro && (
        <address className="shared-page__professional">
          <h2>{texts.SHARED_PROFESSIONAL}</h2>
          {pro.companyName && <strong>{pro.companyName}</strong>}
          {pro.addressLines.map((line, i) => (
            <span key={i}>{line}</span>
          ))}
          {pro.phone && (
            <span>
              {texts.PDF_PHONE}: <a href={`tel:${pro.phone.replace(/[^\d+]/g, '')}`}>{pro.phone}</a>
            </span>
          )}
          {pro.email && (
            <span>
              {texts.PDF_EMAIL}: <a href={`mailto:${pro.email}`}>{pro.email}</a>
            </span>
          )}
        </address>
      )}
      <p className="shared-page__until">{fill(texts.SHARED_VALID_UNTIL, { date: until })}</p>
    </section>
  );
}

function ProductLines({ lines, ml }: { lines: SharedLine[]; ml: (volume: number) => string }) {
  return (
    <ul className="shared-page__products">
      {lines.map((line, i) => (
        <li key={i}>
          <p className="shared-page__product">
            <strong>{line.name}</strong>
            {line.volume !== null && <span> · {ml(line.volume)}</span>}
          </p>
          {line.comment && <p className="shared-page__comment">{line.comment}</p>}
          {line.usage && <p className="shared-page__usage">{line.usage}</p>}
        </li>
      ))}
    </ul>
  );
}
