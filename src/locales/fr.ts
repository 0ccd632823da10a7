import type { LocalePack } from './types.js'

/** French (fr). */
const fr: LocalePack = {
  locale: 'fr',
  messages: {
    selectToken: 'Sélectionner un jeton',
    selectChain: 'Sélectionner une chaîne',
    searchChains: 'Rechercher une chaîne',
    searchTokens: 'Rechercher par nom, symbole ou adresse',
    chains: 'Chaînes',
    tokens: 'Jetons',
    tokensOn: 'Jetons sur {chain}',
    popularTokens: 'Jetons populaires',
    noChains: 'Aucune chaîne ne correspond à votre recherche.',
    noTokens: 'Aucun jeton ne correspond à votre recherche.',
    noRoutes: 'Aucune destination n’est accessible depuis le jeton sélectionné.',
    loading: 'Chargement…',
    loadingMore: 'Chargement de la suite…',
    noMatchYet: 'Aucun résultat pour l’instant : d’autres sont en cours de chargement.',
    foundOnOtherChains: 'Trouvé sur d’autres chaînes',
    close: 'Fermer',
    retry: 'Réessayer',
    viewsUnavailable:
      'Une partie de ce widget n’a pas pu être chargée. Vérifiez votre connexion et réessayez, ou rechargez la page.',
    youSend: 'Vous envoyez',
    youReceive: 'Vous recevez',
    minimumReceived: 'Minimum reçu',
    fees: 'Frais',
    totalFee: 'Frais totaux',
    estimatedTime: 'Durée estimée',
    // Shown as the value of « Durée estimée », hence the feminine.
    unknownDuration: 'inconnue',
    timeUnknown: 'Durée inconnue',
    route: 'Itinéraire',
    quoteExpiresIn: 'Le devis expire dans {seconds} s',
    quoteExpired: 'Ce devis a expiré.',
    refreshQuote: 'Obtenir un nouveau devis',
    routes: 'Itinéraires',
    bestReturn: 'Meilleur prix',
    fastest: 'Le plus rapide',
    feeAmount: '{amount} de frais',
    routeBlocked: 'Bloqué',
    routeHandover: '{blocked} a été bloqué pour votre sécurité ; {chosen} a été choisi à la place.',
    rejectedRoutes:
      '{count, plural, one {# itinéraire indisponible} other {# itinéraires indisponibles}}',
    feeTypeMESSAGE: 'Frais de messagerie',
    feeTypeGENERAL: 'Frais de protocole',
    feeTypeDST_NATIVE_DROP: 'Gas à destination (payé)',
    feeTypeCCTP_RECEIVE: 'Frais de relais Circle',
    transferStatus: 'Statut du transfert',
    eventSubmitted: 'Soumis',
    eventSENT: 'Envoyé sur {chain}',
    eventBUS_RODE: 'Lot parti sur {chain}',
    eventDELIVERED: 'Livré sur {chain}',
    status_UNKNOWN: 'Pas encore vu',
    status_PENDING: 'En attente',
    status_PROCESSING: 'En transit',
    status_SUCCEEDED: 'Terminé',
    status_FAILED: 'Échoué',
    phaseIdle: 'Rien à suivre pour l’instant.',
    phaseWaiting: 'En attente que le réseau détecte votre transaction…',
    phaseTracking: 'Statut : {status}',
    historyExecuting: 'Non terminé',
    historyInFlight: 'En transit',
    historyCancelled: 'Annulé dans votre portefeuille',
    phaseSucceeded: 'Transfert terminé.',
    phaseFailed:
      'Le transfert a échoué. Rien n’a été reçu ; cherchez un remboursement dans l’explorateur, ou contactez le support avec l’ID du transfert.',
    phaseNotFound:
      'Ce transfert n’a pas encore été détecté. Vérifiez l’activité de votre portefeuille : si la transaction a été envoyée, elle apparaîtra.',
    // {time} is a duration ("12 min", "1 h 5 min"): a label avoids agreeing « écoulé » with it.
    elapsed: 'Temps écoulé : {time}',
    // {time} is a time of day (14:05).
    statusUnreachable:
      'Le service de transfert ne répond plus depuis {time}. Votre transfert suit son cours ; nous continuons à vérifier.',
    checkNow: 'Vérifier maintenant',
    journalUnsaved:
      'Le stockage de votre navigateur est plein : ce transfert n’est conservé que tant que cette page est ouverte. Gardez-la ouverte jusqu’à ce que le transfert soit en route.',
    viewOnExplorer: 'Voir dans l’explorateur',
    transferId: 'Transfert {id}',
    steps: 'Étapes',
    // Step states agree with « étape » (feminine).
    stepState_idle: 'En attente',
    stepState_awaitingWallet: 'Confirmez dans votre portefeuille',
    stepState_submitted: 'Soumise',
    stepState_confirmed: 'Confirmée',
    stepState_skipped: 'Déjà approuvée',
    stepState_failed: 'Échouée',
    stepTRANSACTION: 'Envoyer une transaction',
    stepSIGNATURE: 'Signer un message',
    stepsBatched:
      'Votre portefeuille confirme ces étapes en une seule fois, dans une seule demande.',
    stepsPrepared:
      'Votre transaction sur {chain} est préparée au lancement, juste avant que vous la signiez.',
    onChain: 'sur {chain}',
    stepRent:
      'Inclut jusqu’à {amount} SOL pour ouvrir le compte de jetons requis par l’itinéraire, s’il n’est pas encore ouvert',
    ledgerTitle: 'Ce que vous signez',
    ledgerSend: 'Vous envoyez {amounts}',
    ledgerBridged: '{amount} vers {recipient} sur {chain}',
    ledgerAtLeast: 'au moins {amount} arrive',
    ledgerYou: 'vous',
    ledgerDeposit:
      '{amount} payé au compte du service {account} : où il va ensuite ne figure pas dans la transaction',
    ledgerMessagingFee: '{amount} de frais de messagerie',
    ledgerRefunded: 'ce qui n’est pas utilisé vous revient',
    ledgerRelayFee: '{amount} de frais de relais pour {receiver}',
    ledgerFeeReceiver: 'le receveur de frais du service',
    ledgerRouteFee: '{amount} de frais pour le compte du service',
    ledgerRent: 'jusqu’à {amount} pour ouvrir le compte de jetons du service',
    ledgerPriorityFee: '{amount} de frais de priorité',
    ledgerReturned: '{amount} vous revient',
    ledgerHeld: '{amount} reste dans {contract}',
    ledgerDiverted: '{amount} vers {address}',
    ledgerApproval: 'Permet à {spender} de dépenser {amount}',
    ledgerUnchecked: 'non vérifié auprès de la chaîne',
    ledgerPending: 'La transaction est créée au démarrage : ce qu’elle déplace s’affiche alors.',
    valueLossUnknown:
      'Le coût de ce transfert en dollars ne peut être estimé : certains montants n’ont pas de prix. Vérifiez-les ci-dessous.',
    actionStart: 'Lancer le transfert',
    actionApproveAndSend: 'Approuver et envoyer',
    actionSignAndSend: 'Signer et envoyer',
    actionContinue: 'Poursuivre le transfert',
    actionReview: 'Vérifier le transfert',
    actionSwitchTo: 'Basculer vers {chain}',
    walletOnChain: 'Votre portefeuille est sur {chain}.',
    actionSelectTokens: 'Sélectionner les jetons',
    actionSelectDestination: 'Sélectionner un jeton de destination',
    actionEnterAmount: 'Saisir un montant',
    actionInvalidAmount: 'Saisir un montant valide',
    actionInvalidRecipient: 'Saisir un destinataire valide',
    actionEnterRecipient: 'Saisir l’adresse du destinataire',
    actionFindingRoutes: 'Recherche d’itinéraires…',
    actionNoRoute: 'Aucun itinéraire disponible',
    actionConnect: 'Connecter un portefeuille',
    actionUnsupportedSource: 'Envoi depuis {chainType} indisponible ici',
    actionRefused: 'Arrêté pour votre sécurité',
    insufficientBalance: 'Solde {symbol} insuffisant',
    notEnoughForGas: 'Pas assez de {symbol} pour le gas',
    actionRunning: 'Confirmez dans votre portefeuille…',
    actionPreparing: 'Préparation de votre transfert…',
    actionConfirming: 'En attente de confirmation…',
    cancelInWallet: 'Pour annuler, rejetez la demande dans votre portefeuille.',
    actionElsewhere: 'En cours dans un autre onglet',
    elsewhereNote:
      'Ce transfert s’exécute dans un autre onglet de ce navigateur. Sa progression s’affiche ici, et il se poursuit ici si cet onglet est fermé.',
    actionRetry: 'Réessayer',
    actionSwitchNetwork: 'Changer de réseau et réessayer',
    actionNewQuote: 'Obtenir un nouveau devis',
    // Shortened to fit the button: the user states the wallet shows nothing sent, then resends.
    actionCheckedWallet: 'Portefeuille vérifié : renvoyer',
    actionKeepWaiting: 'Continuer d’attendre',
    actionSwitchAccount: 'Revenir à {account}',
    actionDone: 'Transfert soumis',
    refused: 'Ce transfert a été arrêté pour votre sécurité',
    refusedNext: 'Rien n’a été envoyé. Choisissez un autre itinéraire.',
    refusedNothingSent: 'Rien n’a été envoyé.',
    confirmWarnings: 'Je comprends et souhaite continuer',
    valueLossWarning:
      'Vous perdez {percent} de la valeur envoyée ({usd}) en frais et en écart de prix.',
    actionReviewLoss: 'Vérifier : vous perdez {percent} ({usd})',
    confirmValueLoss: 'J’accepte de perdre {percent} ({usd}) sur ce transfert',
    rateChanged: 'L’itinéraire verse désormais {amount}, soit {difference} de moins qu’affiché.',
    actionReviewRate: 'Vérifier le nouveau montant',
    confirmRateChange: 'J’accepte le nouveau montant',
    connectWallet: 'Connectez un portefeuille pour continuer.',
    // « Bridge » / « bridger » are what French crypto users say; « pont » reads as a literal bridge.
    widgetTitle: 'Bridge',
    openBridge: 'Bridger des jetons',
    transferRunning: 'Transfert en cours',
    from: 'De',
    to: 'Vers',
    amount: 'Montant',
    balance: 'Solde : {amount}',
    max: 'Max',
    recipient: 'Destinataire',
    recipientInvalid: 'Saisissez une adresse {chainType} valide.',
    defaultsUnavailable:
      'Un jeton choisi pour vous par cette app n’est pas disponible ici : choisissez-en un vous-même.',
    recipientChecksum:
      'Les majuscules de cette adresse ne correspondent pas à sa somme de contrôle : un caractère est peut-être mal saisi. Copiez-la de nouveau depuis sa source.',
    forgetRecipients: 'Oublier les adresses récentes',
    recipientNameLooking: 'Recherche de {name}…',
    recipientNameFound: '{name} correspond à {address}',
    recipientNameFoundOnEthereum: '{name} correspond à {address}, son adresse Ethereum.',
    recipientNameMissing: 'Aucune adresse n’est définie pour {name}.',
    recipientNameUnavailable:
      'Cette application ne peut pas rechercher de noms : collez l’adresse.',
    recipientNameFailed: 'Impossible de rechercher {name}. Réessayez ou collez l’adresse.',
    recipientNameNotPlain:
      'Seuls les noms en lettres simples, chiffres et tirets sont recherchés ici : collez l’adresse.',
    recipientNameOffchain:
      '{name} est tenu hors chaîne, ce que cette application ne recherche pas : collez l’adresse.',
    actionCheckRecipient: 'Vérifiez le destinataire',
    recipientConfirmTick: 'J’ai vérifié cette adresse',
    recipientConfirmNew:
      'Vous n’avez jamais envoyé à cette adresse depuis ce navigateur. Vérifiez-la caractère par caractère : un transfert vers une mauvaise adresse est irréversible.',
    recipientConfirmQuestion: 'Envoyer à cette adresse sur {chain} ?',
    settings: 'Paramètres',
    // Keep " ({symbol})" with a plain space: the settings drop " ()" when there is no symbol.
    nativeDrop: 'Gas à recevoir sur la destination ({symbol})',
    feeTolerance: 'Slippage (%)',
    feeTolerancePresets: 'Valeurs de slippage',
    feeToleranceHelp: 'De combien les frais peuvent varier entre ce devis et votre transfert.',
    // Narrow no-break space (U+202F) before %, as Intl formats French percentages.
    percent: '{value} %',
    done: 'Terminé',
    swapDirection: 'Inverser le sens',
    transferTab: 'Transfert',
    historyTab: 'Historique',
    fee: 'Frais',
    feeDetails: 'Frais et détails',
    routeCount: 'Comparer {count, plural, one {# itinéraire} other {# itinéraires}}',
    sending: 'Envoi de {amount} depuis {from} vers {to}',
    eta: 'Arrivée dans environ {time}',
    etaDue: 'Arrivée imminente',
    successTitle: 'Transfert terminé',
    // Label first: « {amount} arrivé(s) » would need to agree with the amount.
    successReceived: 'Reçu sur {chain} : {amount}',
    destinationTransaction: 'Transaction de destination',
    sourceTransaction: 'Transaction d’origine',
    outcomeReceived: 'Reçu',
    outcomeSent: 'Envoyé',
    successTime: 'Durée : {time}',
    successUnderASecond: 'Durée : moins d’une seconde',
    failureTitle: 'Échec du transfert',
    arrival: 'Arrivée',
    arriveOn: 'Arrivée sur {chain}',
    arrivalWaiting: 'En attente du réseau',
    failureHelp:
      'Rien n’est arrivé sur {chain}. Conservez cet ID de transfert pour le support : il permet de retrouver tout remboursement.',
    transferIdLabel: 'ID du transfert',
    transferDetails: 'Détails du transfert',
    copy: 'Copier',
    copied: 'Copié',
    copyFailed: 'Copie bloquée ici : sélectionnez l’ID',
    history: 'Transferts récents',
    historyEmpty: 'Aucun transfert pour l’instant.',
    newTransfer: 'Nouveau transfert',
    anotherTransfer: 'Faire un autre transfert',
    keepsGoing: 'Ce transfert se poursuit seul ; suivez-le dans Historique.',
    toYourWallet: 'Vers votre portefeuille {address}',
    toRecipient: 'Destinataire : {recipient}',
    sendToAnother: 'Envoyer à une autre adresse',
    sendToMyWallet: 'Envoyer à mon portefeuille',
    resume: 'Reprendre',
    resuming: 'Transfert inachevé {route} : terminez-le ci-dessous.',
    oftTitle: 'Envoyer un OFT',
    oftNoTokens: 'Aucun jeton OFT n’est répertorié.',
    oftDust:
      'Impossible de transférer {dust} {symbol} : {symbol} circule entre les chaînes avec {decimals} décimales. Ce montant resterait dans votre portefeuille.',
    oftUseSendable: 'Envoyer {amount} {symbol}',
    oftSendTo: 'Envoyer {symbol} vers',
    oftTo: 'Vers {address}',
    oftActionSelectDestination: 'Sélectionner une chaîne de destination',
    oftActionDust: 'Saisir un montant transférable en entier',
    oftActionCheckSettings: 'Vérifier le gas de réception dans Paramètres',
    oftReceiveGas: 'Gas pour le contrat de réception (lzReceive, facultatif)',
    invalidGas: 'Saisissez un nombre entier d’unités de gas.',
    oftArrives: 'Arrivée',
    oftNetworkFee: 'Frais de messagerie',
    oftPreparing: 'Préparation du transfert…',
    deliveryInFlight: 'Envoyé. En attente de la réception sur {chain}…',
    deliveryDelivered: 'Reçu sur {chain}.',
    deliveryUnobservable:
      'Envoyé. Son arrivée sur {chain} ne peut pas être suivie ici : vérifiez le portefeuille du destinataire.',
  },
  findings: {
    'approval-above-amount':
      'Cette approbation permettrait de dépenser plus de vos jetons que ce transfert n’en requiert, peut-être sans limite.',
    'ledger-other-asset':
      'Ce transfert déplacerait ou approuverait un autre jeton que celui que vous envoyez.',
    'ledger-sent-mismatch':
      'Ce transfert prendrait dans votre portefeuille un autre montant que celui qu’affiche le devis.',
    'ledger-unaccounted':
      'Une partie de vos fonds resterait dans un contrat intermédiaire ou irait à quelqu’un qui ne la transfère ni ne la rend.',
    'ledger-minimum-out':
      'Le transfert garantit à l’arrivée moins que ce qu’affiche le devis, ou moins de la moitié de ce que vous envoyez.',
    'ledger-decimals-unknown':
      'Nous ne connaissons pas les décimales du jeton et ne pouvons donc pas vérifier ce qui arrive ; ne continuez que si vous faites confiance au service de transfert.',
    'ledger-fee-excessive':
      'Ce transfert paie plus de frais que n’en liste le devis, que n’en demande le pont lui-même ou que la moitié de ce que vous envoyez.',
    'ledger-fee-unverified':
      'Des frais de ce transfert ne peuvent être comparés à ce que demande le pont ; vérifiez le montant avant de continuer.',
    'deployments-unknown':
      'Nous n’avons aucune trace des contrats du service de transfert sur cette chaîne ; ne continuez que si vous faites confiance au service.',
    'approve-spender-is-multicall':
      'Cette approbation autoriserait le mauvais contrat à dépenser vos jetons.',
    'approve-spender-not-delegate':
      'Cette approbation autoriserait une adresse inattendue à dépenser vos jetons.',
    'approve-spender-not-intent-contract':
      'Cette approbation ou cet ordre permettrait à un contrat inattendu de prendre vos jetons.',
    'approve-native-coin':
      'Ce transfert demande une approbation de jeton, alors que ce que vous envoyez n’en a pas besoin.',
    'approve-data-malformed':
      'Cette approbation ne peut pas être lue avec exactitude, elle ne peut donc pas être vérifiée.',
    'bridge-target-not-multicall':
      'Une transaction de ce transfert est envoyée à une adresse inattendue.',
    'batch-unreadable':
      'Cette transaction contient des instructions que nous ne pouvons pas lire : impossible de savoir où iraient vos fonds.',
    'batch-quote-id': 'Cette transaction a été préparée pour un autre devis.',
    'batch-pull':
      'Cette transaction prélèverait dans votre portefeuille d’autres jetons ou un autre montant que ce que requiert ce transfert.',
    'batch-value':
      'Cette transaction envoie un autre montant de la monnaie du réseau que ce qu’elle utilise, ou l’envoie au mauvais endroit.',
    'batch-approve':
      'Cette transaction autoriserait le mauvais contrat à dépenser vos jetons, ou à en dépenser plus que vous n’en envoyez.',
    'batch-bridge':
      'Cette transaction enverrait vos jetons autrement que vous ne l’avez demandé, ou via le mauvais contrat.',
    'batch-opaque-call':
      'Cette transaction comprend une action que nous ne pouvons pas lire : impossible de savoir ce qu’elle fait de vos fonds.',
    'signature-type-unsupported':
      'Ce transfert demande un type de signature que cette application n’autorise pas.',
    'signature-dangerous-type':
      'Cette signature pourrait permettre à quelqu’un de déplacer vos jetons ou d’agir en votre nom.',
    'signature-unknown-schema':
      'Ce transfert vous demande de signer un message que nous ne pouvons pas lire : impossible de savoir ce qu’il autorise.',
    'signature-not-intent-route':
      'Cet itinéraire demande une signature, alors qu’il ne devrait pas en avoir besoin.',
    'intent-order-mismatch':
      'L’ordre que vous signeriez ne correspond pas au devis qui vous a été présenté.',
    'step-grammar': 'Ce transfert comporte des étapes inattendues, répétées ou dans le désordre.',
    'starknet-call':
      'Cette transaction Starknet fait plus qu’approuver votre jeton et lancer le transfert.',
    'solana-unreadable':
      'Cette transaction Solana ne peut pas être lue avec exactitude, elle ne peut donc pas être vérifiée.',
    'solana-fee-payer':
      'Cette transaction Solana serait payée ou cosignée par quelqu’un d’autre que votre portefeuille.',
    'solana-program':
      'Cette transaction Solana exécute un programme que nous ne reconnaissons pas.',
    'solana-instruction':
      'Cette transaction Solana enverrait plus que prévu, ou céderait des fonds ou le contrôle de vos comptes à quelqu’un d’autre.',
    'rebuilt-step-changed':
      'La transaction préparée juste avant la signature diffère de celle qui a été vérifiée.',
    'chain-id-mismatch':
      'Cette transaction ou signature vise une autre chaîne que celle sur laquelle elle doit s’exécuter.',
    'chain-id-unknown':
      'La chaîne de cette transaction ne peut pas être identifiée, elle ne peut donc pas être vérifiée.',
    'chain-id-conflict':
      'Le service de transfert identifie une chaîne autrement que cette application : vos fonds pourraient aboutir sur la mauvaise chaîne.',
    'gas-limit-too-high': 'Cette transaction demande une quantité de gas invalide ou démesurée.',
    'chain-type-mismatch':
      'Une transaction est conçue pour un autre type de chaîne que celle à laquelle elle est destinée.',
    'unknown-chain':
      'Une étape s’exécute sur une chaîne que le service de transfert ne répertorie pas.',
    'no-deployments':
      'Le service de transfert ne publie aucun contrat pour cette chaîne : le transfert ne peut donc pas être vérifié.',
    'deployments-suspicious':
      'La liste de contrats du service de transfert pour cette chaîne se contredit : elle n’est pas fiable.',
    'deployments-untrusted':
      'Le service de transfert indique pour cette chaîne des contrats différents de ceux auxquels cette application fait confiance.',
    'deployments-changed':
      'Les contrats du service de transfert sur cette chaîne ont changé depuis votre dernier transfert ; ne continuez que si vous faites confiance à ce changement.',
    'deployments-unrecognised':
      'Un contrat indiqué par le service de transfert diffère de registres publics non confirmés ; ne continuez que si vous faites confiance au service.',
    'bridge-contract-unverified':
      'Vos jetons passeraient par un contrat que nous ne pouvons pas vérifier ; ne continuez que si vous faites confiance au service de transfert.',
    'intent-contract-unverified':
      'Votre ordre et son approbation portent sur un contrat que nous ne pouvons pas vérifier ; ne continuez que si vous faites confiance au service de transfert.',
    'recipient-cannot-receive':
      'Le destinataire est un contrat de jeton, un contrat de ce transfert ou l’adresse zéro : les fonds envoyés là sont perdus.',
    'recipient-has-code':
      'Le destinataire est un contrat sur la chaîne de destination : des fonds envoyés à un contrat peuvent être perdus s’il ne peut pas les recevoir.',
    'recipient-account-missing':
      'Votre portefeuille est un contrat intelligent sur la chaîne d’origine, et il n’y en a aucun à la même adresse sur la chaîne de destination : des fonds envoyés là peuvent vous être inaccessibles.',
    'signer-mismatch':
      'Ce transfert a été préparé pour un autre portefeuille que celui qui est connecté.',
    'value-on-other-chain':
      'Une étape dépenserait la monnaie d’une autre chaîne, que le devis n’inclut pas.',
    'fees-disagree-with-fee-usd':
      'Les frais détaillés dans ce devis dépassent au total les frais affichés.',
    'deployment-no-code':
      'Une adresse que le service de transfert présente comme un contrat n’est pas un contrat.',
    'quote-amount-mismatch': 'Le devis prélèverait plus que le montant que vous avez saisi.',
    'quote-id-reused':
      'Le service de transfert a réutilisé l’ID d’un transfert précédent pour un autre transfert.',
    'unknown-step-type':
      'Ce transfert comporte un type d’étape que cette application ne connaît pas.',
    'no-steps': 'Ce devis ne contient rien à exécuter.',
    'no-executor':
      'Cette application ne peut pas signer de transactions sur la chaîne qu’utilise ce transfert.',
    'no-checks':
      'Cette application ne peut pas lire cette transaction : elle ne vous laissera pas la signer sans vérification.',
    'step-on-other-chain':
      'Une étape s’exécute sur une autre chaîne que celle depuis laquelle vous envoyez ; ne continuez que si vous vous y attendiez.',
    'unknown-endpoint':
      'Nous ne pouvons pas vérifier que ce transfert va vers la chaîne choisie ; ne continuez que si vous faites confiance au service de transfert.',
    'oft-not-listed':
      'Ce contrat de jeton ne figure pas dans la liste du service de transfert pour cette chaîne.',
    'oft-no-destination': 'Ce jeton n’est pas disponible sur la chaîne de destination choisie.',
    'oft-unknown-chain': 'L’envoi entre ces deux chaînes n’est pas possible ici.',
    'oft-chain-id-conflict':
      'Le service de transfert identifie la chaîne d’envoi autrement que cette application : la transaction pourrait partir sur la mauvaise chaîne.',
    'oft-signer-mismatch':
      'Ce transfert a été préparé pour un autre portefeuille que celui qui est connecté.',
    'oft-send-target':
      'Cette transaction est adressée à un autre contrat que celui répertorié pour ce jeton.',
    'oft-send-malformed':
      'Cette transaction ne peut pas être lue avec exactitude, elle ne peut donc pas être vérifiée.',
    'oft-amount-mismatch':
      'Cette transaction enverrait un autre montant que celui que vous avez saisi.',
    'oft-min-amount': 'Cette transaction accepterait de recevoir moins que ce qui devrait arriver.',
    'oft-recipient-mismatch': 'Cette transaction enverrait vos jetons à un autre destinataire.',
    'oft-refund-not-sender':
      'Les frais non utilisés de cette transaction seraient remboursés à quelqu’un d’autre que vous.',
    'oft-destination-endpoint':
      'Cette transaction enverrait vos jetons vers une autre chaîne que celle que vous avez choisie.',
    'oft-unknown-endpoint':
      'Nous ne pouvons pas vérifier que ce transfert va vers la chaîne choisie ; ne continuez que si vous faites confiance au service de transfert.',
    'oft-value-not-fee':
      'Ce que cette transaction prélève dans votre portefeuille ne correspond pas à ses frais et au montant envoyé.',
    'oft-fee-above-quote':
      'Les frais de cette transaction sont bien plus élevés que ce que facture le contrat du jeton lui-même.',
    'oft-fee-unverified':
      'Nous n’avons pas pu vérifier les frais de ce transfert ; en continuant, vous acceptez les frais affichés.',
    'oft-token-mismatch':
      'Le contrat du jeton déplace un autre jeton que celui qu’indique la liste du service de transfert.',
    'oft-token-unverified':
      'Nous n’avons pas pu vérifier quel jeton ce contrat déplace ; en continuant, vous vous fiez à la liste du service de transfert.',
    'oft-deployment-changed':
      'Ce jeton passe désormais par un autre contrat que lors de votre dernier transfert ; ne continuez que si vous vous attendiez à ce changement.',
    'oft-unverified':
      'Seule la liste du service de transfert garantit ce contrat de jeton, que vous n’avez jamais utilisé ; ne continuez que si vous lui faites confiance.',
    'oft-contract-mismatch':
      'Le contrat répertorié pour ce jeton est connu comme un autre contrat sur cette chaîne.',
    'oft-endpoint-mismatch':
      'Ce contrat de jeton n’utilise pas le contrat officiel de messagerie inter-chaînes de cette chaîne.',
    'oft-gas-limit': 'Cette transaction demande une quantité de gas invalide ou démesurée.',
    'oft-lz-token-fee':
      'Cette transaction paierait une partie de ses frais dans un autre jeton, ce que cette application ne fait jamais.',
    'oft-unrequested-payload':
      'Cette transaction exécuterait à l’arrivée des actions supplémentaires que vous n’avez pas demandées.',
    'oft-executor-options':
      'Les paramètres de livraison de cette transaction enverraient des fonds supplémentaires ou exécuteraient des actions non demandées.',
    'oft-approval-not-needed':
      'Ce transfert demande une approbation de jeton dont il n’a pas besoin.',
    'oft-approval-target': 'Cette approbation porte sur un autre jeton que celui que vous envoyez.',
    'oft-approval-malformed':
      'Cette approbation ne peut pas être lue avec exactitude, elle ne peut donc pas être vérifiée.',
    'oft-approval-spender':
      'Cette approbation autoriserait une adresse inattendue à dépenser vos jetons.',
    'oft-approval-amount':
      'Cette approbation porte sur un autre montant que celui que vous envoyez.',
    'oft-metadata-mismatch':
      'Le service de transfert décrit un autre transfert que celui que vous avez demandé.',
    'oft-dust':
      'Un infime reliquat du montant ne peut pas être envoyé et restera dans votre portefeuille ; en continuant, vous envoyez le reste.',
  },
  errors: {
    HttpError: 'Le service n’a pas pu traiter la demande (HTTP {status}).',
    ApiError: 'Le service a refusé la demande (statut {status}).',
    UnauthorizedError: 'Le service a refusé la clé d’API (absente ou invalide).',
    RateLimitError: 'Trop de demandes : le service limite le débit. Réessayez dans un instant.',
    TimeoutError: 'Le service n’a pas répondu à temps.',
    NetworkError: 'Impossible de joindre le service (erreur réseau).',
    ResponseShapeError: 'Le service a envoyé une réponse inattendue.',
    PaginationError:
      'La liste du service ne se terminait pas ; elle a été arrêtée pour éviter une boucle sans fin.',
    QuoteNotFoundError: 'Ce devis n’est plus disponible : obtenez un nouveau devis.',
    QuoteExpiredError: 'Ce devis a expiré : obtenez un nouveau devis.',
    UnexpectedError: 'Une erreur s’est produite dans vtkit. Veuillez réessayer.',
    UnsafeStepError: 'Ce transfert a été arrêté pour votre sécurité : {reason}',
    UserRejectedError:
      'Vous avez rejeté la demande dans votre portefeuille. Vous pouvez réessayer.',
    SwitchChainError:
      'Votre portefeuille n’a pas basculé vers {chain}. Changez de réseau et réessayez.',
    TransactionRevertedError:
      'La transaction a échoué sur la chaîne (annulée). Aucun fonds n’a été déplacé lors de cette étape.',
    UnsupportedChainError: 'Cette application ne peut pas signer de transactions {chainType}.',
    StepInterruptedError_closed:
      'Vérifiez votre portefeuille : cette étape a peut-être déjà été envoyée avant la fermeture de la page.',
    StepInterruptedError_noAnswer:
      'Votre portefeuille n’a pas répondu : vérifiez-y cette étape avant de continuer ; elle a peut-être été envoyée.',
    TransactionReplacedError_cancelled:
      'Cette transaction a été annulée dans votre portefeuille : rien n’a été déplacé lors de cette étape. Vous pouvez la renvoyer.',
    TransactionReplacedError_replaced:
      'Cette transaction a été remplacée dans votre portefeuille : rien n’a été déplacé lors de cette étape. Vous pouvez la renvoyer.',
    TransactionPendingError:
      'Pas encore confirmée. Vérifiez votre portefeuille : vous pouvez l’y accélérer ou l’annuler. Elle ne sera pas envoyée deux fois.',
    WrongAccountError:
      'Ce transfert a été lancé par {account}. Revenez à ce compte dans votre portefeuille pour continuer.',
    TransferElsewhereError: 'Ce transfert s’exécute dans un autre onglet de ce navigateur.',
    InvalidAmountError:
      'Ce montant est illisible : utilisez des chiffres et un seul séparateur décimal.',
    InvalidAmountError_decimals: 'Ce jeton a au plus {decimals} décimales.',
    InvalidAmountError_ambiguous:
      'Voulez-vous dire {decimal} ou {whole} ? Écrivez les milliers sans séparateur.',
  },
}

export default fr
