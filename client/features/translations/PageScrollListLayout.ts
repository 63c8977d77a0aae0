import { ListLayout } from 'react-aria-components';

type InvalidationContext = Parameters<ListLayout<object>['update']>[0];

/**
 * A ListLayout for a list that scrolls with the page. Its scroll view is as tall as its content,
 * so a row growing (edit mode) or being measured also changes the view's height; ListLayout takes
 * any size change for a new layout, forgets every measured row and starts again from estimates:
 * the rows above the viewport shrank to the estimate and the page's content jumped under the user.
 * Only a new width (rows wrap differently) starts again here.
 */
export class PageScrollListLayout<T extends object> extends ListLayout<T> {
  protected override shouldInvalidateEverything(context: InvalidationContext): boolean {
    return super.shouldInvalidateEverything({ ...context, sizeChanged: Boolean(context.widthChanged) });
  }
}
