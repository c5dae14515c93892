// Placeholder; implemented by the sign-in work.
export const DEMO_PASSWORD = 'demo';
export const DEMO_ACCOUNTS: { login: string; description: string }[] = [];
