import type { LegalDocument, LegalPlaceholders } from "./legal-types";

export function buildPrivacyDocument(p: LegalPlaceholders): LegalDocument {
  return {
    title: "Política de Privacidad",
    lastUpdated: "17/03/2025",
    intro: `${p.companyName}, en su carácter de responsable del tratamiento de datos personales a través de la plataforma ${p.appName}, pone a su disposición la presente Política de Privacidad (Aviso de Privacidad) en cumplimiento de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares, su Reglamento y los Lineamientos del Aviso de Privacidad. En ella le explicamos qué información recabamos, para qué la usamos, con quién la compartimos y cómo puede ejercer sus derechos. Para cualquier asunto relacionado con sus datos personales puede escribirnos a ${p.supportEmail}.`,
    sections: [
      {
        title: "1. Información que recopilamos",
        paragraphs: [
          "Recabamos únicamente la información necesaria para prestar el servicio, ya sea porque usted nos la proporciona directamente, porque la genera al utilizar la Plataforma o porque la recibimos de nuestro procesador de pagos.",
          "No recabamos datos personales sensibles de forma intencional. Sin embargo, los documentos que usted carga (por ejemplo, currículos o documentación legal y fiscal) pueden contener datos personales de terceros; usted declara contar con el consentimiento o la base legal necesaria para proporcionarlos.",
          "En particular, tratamos las siguientes categorías de información:",
        ],
        items: [
          "Datos de identificación y contacto: nombre completo, correo electrónico y número de teléfono.",
          "Datos de acceso: credenciales de inicio de sesión (la contraseña se almacena únicamente en forma de hash), registros de intentos de inicio de sesión, activación de cuenta y recuperación de contraseña.",
          "Datos de facturación y pago: identificador de la suscripción, estado de pago, fechas de renovación y montos en USD. Los datos de su tarjeta o cuenta bancaria son tratados directamente por PayPal y no se almacenan en nuestros servidores.",
          "Documentos del Cliente: bases de licitación, anexos, formatos, documentación legal y fiscal, currículos y demás archivos que usted carga en sus Proyectos.",
          "Documentos Generados: los archivos Word y Excel producidos por la Plataforma a partir de sus documentos.",
          "Datos técnicos: dirección IP, tipo de navegador, fecha y hora de acceso, y cookies estrictamente necesarias para mantener su sesión.",
        ],
      },
      {
        title: "2. Uso de la información",
        paragraphs: [
          `Utilizamos sus datos personales para finalidades primarias, que son necesarias para la relación jurídica que tenemos con usted, y para una finalidad secundaria: enviarle comunicaciones sobre nuevas funciones o mejoras de ${p.appName}. Si no desea recibir estas comunicaciones, puede solicitarlo en cualquier momento a ${p.supportEmail}, sin que ello afecte la prestación del servicio.`,
          "Los Documentos del Cliente se utilizan únicamente para generar las propuestas de ese mismo Cliente mediante generación aumentada por recuperación. Nunca se utilizan para entrenar modelos de lenguaje ni se comparten con otros Clientes.",
          "Las finalidades primarias son las siguientes:",
        ],
        items: [
          "Crear, activar y administrar su cuenta, incluido el envío del enlace de activación con vigencia de 30 minutos.",
          "Autenticarle y proteger su cuenta, por ejemplo, bloqueándola durante 15 minutos después de 3 intentos fallidos de inicio de sesión.",
          "Procesar el cobro mensual de la suscripción de 99.9 USD, su renovación y su cancelación.",
          "Almacenar, indexar y procesar sus documentos para generar los documentos Word y Excel de sus propias propuestas.",
          "Brindarle soporte técnico y atender sus solicitudes.",
          "Cumplir con obligaciones legales, fiscales y requerimientos de autoridades competentes.",
        ],
      },
      {
        title: "3. Compartición de la información",
        paragraphs: [
          `${p.companyName} no vende, renta ni comercializa sus datos personales ni sus documentos bajo ninguna circunstancia.`,
          "Las remisiones a los encargados que se describen a continuación no requieren su consentimiento conforme al artículo 37 de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares. También podremos revelar información cuando así lo exija una autoridad competente mediante requerimiento fundado y motivado.",
          "Únicamente compartimos información con los siguientes terceros, en la medida estrictamente necesaria para prestar el servicio y bajo obligaciones de confidencialidad y seguridad:",
        ],
        items: [
          "PayPal, como procesador de pagos, para gestionar el cobro y la renovación de su suscripción, conforme a su propia política de privacidad.",
          `Proveedores de alojamiento y almacenamiento en la nube, que resguardan la Plataforma y sus documentos en ${p.storageRegion}.`,
          "El proveedor del modelo de lenguaje, cuando se encuentre configurado, que recibe únicamente los fragmentos de texto necesarios para generar cada documento y tiene prohibido utilizarlos para entrenar sus modelos.",
          "Proveedores de envío de correo electrónico, para los mensajes de activación, recuperación de contraseña y notificaciones del servicio.",
        ],
      },
      {
        title: "4. Seguridad",
        paragraphs: [
          "Implementamos medidas de seguridad administrativas, técnicas y físicas para proteger sus datos personales contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizado.",
          `Sus datos y documentos se almacenan en servidores ubicados en ${p.storageRegion}. Al aceptar esta Política, usted consiente la transferencia y el almacenamiento de su información en dicha ubicación.`,
          `Ningún sistema es completamente infalible. En caso de una vulneración de seguridad que afecte de forma significativa sus derechos, se lo notificaremos sin demora para que pueda tomar las medidas correspondientes. Si detecta alguna actividad sospechosa en su cuenta, infórmenos de inmediato a ${p.supportEmail}.`,
          "Entre las principales medidas que aplicamos se encuentran las siguientes:",
        ],
        items: [
          "Las contraseñas se almacenan con el algoritmo de hash Argon2id; nunca se guardan en texto plano.",
          "Todas las comunicaciones entre su navegador y la Plataforma viajan cifradas mediante TLS.",
          "Control de acceso por Cliente: cada Cliente solo puede consultar sus propios Proyectos y documentos.",
          "Sesiones cifradas y con tiempo de expiración.",
          "Bloqueo temporal de la cuenta durante 15 minutos tras 3 intentos fallidos de inicio de sesión.",
          "Enlaces de activación de un solo uso con vigencia de 30 minutos.",
        ],
      },
      {
        title: "5. Retención de datos",
        paragraphs: [
          `Conservamos sus datos personales y documentos, almacenados en ${p.storageRegion}, durante el tiempo que su cuenta permanezca activa y mientras sean necesarios para cumplir las finalidades descritas en esta Política.`,
          "Los Proyectos cerrados permanecen disponibles para su descarga mientras su cuenta exista, con el fin de que pueda consultar y recuperar sus propuestas anteriores.",
          "Una vez cancelada la cuenta o atendida una solicitud de cancelación, sus datos serán bloqueados y posteriormente eliminados o anonimizados de forma segura, salvo aquella información que debamos conservar por disposición legal, por ejemplo, la información de facturación y pagos que debe resguardarse conforme a la legislación fiscal y mercantil aplicable, o para la atención de posibles responsabilidades.",
          "Las copias de respaldo se eliminan conforme a sus ciclos normales de rotación.",
        ],
      },
      {
        title: "6. Derechos del usuario",
        paragraphs: [
          "Conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares, usted tiene derecho a ejercer en cualquier momento sus derechos de Acceso, Rectificación, Cancelación y Oposición (derechos ARCO) respecto de los datos personales que tratamos.",
          `Para ejercerlos, envíe una solicitud a ${p.supportEmail} que contenga: su nombre y el correo electrónico asociado a su cuenta; los documentos que acrediten su identidad o, en su caso, la representación legal; la descripción clara y precisa de los datos respecto de los que busca ejercer alguno de los derechos; y cualquier otro elemento que facilite la localización de los datos.`,
          "Le comunicaremos la determinación adoptada en un plazo máximo de 20 días hábiles contados desde la fecha en que recibamos su solicitud completa. Si resulta procedente, la haremos efectiva dentro de los 15 días hábiles siguientes a la fecha de la respuesta. Estos plazos podrán ampliarse una sola vez por un periodo igual cuando las circunstancias lo justifiquen.",
          "Asimismo, puede revocar su consentimiento o limitar el uso o divulgación de sus datos por el mismo medio. Si considera que su derecho a la protección de datos ha sido vulnerado, puede acudir ante el Instituto Nacional de Transparencia, Acceso a la Información y Protección de Datos Personales (INAI) o la autoridad que lo sustituya.",
          "Los derechos ARCO consisten en lo siguiente:",
        ],
        items: [
          "Acceso: conocer qué datos personales tenemos sobre usted y cómo los tratamos.",
          "Rectificación: solicitar la corrección de sus datos cuando sean inexactos o estén incompletos.",
          "Cancelación: solicitar que eliminemos sus datos cuando considere que no se requieren para las finalidades señaladas.",
          "Oposición: oponerse al tratamiento de sus datos para fines específicos.",
        ],
      },
      {
        title: "7. Menores de edad",
        paragraphs: [
          `${p.appName} es un servicio dirigido a empresas y profesionales, y no está destinado a personas menores de ${p.minimumAge} años. No recabamos de manera intencional datos personales de menores de edad.`,
          `Si usted es padre, madre o tutor y tiene conocimiento de que un menor de ${p.minimumAge} años nos ha proporcionado datos personales, le pedimos comunicarse con nosotros a ${p.supportEmail} para proceder a su eliminación.`,
          "Si detectamos que una cuenta pertenece a un menor de edad, la suspenderemos y eliminaremos la información asociada, salvo la que debamos conservar por disposición legal.",
        ],
      },
      {
        title: "8. Cambios a esta política",
        paragraphs: [
          "Podemos modificar esta Política de Privacidad para reflejar cambios en el servicio, en nuestras prácticas de tratamiento o en la legislación aplicable.",
          `Cualquier modificación se publicará en ${p.appName} indicando la fecha de última actualización. Cuando los cambios sean sustanciales, por ejemplo, si se agregan nuevas finalidades o transferencias que requieran su consentimiento, se lo notificaremos por correo electrónico o mediante un aviso visible dentro de la Plataforma.`,
          "Le recomendamos revisar esta Política periódicamente. El uso continuado del servicio después de la entrada en vigor de los cambios implica que ha tomado conocimiento de ellos.",
        ],
      },
      {
        title: "9. Contacto",
        paragraphs: [
          `Si tiene preguntas, comentarios o solicitudes relacionadas con esta Política de Privacidad o con el tratamiento de sus datos personales, puede comunicarse con ${p.companyName} a través del correo electrónico ${p.supportEmail}.`,
          "Al recibir su solicitud, le enviaremos un acuse de recibo por correo electrónico, el cual puede tardar hasta 30 minutos en llegar. Si no lo recibe en ese plazo, revise su carpeta de correo no deseado o vuelva a escribirnos.",
          "Para agilizar la atención, le pedimos enviar su solicitud desde el correo electrónico asociado a su cuenta e indicar claramente el asunto de su petición.",
        ],
      },
    ],
  };
}
