import type { LegalDocument, LegalPlaceholders } from "./legal-types";

export function buildTermsDocument(p: LegalPlaceholders): LegalDocument {
  return {
    title: "Términos y Condiciones",
    lastUpdated: "16/03/2025",
    intro: `Los presentes Términos y Condiciones regulan el acceso y uso de la plataforma ${p.appName}, operada por ${p.companyName}, un servicio web por suscripción que ayuda a las empresas a preparar propuestas técnicas para licitaciones públicas. Le pedimos que los lea con atención antes de registrarse o utilizar el servicio. Si tiene dudas, puede escribirnos a ${p.supportEmail}.`,
    sections: [
      {
        title: "1. Definiciones",
        paragraphs: [
          "Los términos que se escriben con mayúscula inicial en estos Términos y Condiciones tienen el significado que se les atribuye en esta sección. Cualquier término no definido expresamente se interpretará conforme a su sentido usual y a la legislación mexicana aplicable.",
          "Para efectos de este documento, los siguientes conceptos tendrán el significado que se indica a continuación, ya sea que se utilicen en singular o en plural:",
        ],
        items: [
          `"Plataforma" o "Servicio": la aplicación web ${p.appName}, incluidas sus funciones de gestión de proyectos, carga de documentos y generación de documentos Word y Excel.`,
          `"Prestador": ${p.companyName}, persona responsable de operar y administrar la Plataforma.`,
          `"Cliente": la persona física o moral que contrata una suscripción para utilizar la Plataforma.`,
          `"Usuario": toda persona que accede a la Plataforma con una cuenta creada por el Cliente o por un administrador.`,
          `"Administrador": el Usuario con facultades para dar de alta, modificar, suspender o eliminar otras cuentas de Usuario.`,
          `"Proyecto": el espacio de trabajo en el que el Cliente organiza los documentos y entregables relativos a una licitación específica.`,
          `"Documentos del Cliente": los archivos que el Cliente carga en la Plataforma, tales como bases de licitación, anexos, formatos, documentación legal y fiscal, y currículos.`,
          `"Documentos Generados": los archivos Word y Excel que la Plataforma produce a partir de los Documentos del Cliente mediante generación aumentada por recuperación con un modelo de lenguaje.`,
          `"Suscripción": el plan de pago mensual que da derecho al uso de la Plataforma.`,
        ],
      },
      {
        title: "2. Aceptación de los términos",
        paragraphs: [
          `Al crear una cuenta, activar su acceso o utilizar de cualquier forma ${p.appName}, usted manifiesta que ha leído, entendido y aceptado estos Términos y Condiciones, así como la Política de Privacidad, los cuales constituyen un acuerdo vinculante entre usted y ${p.companyName}.`,
          `Si usted acepta estos términos en nombre de una empresa u otra persona moral, declara contar con las facultades suficientes para obligarla. Asimismo, declara ser mayor de ${p.minimumAge} años y tener capacidad legal para contratar.`,
          "Podemos modificar estos Términos y Condiciones en cualquier momento. Las modificaciones se publicarán en la Plataforma con su fecha de última actualización y, cuando sean sustanciales, se le notificarán por correo electrónico o mediante un aviso dentro del Servicio. El uso continuado de la Plataforma después de la entrada en vigor de los cambios implica su aceptación.",
          "Si no está de acuerdo con estos términos o con sus modificaciones, deberá abstenerse de utilizar el Servicio y podrá cancelar su Suscripción conforme a la sección 8.",
        ],
      },
      {
        title: "3. Registro y acceso",
        paragraphs: [
          "Para utilizar la Plataforma es necesario contar con una cuenta. Usted se obliga a proporcionar información veraz, completa y actualizada, y a mantenerla así mientras la cuenta permanezca activa.",
          "Las cuentas se activan mediante un enlace que se envía al correo electrónico registrado. Dicho enlace tiene una vigencia de 30 minutos; si expira, deberá solicitar uno nuevo. Las cuentas de Usuario adicionales son administradas por los Administradores, quienes pueden crearlas, modificarlas, suspenderlas o eliminarlas.",
          "Por seguridad, después de 3 intentos fallidos de inicio de sesión la cuenta se bloquea de forma temporal durante 15 minutos. Transcurrido ese plazo podrá intentar nuevamente o utilizar la opción de recuperación de contraseña.",
          "El acceso a la Plataforma requiere una Suscripción vigente, con un costo de 99.9 USD (noventa y nueve dólares 90/100 moneda de los Estados Unidos de América) mensuales, pagaderos a través de PayPal. La Suscripción se renueva automáticamente cada mes y puede cancelarse en cualquier momento conforme a la sección 8. Los impuestos, comisiones bancarias o cargos por conversión de moneda que en su caso apliquen corren por cuenta del Cliente.",
          "Usted es responsable de:",
        ],
        items: [
          "Mantener la confidencialidad de su contraseña y no compartir sus credenciales con terceros.",
          "Todas las actividades que se realicen desde su cuenta.",
          `Notificar de inmediato a ${p.supportEmail} cualquier uso no autorizado o sospecha de acceso indebido.`,
          "Cerrar su sesión al terminar de utilizar la Plataforma, en especial en equipos compartidos.",
        ],
      },
      {
        title: "4. Uso permitido",
        paragraphs: [
          `${p.appName} se ofrece exclusivamente para apoyar la preparación de propuestas técnicas y documentación relacionada con procedimientos de contratación pública y privada. Usted se obliga a utilizar el Servicio de buena fe, conforme a la ley y a estos Términos y Condiciones.`,
          "Los Documentos Generados son borradores de apoyo producidos con ayuda de un modelo de lenguaje. Es responsabilidad del Cliente revisar, corregir y validar su contenido antes de presentarlos ante cualquier convocante, así como verificar que cumplan con los requisitos de las bases de cada licitación.",
          "Queda prohibido, de manera enunciativa mas no limitativa:",
        ],
        items: [
          "Cargar documentos respecto de los cuales no tenga derechos o autorización para su uso.",
          "Utilizar la Plataforma para elaborar documentación falsa, alterada o que induzca a error a las autoridades convocantes.",
          "Intentar acceder a Proyectos, documentos o cuentas de otros Clientes.",
          "Realizar ingeniería inversa, extraer masivamente datos o interferir con la seguridad, disponibilidad o funcionamiento del Servicio.",
          "Cargar archivos con virus, código malicioso o cualquier contenido ilícito.",
          "Revender, sublicenciar o poner el Servicio a disposición de terceros ajenos a su organización sin autorización previa por escrito.",
        ],
      },
      {
        title: "5. Propiedad intelectual",
        paragraphs: [
          `La Plataforma, su código, diseño, marcas, logotipos, interfaces y demás elementos son propiedad de ${p.companyName} o de sus licenciantes y se encuentran protegidos por la Ley Federal del Derecho de Autor, la Ley Federal de Protección a la Propiedad Industrial y demás disposiciones aplicables. La Suscripción le otorga únicamente una licencia limitada, no exclusiva, intransferible y revocable para usar el Servicio durante su vigencia.`,
          "Los Documentos del Cliente son y seguirán siendo propiedad del Cliente o de sus titulares. El Cliente nos otorga únicamente la autorización necesaria para almacenarlos, procesarlos e indexarlos con el fin exclusivo de generar sus propias propuestas dentro de la Plataforma.",
          "Los Documentos del Cliente se utilizan solamente para generar las propuestas de ese mismo Cliente; nunca se comparten con otros Clientes ni se utilizan para entrenar modelos de lenguaje.",
          "Los Documentos Generados pertenecen al Cliente, quien podrá descargarlos, modificarlos y utilizarlos libremente, sin perjuicio de los derechos de terceros que pudieran existir sobre la información de origen.",
        ],
      },
      {
        title: "6. Privacidad",
        paragraphs: [
          `El tratamiento de los datos personales que recaba ${p.companyName} se rige por nuestra Política de Privacidad (Aviso de Privacidad), elaborada conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y que forma parte integrante de estos Términos y Condiciones.`,
          "En dicho documento encontrará qué información recopilamos, para qué la utilizamos, con quién la compartimos, cómo la protegemos, cuánto tiempo la conservamos y cómo ejercer sus derechos de Acceso, Rectificación, Cancelación y Oposición (derechos ARCO).",
          "Le recomendamos consultarla periódicamente, ya que puede actualizarse conforme a los cambios en el Servicio o en la legislación aplicable.",
        ],
      },
      {
        title: "7. Limitación de responsabilidad",
        paragraphs: [
          `El Servicio se proporciona "tal cual" y "según disponibilidad". Si bien ${p.companyName} realiza esfuerzos razonables para mantener la Plataforma disponible, segura y libre de errores, no garantiza que funcione de manera ininterrumpida ni que los Documentos Generados estén libres de imprecisiones.`,
          "El Cliente reconoce que el resultado de una licitación depende de factores ajenos a la Plataforma, por lo que en ningún caso garantizamos la adjudicación de contratos ni la aceptación de las propuestas. En particular, no seremos responsables por:",
        ],
        items: [
          "Errores, omisiones o inexactitudes en los Documentos Generados que el Cliente no haya revisado antes de su presentación.",
          "La descalificación de propuestas, el incumplimiento de plazos o requisitos de las bases, o las decisiones de las entidades convocantes.",
          "Daños derivados de información falsa, incompleta o desactualizada proporcionada por el Cliente.",
          "Interrupciones causadas por mantenimiento, fallas de proveedores de terceros (incluido PayPal), caso fortuito o fuerza mayor.",
          "Accesos no autorizados atribuibles a la falta de resguardo de las credenciales por parte del Usuario.",
          "Lucro cesante, daños indirectos, incidentales o consecuenciales.",
        ],
      },
      {
        title: "8. Cancelación y suspensión",
        paragraphs: [
          `Usted puede cancelar su Suscripción en cualquier momento desde su cuenta de PayPal o escribiendo a ${p.supportEmail}, y desde la Plataforma cuando esta le ofrezca hacerlo en línea. La cancelación evita la siguiente renovación mensual. Antes de confirmarla se le indicará si surte efecto de inmediato o al final del periodo ya pagado; en ningún caso se realizan reembolsos proporcionales, salvo que la ley aplicable disponga lo contrario.`,
          "Al cerrar un Proyecto, éste permanece disponible para descargar sus documentos. Le recomendamos descargar la información que desee conservar antes de que concluya su Suscripción.",
          `${p.companyName} podrá suspender o cancelar una cuenta, total o parcialmente, sin responsabilidad, en los siguientes casos:`,
        ],
        items: [
          "Falta de pago o rechazo del cargo de la Suscripción.",
          "Incumplimiento de estos Términos y Condiciones, en particular de la sección 4.",
          "Uso que ponga en riesgo la seguridad de la Plataforma o de otros Clientes.",
          "Requerimiento de autoridad competente.",
        ],
      },
      {
        title: "9. Legislación aplicable y jurisdicción",
        paragraphs: [
          "Estos Términos y Condiciones se rigen por las leyes federales de los Estados Unidos Mexicanos, incluidos, en lo que resulten aplicables, el Código de Comercio, el Código Civil Federal, la Ley Federal de Protección al Consumidor y la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.",
          "Para la interpretación y cumplimiento de estos Términos y Condiciones, las partes se someten expresamente a la jurisdicción de los tribunales competentes de la Ciudad de México, renunciando a cualquier otro fuero que pudiera corresponderles por razón de su domicilio presente o futuro o por cualquier otra causa.",
          "Lo anterior no limita los derechos que, en su caso, correspondan a los consumidores para acudir ante la Procuraduría Federal del Consumidor (PROFECO). Si alguna disposición de estos términos fuera declarada nula o inaplicable, las demás conservarán su plena validez.",
        ],
      },
      {
        title: "10. Contacto",
        paragraphs: [
          `Para cualquier duda, comentario o aclaración sobre estos Términos y Condiciones, su Suscripción o el funcionamiento de ${p.appName}, puede escribir a ${p.supportEmail}. Nuestro equipo de soporte atenderá su solicitud a la brevedad posible.`,
          "Los correos de activación de cuenta y de recuperación de contraseña pueden tardar hasta 15 minutos en llegar. Si no los recibe, revise su carpeta de correo no deseado antes de solicitar un nuevo envío.",
          "Le pedimos incluir en su mensaje el correo electrónico asociado a su cuenta y, en su caso, el nombre del Proyecto relacionado, para poder atenderle con mayor rapidez.",
        ],
      },
    ],
  };
}
