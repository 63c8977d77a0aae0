/**
 * Monaco (GraphiQL's editor, the /graphql explorer) styles in two ways our CSP (`style-src 'self'`,
 * no inline styles) refuses: rules in `<style>` elements, and `style="…"` attributes in the HTML
 * it renders lines with. vite.config.ts points both here, so the policy stays as it is:
 * - `createStyleSheet` gets the same small interface backed by a constructable stylesheet
 *   adopted by the document (or the shadow root it is made in), which the CSP does not govern;
 * - its `innerHTML`/`insertAdjacentHTML` writes get the attributes renamed before parsing and
 *   applied afterwards through the CSSOM (`style.cssText`), which the CSP allows.
 */
class AdoptedStyle {
  readonly sheet = new CSSStyleSheet();
  type = 'text/css';
  media = 'screen';
  private css = '';
  private readonly root: Document | ShadowRoot;

  constructor(container: Node) {
    const root = container.getRootNode();
    this.root = root instanceof ShadowRoot ? root : document;
    this.root.adoptedStyleSheets = [...this.root.adoptedStyleSheets, this.sheet];
  }

  get textContent(): string {
    return this.css;
  }

  set textContent(css: string) {
    this.css = css;
    this.sheet.replaceSync(css);
  }

  get innerText(): string {
    return this.css;
  }

  set innerText(css: string) {
    this.textContent = css;
  }

  remove(): void {
    this.root.adoptedStyleSheets = this.root.adoptedStyleSheets.filter((s) => s !== this.sheet);
  }
}

export function adoptedStyleSheet(
  container: Node = document.head,
  beforeAppend?: (style: AdoptedStyle) => void,
  disposableStore?: { add(disposable: { dispose(): void }): void },
): AdoptedStyle {
  const style = new AdoptedStyle(container);
  beforeAppend?.(style);
  disposableStore?.add({ dispose: () => style.remove() });
  return style;
}

const STYLE_ATTRIBUTE = /(<[a-zA-Z][^<>]*?)\sstyle="/g;
const DEFERRED = 'data-csp-style';

function withoutStyleAttributes(html: unknown): { html: string; deferred: boolean } {
  const text = String(html);
  return text.includes('style="') ? { html: text.replace(STYLE_ATTRIBUTE, `$1 ${DEFERRED}="`), deferred: true } : { html: text, deferred: false };
}

function applyDeferred(root: ParentNode | null): void {
  root?.querySelectorAll<HTMLElement>(`[${DEFERRED}]`).forEach((element) => {
    element.style.cssText = element.getAttribute(DEFERRED) ?? '';
    element.removeAttribute(DEFERRED);
  });
}

/** `element.innerHTML = html`, with inline style attributes applied through the CSSOM. */
export function setHtmlWithoutInlineStyles(element: Element, html: unknown): void {
  const { html: safe, deferred } = withoutStyleAttributes(html);
  element.innerHTML = safe;
  if (deferred) applyDeferred(element);
}

/** `element.insertAdjacentHTML(position, html)`, with inline style attributes applied through the CSSOM. */
export function insertHtmlWithoutInlineStyles(element: Element, position: InsertPosition, html: unknown): void {
  const { html: safe, deferred } = withoutStyleAttributes(html);
  element.insertAdjacentHTML(position, safe);
  if (deferred) applyDeferred(position === 'beforebegin' || position === 'afterend' ? element.parentElement : element);
}
