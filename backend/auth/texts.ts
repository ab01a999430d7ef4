/** Every Spanish text the sign-in and session API answers with, together for review. */
export const AUTH_TEXTS = {
  notSignedIn: 'Su sesión ha expirado o no ha iniciado sesión',
  tooMany: 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.',
  wrongCredentials: 'Usuario o contraseña incorrectos',
  notSecure: 'Inicie sesión desde la dirección https del sitio: esta conexión no es segura.',
} as const;
