// The text rules' patterns, apart from the schemas: the login screen checks an email without loading zod.
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const passwordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{4,10}$/;
export const confirmPasswordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{4,20}$/;
export const mobilePattern = /^[6-9]\d{9}$/;
