export default `
.hw-container { width: 100%; margin-inline: auto; padding-inline: 16px; }
@media (min-width: 600px) { .hw-container { padding-inline: 24px; } }
.hw-container--lg { max-width: 1200px; }
.hw-container--md { max-width: 900px; }
`;
