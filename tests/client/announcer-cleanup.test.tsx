/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { useAnnouncerCleanup } from '../../client/app/layout/useAnnouncerCleanup.js';
import { waitFor } from '../support/wait-for.mjs';

/** react-aria's live announcer as it is in the page, and an announcement labelled by `id`. */
function announcer(): HTMLElement {
  const node = document.createElement('div');
  node.setAttribute('data-live-announcer', 'true');
  document.body.append(node);
  return node;
}
function announcement(id: string): HTMLElement {
  const image = document.createElement('div');
  image.setAttribute('role', 'img');
  image.setAttribute('aria-labelledby', id);
  return image;
}
const images = () => document.querySelectorAll('[data-live-announcer] [role="img"]').length;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the announcer cleanup', () => {
  it('drops an announcement once the button that labels it is removed', async () => {
    renderHook(() => useAnnouncerCleanup());
    const button = Object.assign(document.createElement('button'), { id: 'save' });
    document.body.append(button);
    announcer().append(announcement('save'));
    expect(images()).toBe(1);
    button.remove();
    await waitFor(() => images() === 0, { what: 'the orphaned announcement to go' });
  });

  it('drops an announcement added after its button was removed, and keeps one whose button is there', async () => {
    renderHook(() => useAnnouncerCleanup());
    const kept = Object.assign(document.createElement('button'), { id: 'kept' });
    document.body.append(kept);
    const live = announcer();
    live.append(announcement('kept'));
    live.append(announcement('gone'));
    await waitFor(() => images() === 1, { what: 'the announcement of a removed button to go' });
    expect(live.querySelector('[aria-labelledby="kept"]')).not.toBeNull();
  });
});
