/** Every text of the offline queue and the local drafts a person may read, together for review. */
export const OFFLINE_TEXTS = {
  networkError: 'Sin conexión con el servidor.',
  timeout: 'El servidor no respondió a tiempo.',
  storageFull: 'El almacenamiento del navegador está lleno: el envío no se pudo guardar. Los datos siguen en el formulario.',
  storageUnavailable:
    'Este navegador no permite guardar datos localmente (modo privado o almacenamiento desactivado): los envíos sin conexión y los borradores no se conservarán.',
};
