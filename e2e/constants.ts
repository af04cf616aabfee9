/** The demo owner's password the end-to-end server is started with. */
export const DEMO_PASSWORD = 'e2e-demo-password';
