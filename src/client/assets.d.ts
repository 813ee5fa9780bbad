// Stylesheets are imported for their side effect (webpack extracts or injects them).
declare module '*.css';
