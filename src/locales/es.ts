import type { LocalePack } from './types.js'

/** Spanish (es). */
const es: LocalePack = {
  locale: 'es',
  messages: {
    selectToken: 'Selecciona un token',
    selectChain: 'Selecciona una red',
    searchChains: 'Buscar redes',
    searchTokens: 'Buscar por nombre, símbolo o dirección',
    chains: 'Redes',
    tokens: 'Tokens',
    tokensOn: 'Tokens en {chain}',
    popularTokens: 'Tokens populares',
    noChains: 'Ninguna red coincide con tu búsqueda.',
    noTokens: 'Ningún token coincide con tu búsqueda.',
    noRoutes: 'No se puede llegar a ningún destino desde el token seleccionado.',
    loading: 'Cargando…',
    loadingMore: 'Cargando más…',
    noMatchYet: 'Aún no hay coincidencias: se siguen cargando más.',
    foundOnOtherChains: 'Encontrado en otras cadenas',
    close: 'Cerrar',
    retry: 'Reintentar',
    viewsUnavailable:
      'No se pudo cargar una parte de este widget. Revisa tu conexión y vuelve a intentarlo, o recarga la página.',
    youSend: 'Envías',
    youReceive: 'Recibes',
    minimumReceived: 'Mínimo recibido',
    fees: 'Comisiones',
    totalFee: 'Comisión total',
    estimatedTime: 'Tiempo estimado',
    unknownDuration: 'desconocido',
    timeUnknown: 'Tiempo desconocido',
    route: 'Ruta',
    quoteExpiresIn: 'La cotización expira en {seconds} s',
    quoteExpired: 'Esta cotización ha expirado.',
    refreshQuote: 'Obtener nueva cotización',
    routes: 'Rutas',
    bestReturn: 'Mejor retorno',
    fastest: 'Más rápida',
    feeAmount: '{amount} de comisión',
    routeBlocked: 'Bloqueada',
    routeHandover: '{blocked} se bloqueó por tu seguridad; en su lugar se eligió {chosen}.',
    rejectedRoutes: '{count, plural, one {# ruta no disponible} other {# rutas no disponibles}}',
    feeTypeMESSAGE: 'Comisión de mensajería',
    feeTypeGENERAL: 'Comisión del protocolo',
    feeTypeDST_NATIVE_DROP: 'Gas en el destino (pagado)',
    feeTypeCCTP_RECEIVE: 'Comisión de relay de Circle',
    transferStatus: 'Estado de la transferencia',
    eventSubmitted: 'Enviada',
    eventSENT: 'Enviada en {chain}',
    eventBUS_RODE: 'Lote despachado en {chain}',
    eventDELIVERED: 'Entregada en {chain}',
    status_UNKNOWN: 'Aún no detectada',
    status_PENDING: 'Pendiente',
    status_PROCESSING: 'En tránsito',
    status_SUCCEEDED: 'Completada',
    status_FAILED: 'Fallida',
    phaseIdle: 'Todavía no hay nada que seguir.',
    phaseWaiting: 'Esperando a que la red detecte tu transacción…',
    phaseTracking: 'Estado: {status}',
    historyExecuting: 'Sin terminar',
    historyInFlight: 'En tránsito',
    historyCancelled: 'Cancelada en tu billetera',
    phaseSucceeded: 'Transferencia completada.',
    phaseFailed:
      'La transferencia falló. No se recibió nada; consulta el explorador para ver si hay un reembolso o ponte en contacto con soporte indicando el ID de la transferencia.',
    phaseNotFound:
      'Esta transferencia aún no se ha detectado. Revisa la actividad de tu billetera: si la transacción se envió, aparecerá.',
    elapsed: 'Tiempo transcurrido: {time}',
    statusUnreachable:
      'El servicio de transferencias no responde desde las {time}. Tu transferencia sigue su curso; seguimos comprobando.',
    checkNow: 'Comprobar ahora',
    journalUnsaved:
      'El almacenamiento de tu navegador está lleno, así que esta transferencia solo se conserva mientras esta página esté abierta. Mantenla abierta hasta que la transferencia esté en camino.',
    viewOnExplorer: 'Ver en el explorador',
    transferId: 'Transferencia {id}',
    steps: 'Pasos',
    stepState_idle: 'En espera',
    stepState_awaitingWallet: 'Confirma en tu billetera',
    stepState_submitted: 'Enviado',
    stepState_confirmed: 'Confirmado',
    stepState_skipped: 'Ya aprobado',
    stepState_failed: 'Fallido',
    stepTRANSACTION: 'Enviar una transacción',
    stepSIGNATURE: 'Firmar un mensaje',
    stepsBatched: 'Tu billetera confirma estos pasos a la vez, en una sola solicitud.',
    stepsPrepared: 'Tu transacción en {chain} se prepara al empezar, justo antes de que la firmes.',
    onChain: 'en {chain}',
    stepRent:
      'Incluye hasta {amount} SOL para abrir la cuenta de token de la ruta, si aún no está abierta',
    ledgerTitle: 'Lo que firmas',
    ledgerSend: 'Envías {amounts}',
    ledgerBridged: '{amount} hacia {recipient} en {chain}',
    ledgerAtLeast: 'llegan al menos {amount}',
    ledgerYou: 'ti',
    ledgerDeposit:
      '{amount} pagados a la cuenta del servicio {account}: adónde van después no consta en la transacción',
    ledgerMessagingFee: '{amount} de comisión de mensajería',
    ledgerRefunded: 'lo que no se use vuelve a ti',
    ledgerRelayFee: '{amount} de comisión de retransmisión para {receiver}',
    ledgerFeeReceiver: 'el receptor de comisiones del servicio',
    ledgerRouteFee: '{amount} de comisión para la cuenta del servicio',
    ledgerRent: 'hasta {amount} para abrir la cuenta de tokens del servicio',
    ledgerPriorityFee: '{amount} de comisión de prioridad',
    ledgerReturned: '{amount} vuelven a ti',
    ledgerHeld: '{amount} se quedan en {contract}',
    ledgerDiverted: '{amount} para {address}',
    ledgerApproval: 'Permite a {spender} gastar {amount}',
    ledgerUnchecked: 'sin contrastar con la cadena',
    ledgerPending: 'La transacción se crea al empezar: entonces verás lo que mueve.',
    valueLossUnknown:
      'No se puede saber cuánto cuesta esta transferencia en dólares: algunos importes no tienen precio. Revísalos abajo.',
    actionStart: 'Iniciar transferencia',
    actionApproveAndSend: 'Aprobar y enviar',
    actionSignAndSend: 'Firmar y enviar',
    actionContinue: 'Continuar la transferencia',
    actionReview: 'Revisar transferencia',
    actionSwitchTo: 'Cambiar a {chain}',
    walletOnChain: 'Tu billetera está en {chain}.',
    actionSelectTokens: 'Seleccionar tokens',
    actionSelectDestination: 'Seleccionar token de destino',
    // "Introducir", not "ingresar": in Spain "ingresar" an amount means depositing money.
    actionEnterAmount: 'Introducir una cantidad',
    actionInvalidAmount: 'Introducir una cantidad válida',
    actionInvalidRecipient: 'Introducir un destinatario válido',
    actionEnterRecipient: 'Introducir dirección del destinatario',
    actionFindingRoutes: 'Buscando rutas…',
    actionNoRoute: 'No hay ninguna ruta disponible',
    actionConnect: 'Conectar billetera',
    actionUnsupportedSource: 'Los envíos desde {chainType} no están disponibles aquí',
    actionRefused: 'Detenida por tu seguridad',
    insufficientBalance: 'Saldo de {symbol} insuficiente',
    notEnoughForGas: '{symbol} insuficiente para el gas',
    actionRunning: 'Confirma en tu billetera…',
    actionPreparing: 'Preparando tu transferencia…',
    actionConfirming: 'Esperando confirmación…',
    cancelInWallet: 'Para cancelar, rechaza la solicitud en tu billetera.',
    actionElsewhere: 'En curso en otra pestaña',
    elsewhereNote:
      'Esta transferencia se está ejecutando en otra pestaña de este navegador. Su progreso se muestra aquí, y continúa aquí si esa pestaña se cierra.',
    actionRetry: 'Reintentar',
    actionSwitchNetwork: 'Cambiar de red y reintentar',
    actionNewQuote: 'Obtener nueva cotización',
    actionCheckedWallet: 'Billetera revisada: enviar de nuevo',
    actionKeepWaiting: 'Seguir esperando',
    actionSwitchAccount: 'Volver a {account}',
    actionDone: 'Transferencia enviada',
    refused: 'Esta transferencia se detuvo por tu seguridad',
    refusedNext: 'No se envió nada. Elige otra ruta.',
    refusedNothingSent: 'No se envió nada.',
    confirmWarnings: 'Entiendo y quiero continuar',
    valueLossWarning: 'Pierdes el {percent} del valor enviado ({usd}) en comisiones y precio.',
    actionReviewLoss: 'Revisar: pierdes el {percent} ({usd})',
    confirmValueLoss: 'Acepto perder el {percent} ({usd}) en esta transferencia',
    rateChanged: 'La ruta ahora paga {amount}, {difference} menos de lo mostrado.',
    actionReviewRate: 'Revisar la nueva cantidad',
    confirmRateChange: 'Acepto la nueva cantidad',
    connectWallet: 'Conecta una billetera para continuar.',
    widgetTitle: 'Puente',
    openBridge: 'Mover tokens entre redes',
    transferRunning: 'Transferencia en curso',
    from: 'Desde',
    to: 'Hacia',
    amount: 'Cantidad',
    balance: 'Saldo: {amount}',
    max: 'Máx.',
    recipient: 'Destinatario',
    recipientInvalid: 'Introduce una dirección de {chainType} válida.',
    defaultsUnavailable:
      'Un token que esta app eligió para ti no está disponible aquí: elige uno tú.',
    recipientChecksum:
      'Las mayúsculas de esta dirección no coinciden con su suma de verificación: puede haber un carácter mal escrito. Cópiala de nuevo desde su origen.',
    forgetRecipients: 'Olvidar direcciones recientes',
    recipientNameLooking: 'Buscando {name}…',
    recipientNameFound: '{name} es {address}',
    recipientNameFoundOnEthereum: '{name} es {address}, su dirección de Ethereum.',
    recipientNameMissing: '{name} no tiene ninguna dirección configurada.',
    recipientNameUnavailable: 'Esta app no puede buscar nombres: pega la dirección.',
    recipientNameFailed: 'No se pudo buscar {name}. Inténtalo de nuevo o pega la dirección.',
    recipientNameNotPlain:
      'Aquí solo se buscan nombres con letras simples, números y guiones: pega la dirección.',
    recipientNameOffchain:
      '{name} se guarda fuera de la cadena, y esta app no lo busca allí: pega la dirección.',
    actionCheckRecipient: 'Comprueba el destinatario',
    recipientConfirmTick: 'He comprobado esta dirección',
    recipientConfirmNew:
      'No has enviado a ella desde este navegador. Compruébala carácter por carácter: una transferencia a una dirección equivocada no se puede deshacer.',
    recipientConfirmQuestion: '¿Enviar a esta dirección en {chain}?',
    settings: 'Configuración',
    nativeDrop: 'Gas a recibir en el destino ({symbol})',
    feeTolerance: 'Deslizamiento (%)',
    feeTolerancePresets: 'Valores de deslizamiento',
    feeToleranceHelp:
      'Cuánto pueden cambiar las comisiones entre esta cotización y tu transferencia.',
    // RAE: a no-break space (U+00A0) before %, as Intl.NumberFormat('es') writes it.
    percent: '{value}\u00A0%',
    done: 'Listo',
    swapDirection: 'Invertir dirección',
    transferTab: 'Transferir',
    historyTab: 'Historial',
    fee: 'Comisión',
    feeDetails: 'Comisiones y detalles',
    routeCount: 'Comparar {count, plural, one {# ruta} other {# rutas}}',
    sending: 'Enviando {amount} de {from} a {to}',
    eta: 'Llega en aprox. {time}',
    etaDue: 'Debería llegar en cualquier momento',
    successTitle: 'Transferencia completada',
    // Label first: "{amount} llegaron" would not agree with a singular amount.
    successReceived: 'Recibido en {chain}: {amount}',
    destinationTransaction: 'Transacción de destino',
    sourceTransaction: 'Transacción de origen',
    outcomeReceived: 'Recibido',
    outcomeSent: 'Enviado',
    successTime: 'Tardó {time}',
    successUnderASecond: 'Tardó menos de un segundo',
    failureTitle: 'Transferencia fallida',
    arrival: 'Llegada',
    arriveOn: 'Llegada a {chain}',
    arrivalWaiting: 'Esperando a la red',
    failureHelp:
      'No llegó nada a {chain}. Guarda este ID de transferencia para soporte: cualquier reembolso se rastrea con él.',
    transferIdLabel: 'ID de la transferencia',
    transferDetails: 'Detalles de la transferencia',
    copy: 'Copiar',
    copied: 'Copiado',
    copyFailed: 'No se puede copiar aquí: selecciona el ID',
    history: 'Transferencias recientes',
    historyEmpty: 'Aún no hay transferencias.',
    newTransfer: 'Nueva transferencia',
    anotherTransfer: 'Hacer otra transferencia',
    keepsGoing: 'Esta transferencia continúa por sí sola; síguela en Historial.',
    toYourWallet: 'A tu billetera {address}',
    toRecipient: 'Destinatario: {recipient}',
    sendToAnother: 'Enviar a otra dirección',
    sendToMyWallet: 'Enviar a mi billetera',
    resume: 'Reanudar',
    resuming: 'Transferencia {route} sin terminar: complétala abajo.',
    oftTitle: 'Enviar un OFT',
    oftNoTokens: 'No hay ningún token OFT en la lista.',
    oftDust:
      'No se pueden enviar {dust} {symbol}: {symbol} se mueve entre redes con {decimals} decimales. Esa parte se quedaría en tu billetera.',
    oftUseSendable: 'Enviar {amount} {symbol}',
    oftSendTo: 'Enviar {symbol} a',
    oftTo: 'A {address}',
    oftActionSelectDestination: 'Seleccionar red de destino',
    // "Residuo" is the dust of oftDust: the part below the decimals the OFT carries.
    oftActionDust: 'Introducir una cantidad sin residuo',
    oftActionCheckSettings: 'Revisar el gas de recepción en Configuración',
    oftReceiveGas: 'Gas para el contrato receptor (lzReceive, opcional)',
    invalidGas: 'Introduce un número entero de unidades de gas.',
    oftArrives: 'Llega',
    oftNetworkFee: 'Comisión de mensajería',
    oftPreparing: 'Preparando la transferencia…',
    deliveryInFlight: 'Enviada. Esperando a que {chain} la reciba…',
    deliveryDelivered: 'Recibida en {chain}.',
    deliveryUnobservable:
      'Enviada. Su llegada a {chain} no se puede seguir aquí: revisa la billetera del destinatario.',
  },
  findings: {
    'approval-above-amount':
      'Esta aprobación permitiría gastar más tokens tuyos de los que necesita esta transferencia, quizá sin límite.',
    'ledger-other-asset':
      'Esta transferencia movería o aprobaría un token distinto del que envías.',
    'ledger-sent-mismatch':
      'Esta transferencia tomaría de tu billetera una cantidad distinta de la que muestra la cotización.',
    'ledger-unaccounted':
      'Parte de tus fondos quedaría en un contrato intermedio o iría a alguien que ni los transfiere ni te los devuelve.',
    'ledger-minimum-out':
      'La transferencia garantiza a la llegada menos de lo que muestra la cotización, o menos de la mitad de lo enviado.',
    'ledger-decimals-unknown':
      'No conocemos los decimales del token, así que no podemos comprobar lo que llega; continúa solo si confías en el servicio de transferencias.',
    'ledger-fee-excessive':
      'Esta transferencia paga más comisiones de las que lista la cotización, de las que cobra el propio puente o que la mitad de lo enviado.',
    'ledger-fee-unverified':
      'Una comisión de esta transferencia no se puede comparar con lo que cobra el puente; revisa el importe antes de continuar.',
    'deployments-unknown':
      'No tenemos registro de los contratos del servicio de transferencias en esta red; continúa solo si confías en el servicio.',
    'approve-spender-is-multicall':
      'Esta aprobación daría permiso al contrato equivocado para gastar tus tokens.',
    'approve-spender-not-delegate':
      'Esta aprobación permitiría que una dirección inesperada gaste tus tokens.',
    'approve-spender-not-intent-contract':
      'Esta aprobación u orden permitiría que un contrato inesperado tome tus tokens.',
    'approve-native-coin':
      'Esta transferencia pide una aprobación de token, pero lo que envías no la necesita.',
    'approve-data-malformed':
      'Esta aprobación no se puede leer con exactitud, así que no se puede comprobar.',
    'bridge-target-not-multicall':
      'Una transacción de esta transferencia se envía a una dirección inesperada.',
    'batch-unreadable':
      'Esta transacción contiene instrucciones que no podemos leer, así que no sabemos adónde irían tus fondos.',
    'batch-quote-id': 'Esta transacción se preparó para otra cotización.',
    'batch-pull':
      'Esta transacción tomaría de tu billetera otros tokens u otra cantidad de la que necesita esta transferencia.',
    'batch-value':
      'Esta transacción envía una cantidad de la moneda de la red distinta de la que usa, o la envía al lugar equivocado.',
    'batch-approve':
      'Esta transacción permitiría que el contrato equivocado gaste tus tokens, o que gaste más de lo que envías.',
    'batch-bridge':
      'Esta transacción enviaría tus tokens de otra forma de la que pediste, o a través del contrato equivocado.',
    'batch-opaque-call':
      'Esta transacción incluye una acción que no podemos leer, así que no sabemos qué hace con tus fondos.',
    'signature-type-unsupported':
      'Esta transferencia pide un tipo de firma que esta aplicación no permite.',
    'signature-dangerous-type':
      'Esta firma podría permitir que alguien mueva tus tokens o actúe en tu nombre.',
    'signature-unknown-schema':
      'Esta transferencia te pide firmar un mensaje que no podemos leer, así que no sabemos qué permite.',
    'signature-not-intent-route': 'Esta ruta pide una firma, pero no debería necesitarla.',
    'intent-order-mismatch':
      'La orden que firmarías no coincide con la cotización que se te mostró.',
    'step-grammar': 'Esta transferencia tiene pasos inesperados, repetidos o fuera de orden.',
    'starknet-call':
      'Esta transacción de Starknet hace más que aprobar tu token e iniciar la transferencia.',
    'solana-unreadable':
      'Esta transacción de Solana no se puede leer con exactitud, así que no se puede comprobar.',
    'solana-fee-payer':
      'Alguien distinto de tu billetera pagaría esta transacción de Solana o también la firmaría.',
    'solana-program': 'Esta transacción de Solana ejecuta un programa que no reconocemos.',
    'solana-instruction':
      'Esta transacción de Solana enviaría más de lo esperado, o cedería fondos o el control de tus cuentas a otra persona.',
    'rebuilt-step-changed':
      'La transacción preparada justo antes de firmar difiere de la que se comprobó.',
    'chain-id-mismatch':
      'Esta transacción o firma es para una red distinta de aquella en la que debería ejecutarse.',
    'chain-id-unknown':
      'No se puede identificar la red de esta transacción, así que no se puede comprobar.',
    'chain-id-conflict':
      'El servicio de transferencias identifica una red de forma distinta a esta aplicación, así que tus fondos podrían acabar en la red equivocada.',
    'gas-limit-too-high': 'Esta transacción pide una cantidad de gas no válida o desorbitada.',
    'chain-type-mismatch':
      'Una transacción está creada para un tipo de red distinto de aquel al que está destinada.',
    'unknown-chain':
      'Un paso se ejecuta en una red que el servicio de transferencias no incluye en su lista.',
    'no-deployments':
      'El servicio de transferencias no publica contratos para esta red, así que la transferencia no se puede comprobar.',
    'deployments-suspicious':
      'La lista de contratos del servicio de transferencias para esta red se contradice, así que no es fiable.',
    'deployments-untrusted':
      'El servicio de transferencias indica para esta red contratos que no coinciden con los que esta aplicación considera de confianza.',
    'deployments-changed':
      'Los contratos del servicio de transferencias en esta red cambiaron desde tu última transferencia; continúa solo si confías en este cambio.',
    'deployments-unrecognised':
      'Un contrato que indica el servicio de transferencias difiere de registros públicos no confirmados; continúa solo si confías en el servicio.',
    'bridge-contract-unverified':
      'Tus tokens pasarían por un contrato que no podemos verificar; continúa solo si confías en el servicio de transferencias.',
    'intent-contract-unverified':
      'Tu orden y su aprobación son para un contrato que no podemos verificar; continúa solo si confías en el servicio de transferencias.',
    'recipient-cannot-receive':
      'El destinatario es un contrato de token, un contrato de esta transferencia o la dirección cero: los fondos enviados allí se pierden.',
    'recipient-has-code':
      'El destinatario es un contrato en la cadena de destino: los fondos enviados a un contrato pueden perderse si no puede recibirlos.',
    'recipient-account-missing':
      'Su billetera es un contrato inteligente en la cadena de origen y no hay ninguno en la misma dirección en la cadena de destino: los fondos enviados allí pueden quedar fuera de su alcance.',
    'signer-mismatch': 'Esta transferencia se preparó para una billetera distinta de la conectada.',
    'value-on-other-chain': 'Un paso gastaría la moneda de otra red, que la cotización no incluye.',
    'fees-disagree-with-fee-usd':
      'Las comisiones detalladas en esta cotización suman más que la comisión total que muestra.',
    'deployment-no-code':
      'Una dirección que el servicio de transferencias presenta como contrato no es un contrato.',
    'quote-amount-mismatch': 'La cotización tomaría más que la cantidad que introdujiste.',
    'quote-id-reused':
      'El servicio de transferencias reutilizó el ID de una transferencia anterior para otra distinta.',
    'unknown-step-type':
      'Esta transferencia incluye un tipo de paso que esta aplicación no conoce.',
    'no-steps': 'Esta cotización no contiene nada que ejecutar.',
    'no-executor':
      'Esta aplicación no puede firmar transacciones en la red que usa esta transferencia.',
    'no-checks':
      'Esta aplicación no tiene forma de leer esta transacción, así que no te dejará firmarla sin revisarla.',
    'step-on-other-chain':
      'Un paso se ejecuta en una red distinta de aquella desde la que envías; continúa solo si lo esperabas.',
    'unknown-endpoint':
      'No podemos verificar que esta transferencia vaya a la red que elegiste; continúa solo si confías en el servicio de transferencias.',
    'oft-not-listed':
      'Este contrato de token no está en la lista del servicio de transferencias para esta red.',
    'oft-no-destination': 'Este token no está disponible en la red de destino que elegiste.',
    'oft-unknown-chain': 'Aquí no se puede enviar entre estas dos redes.',
    'oft-chain-id-conflict':
      'El servicio de transferencias identifica la red de origen de forma distinta a esta aplicación, así que la transacción podría ir a la red equivocada.',
    'oft-signer-mismatch':
      'Esta transferencia se preparó para una billetera distinta de la conectada.',
    'oft-send-target':
      'Esta transacción va a un contrato distinto del que figura en la lista para este token.',
    'oft-send-malformed':
      'Esta transacción no se puede leer con exactitud, así que no se puede comprobar.',
    'oft-amount-mismatch':
      'Esta transacción enviaría una cantidad distinta de la que introdujiste.',
    'oft-min-amount': 'Esta transacción aceptaría recibir menos de lo que debería llegar.',
    'oft-recipient-mismatch': 'Esta transacción enviaría tus tokens a otro destinatario.',
    'oft-refund-not-sender':
      'Las comisiones no usadas de esta transacción se reembolsarían a otra persona y no a ti.',
    'oft-destination-endpoint':
      'Esta transacción enviaría tus tokens a una red distinta de la que elegiste.',
    'oft-unknown-endpoint':
      'No podemos verificar que esta transferencia vaya a la red que elegiste; continúa solo si confías en el servicio de transferencias.',
    'oft-value-not-fee':
      'Lo que esta transacción toma de tu billetera no coincide con su comisión y la cantidad enviada.',
    'oft-fee-above-quote':
      'La comisión de esta transacción es muy superior a lo que cobra el propio contrato del token.',
    'oft-fee-unverified':
      'No pudimos comprobar la comisión de esta transferencia; si continúas, aceptas la comisión que se muestra.',
    'oft-token-mismatch':
      'El contrato del token mueve un token distinto del que indica la lista del servicio de transferencias.',
    'oft-token-unverified':
      'No pudimos comprobar qué token mueve este contrato; si continúas, confías en la lista del servicio de transferencias.',
    'oft-deployment-changed':
      'Este token ahora pasa por un contrato distinto al de tu última transferencia; continúa solo si esperabas este cambio.',
    'oft-unverified':
      'Solo la lista del servicio de transferencias respalda este contrato de token, y nunca lo has usado; continúa solo si confías en él.',
    'oft-contract-mismatch':
      'El contrato que figura para este token se conoce como otro contrato en esta red.',
    'oft-endpoint-mismatch':
      'Este contrato de token no usa el contrato oficial de mensajería entre redes en esta red.',
    'oft-gas-limit': 'Esta transacción pide una cantidad de gas no válida o desorbitada.',
    'oft-lz-token-fee':
      'Esta transacción pagaría parte de su comisión en otro token, algo que esta aplicación nunca hace.',
    'oft-unrequested-payload':
      'Esta transacción ejecutaría al llegar acciones adicionales que no pediste.',
    'oft-executor-options':
      'Los ajustes de entrega de esta transacción enviarían fondos adicionales o ejecutarían acciones que no pediste.',
    'oft-approval-not-needed': 'Esta transferencia pide una aprobación de token que no necesita.',
    'oft-approval-target': 'Esta aprobación es para un token distinto del que envías.',
    'oft-approval-malformed':
      'Esta aprobación no se puede leer con exactitud, así que no se puede comprobar.',
    'oft-approval-spender':
      'Esta aprobación permitiría que una dirección inesperada gaste tus tokens.',
    'oft-approval-amount': 'Esta aprobación es por una cantidad distinta de la que envías.',
    'oft-metadata-mismatch':
      'El servicio de transferencias describe una transferencia distinta de la que pediste.',
    'oft-dust':
      'Un residuo mínimo de la cantidad no se puede enviar y se quedará en tu billetera; si continúas, se envía lo demás.',
  },
  errors: {
    HttpError: 'El servicio no pudo procesar la solicitud (HTTP {status}).',
    ApiError: 'El servicio rechazó la solicitud (estado {status}).',
    UnauthorizedError: 'El servicio rechazó la clave de API (falta o no es válida).',
    RateLimitError:
      'Demasiadas solicitudes: el servicio está limitando el ritmo. Inténtalo de nuevo en un momento.',
    TimeoutError: 'El servicio no respondió a tiempo.',
    NetworkError: 'No se pudo conectar con el servicio (error de red).',
    ResponseShapeError: 'El servicio envió una respuesta inesperada.',
    PaginationError: 'La lista del servicio no terminaba; se detuvo para evitar un bucle infinito.',
    QuoteNotFoundError: 'Esta cotización ya no está disponible: obtén una nueva cotización.',
    QuoteExpiredError: 'Esta cotización ha expirado: obtén una nueva cotización.',
    UnexpectedError: 'Algo salió mal en vtkit. Inténtalo de nuevo.',
    UnsafeStepError: 'Esta transferencia se detuvo por tu seguridad: {reason}',
    UserRejectedError: 'Rechazaste la solicitud en tu billetera. Puedes intentarlo de nuevo.',
    SwitchChainError: 'Tu billetera no cambió a {chain}. Cambia de red e inténtalo de nuevo.',
    TransactionRevertedError:
      'La transacción falló en la red (revertida). No se movieron fondos en este paso.',
    UnsupportedChainError: 'Esta app no puede firmar transacciones de {chainType}.',
    StepInterruptedError_closed:
      'Revisa tu billetera: puede que este paso ya se haya enviado antes de cerrar la página.',
    StepInterruptedError_noAnswer:
      'Tu billetera no respondió: revisa este paso en ella antes de continuar; puede que se haya enviado.',
    TransactionReplacedError_cancelled:
      'Esta transacción se canceló en tu billetera: no se movió nada en este paso. Puedes enviarla de nuevo.',
    TransactionReplacedError_replaced:
      'Esta transacción se reemplazó en tu billetera: no se movió nada en este paso. Puedes enviarla de nuevo.',
    TransactionPendingError:
      'Aún sin confirmar. Revisa tu billetera: acelérala o cancélala allí. No se enviará dos veces.',
    WrongAccountError:
      'Esta transferencia la inició {account}. Vuelve a esa cuenta en tu billetera para continuar.',
    TransferElsewhereError:
      'Esta transferencia se está ejecutando en otra pestaña de este navegador.',
    InvalidAmountError: 'No se puede leer esta cantidad: usa dígitos y un solo separador decimal.',
    InvalidAmountError_decimals: 'Este token admite como máximo {decimals} decimales.',
    InvalidAmountError_ambiguous:
      '¿Quieres decir {decimal} o {whole}? Escribe los miles sin separador.',
  },
}

export default es
