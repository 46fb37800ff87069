/** Cross-section of a parallel-plate plasma chamber: showerhead, glow discharge, wafer on a chuck. */
export function ChamberIllustration({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 300" width="400" height="300" className={className}>
      <defs>
        <radialGradient id="glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#c8cffd" stopOpacity=".95" />
          <stop offset=".55" stopColor="#7b86f4" stopOpacity=".55" />
          <stop offset="1" stopColor="#5a60eb" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect x="40" y="30" width="320" height="240" rx="18" fill="#1b1a48" stroke="#7b86f4" strokeOpacity=".5" strokeWidth="3" />
      <rect x="90" y="58" width="220" height="14" rx="4" fill="#94a3b8" />
      {[110, 140, 170, 200, 230, 260, 290].map((x) => (
        <rect key={x} x={x - 2} y="72" width="4" height="8" fill="#94a3b8" />
      ))}
      <ellipse cx="200" cy="150" rx="130" ry="55" fill="url(#glow)" />
      {[120, 160, 200, 240, 280].map((x) => (
        <path key={x} d={`M${x} 112 l0 70`} stroke="#a5f3fc" strokeWidth="2" strokeDasharray="4 8" opacity=".8" />
      ))}
      <rect x="110" y="200" width="180" height="8" rx="2" fill="#e2e8f0" />
      <rect x="95" y="208" width="210" height="26" rx="4" fill="#475569" />
      <path d="M200 234v36M185 270h30" stroke="#94a3b8" strokeWidth="4" />
      <path d="M40 95h-20M380 95h-20" stroke="#67e8f9" strokeWidth="3" />
    </svg>
  );
}
