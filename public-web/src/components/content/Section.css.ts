export default `
.hw-section { margin-bottom: 48px; }
.hw-section__intro { margin: 0 0 20px; max-width: 70ch; }
`;
