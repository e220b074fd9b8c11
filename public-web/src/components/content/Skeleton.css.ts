export default `
.hw-skeleton { display: block; border-radius: 12px; background: #dfe4ea; animation: hw-pulse 1.6s ease-in-out infinite; }
@media (prefers-reduced-motion: reduce) { .hw-skeleton { animation: none; } }
`;
