/**
 * The app's mark, drawn inline (the same drawing as public/logo.svg, which the favicon and the boot
 * screen use): the header shows it offline and never as a broken image.
 */
export function Logo({ size }: { size: number }) {
  return (
    <svg className="header__logo" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1f5f5b" />
      <path d="M16 6c4.5 5.4 7 9.2 7 12.3A7 7 0 0 1 9 18.3C9 15.2 11.5 11.4 16 6Z" fill="#e9f4f2" />
      <path d="M13 19.5a3.2 3.2 0 0 0 3 3" fill="none" stroke="#1f5f5b" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
