/** Line icons of the home tiles, drawn inline: nothing to fetch, so they show offline too. */
const PATHS: Record<string, string> = {
  // A jar with its lid.
  products: 'M8 7h8v2.5l1.5 1.5V19a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 19v-8L8 9.5ZM7.5 4h9v3h-9ZM9.5 14h5',
  // A face with a mark on the cheek.
  indicators:
    'M12 3.5a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM9.5 9v.5M14.5 9v.5M9.5 13.5c1.4 1 3.6 1 5 0M15.5 11.5h.01M4 20.5h16',
  // A flask.
  inci: 'M9.5 3.5h5M10.5 3.5v5.5l-5 9a1.5 1.5 0 0 0 1.3 2.2h10.4a1.5 1.5 0 0 0 1.3-2.2l-5-9V3.5M8 15h8',
  // A sliders panel.
  personalization: 'M5 6h9M18 6h1M5 12h3M12 12h7M5 18h11M20 18h-1M16 4v4M10 10v4M17 16v4',
  // A checklist.
  conditions: 'M9 6.5h10M9 12h10M9 17.5h10M4.5 6.5l1 1 2-2M4.5 12l1 1 2-2M4.5 17.5l1 1 2-2',
  // A dropper over a bowl.
  formula: 'M14 3.5l3.5 3.5M15.5 5.5l-6 6-1 2.5 2.5-1 6-6M4.5 15.5h15a7.5 5 0 0 1-15 0Z',
  // A stack of saved sheets.
  mixtures: 'M7 4.5h8l3 3v10H7ZM15 4.5v3h3M10 11h5M10 14h5M5 7.5v12.5h10',
};

export function HomeTileIcon({ name }: { name: string }) {
  return (
    <svg className="home-tile__icon" viewBox="0 0 24 24" width="44" height="44" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name] ?? ''}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
