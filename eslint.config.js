import config from '@coinwave/eslint-config';

export default config;
