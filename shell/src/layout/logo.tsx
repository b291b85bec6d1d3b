/** The hub's emblem: a stylised port beacon, drawn inline so it needs no extra request. */
export function Logo({ size = 56 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="人才创新创业服务港标志">
      <defs>
        <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#36cfc9" />
          <stop offset="1" stopColor="#2989ff" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="29" fill="none" stroke="url(#logo-g)" strokeWidth="3" />
      <path d="M18 42 L32 14 L46 42 Z" fill="none" stroke="url(#logo-g)" strokeWidth="3.5" strokeLinejoin="round" />
      <path d="M14 46 Q32 54 50 46" fill="none" stroke="#36cfc9" strokeWidth="3" strokeLinecap="round" />
      <circle cx="32" cy="30" r="4" fill="#ffc53d" />
    </svg>
  );
}
