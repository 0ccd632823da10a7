import type { LocalePack } from './types.js'

/** Portuguese, Brazil (pt-BR). */
const ptBR: LocalePack = {
  locale: 'pt-BR',
  messages: {
    selectToken: 'Selecione um token',
    selectChain: 'Selecione uma rede',
    searchChains: 'Buscar redes',
    searchTokens: 'Buscar por nome, símbolo ou endereço',
    chains: 'Redes',
    tokens: 'Tokens',
    // "na rede {chain}" everywhere: no guessing each chain's gender ("na Base", "no Ethereum").
    tokensOn: 'Tokens na rede {chain}',
    popularTokens: 'Tokens populares',
    noChains: 'Nenhuma rede corresponde à sua busca.',
    noTokens: 'Nenhum token corresponde à sua busca.',
    noRoutes: 'Nenhum destino pode ser alcançado a partir do token selecionado.',
    loading: 'Carregando…',
    loadingMore: 'Carregando mais…',
    noMatchYet: 'Nenhum resultado ainda: mais itens estão carregando.',
    foundOnOtherChains: 'Encontrado em outras redes',
    close: 'Fechar',
    retry: 'Tentar novamente',
    viewsUnavailable:
      'Não foi possível carregar parte deste widget. Verifique sua conexão e tente novamente, ou recarregue a página.',
    youSend: 'Você envia',
    youReceive: 'Você recebe',
    minimumReceived: 'Mínimo recebido',
    fees: 'Taxas',
    totalFee: 'Taxa total',
    estimatedTime: 'Tempo estimado',
    unknownDuration: 'desconhecido',
    timeUnknown: 'Tempo desconhecido',
    route: 'Rota',
    quoteExpiresIn: 'A cotação expira em {seconds} s',
    quoteExpired: 'Esta cotação expirou.',
    refreshQuote: 'Obter nova cotação',
    routes: 'Rotas',
    bestReturn: 'Melhor retorno',
    fastest: 'Mais rápida',
    feeAmount: 'Taxa de {amount}',
    routeBlocked: 'Bloqueada',
    routeHandover: '{blocked} foi bloqueado para sua segurança; {chosen} foi escolhido no lugar.',
    rejectedRoutes: '{count, plural, one {# rota indisponível} other {# rotas indisponíveis}}',
    feeTypeMESSAGE: 'Taxa de mensageria',
    feeTypeGENERAL: 'Taxa do protocolo',
    feeTypeDST_NATIVE_DROP: 'Gas no destino (pago)',
    feeTypeCCTP_RECEIVE: 'Taxa de relay da Circle',
    transferStatus: 'Status da transferência',
    eventSubmitted: 'Enviada',
    eventSENT: 'Enviada na rede {chain}',
    eventBUS_RODE: 'Lote despachado na rede {chain}',
    eventDELIVERED: 'Entregue na rede {chain}',
    status_UNKNOWN: 'Ainda não detectada',
    status_PENDING: 'Pendente',
    status_PROCESSING: 'Em trânsito',
    status_SUCCEEDED: 'Concluída',
    status_FAILED: 'Falhou',
    phaseIdle: 'Nada para acompanhar ainda.',
    phaseWaiting: 'Aguardando a rede detectar sua transação…',
    phaseTracking: 'Status: {status}',
    historyExecuting: 'Não concluída',
    historyInFlight: 'Em trânsito',
    historyCancelled: 'Cancelada na sua carteira',
    phaseSucceeded: 'Transferência concluída.',
    phaseFailed:
      'A transferência falhou. Nada foi recebido; consulte o explorador para ver se há reembolso ou fale com o suporte informando o ID da transferência.',
    phaseNotFound:
      'Esta transferência ainda não foi detectada. Verifique a atividade da sua carteira: se a transação foi enviada, ela vai aparecer.',
    elapsed: 'Tempo decorrido: {time}',
    statusUnreachable:
      'O serviço de transferências não responde desde as {time}. Sua transferência continua; seguimos verificando.',
    checkNow: 'Verificar agora',
    journalUnsaved:
      'O armazenamento do seu navegador está cheio, então esta transferência só fica guardada enquanto esta página estiver aberta. Mantenha-a aberta até a transferência estar a caminho.',
    viewOnExplorer: 'Ver no explorador',
    transferId: 'Transferência {id}',
    steps: 'Etapas',
    stepState_idle: 'Aguardando',
    stepState_awaitingWallet: 'Confirme na sua carteira',
    stepState_submitted: 'Enviada',
    stepState_confirmed: 'Confirmada',
    stepState_skipped: 'Já aprovada',
    stepState_failed: 'Falhou',
    stepTRANSACTION: 'Enviar uma transação',
    stepSIGNATURE: 'Assinar uma mensagem',
    stepsBatched: 'Sua carteira confirma estas etapas de uma só vez, em uma única solicitação.',
    stepsPrepared:
      'Sua transação na rede {chain} é preparada quando você começa, logo antes de você assiná-la.',
    onChain: 'na rede {chain}',
    stepRent:
      'Inclui até {amount} SOL para abrir a conta de token da rota, se ela ainda não estiver aberta',
    ledgerTitle: 'O que você assina',
    ledgerSend: 'Você envia {amounts}',
    ledgerBridged: '{amount} para {recipient} em {chain}',
    ledgerAtLeast: 'chegam pelo menos {amount}',
    ledgerYou: 'você',
    ledgerDeposit:
      '{amount} pagos à conta do serviço {account}: para onde vão depois não consta na transação',
    ledgerMessagingFee: '{amount} de taxa de mensagem',
    ledgerRefunded: 'o que não for usado volta para você',
    ledgerRelayFee: '{amount} de taxa de retransmissão para {receiver}',
    ledgerFeeReceiver: 'o recebedor de taxas do serviço',
    ledgerRouteFee: '{amount} de taxa para a conta do serviço',
    ledgerRent: 'até {amount} para abrir a conta de tokens do serviço',
    ledgerPriorityFee: '{amount} de taxa de prioridade',
    ledgerReturned: '{amount} voltam para você',
    ledgerHeld: '{amount} ficam em {contract}',
    ledgerDiverted: '{amount} para {address}',
    ledgerApproval: 'Permite que {spender} gaste {amount}',
    ledgerUnchecked: 'não conferido com a rede',
    ledgerPending: 'A transação é criada quando você começa: o que ela move aparece então.',
    valueLossUnknown:
      'Não é possível saber quanto esta transferência custa em dólares: alguns valores não têm preço. Confira-os abaixo.',
    actionStart: 'Iniciar transferência',
    actionApproveAndSend: 'Aprovar e enviar',
    actionSignAndSend: 'Assinar e enviar',
    actionContinue: 'Continuar a transferência',
    actionReview: 'Revisar transferência',
    actionSwitchTo: 'Mudar para {chain}',
    walletOnChain: 'Sua carteira está na rede {chain}.',
    actionSelectTokens: 'Selecionar tokens',
    actionSelectDestination: 'Selecionar token de destino',
    actionEnterAmount: 'Inserir um valor',
    actionInvalidAmount: 'Inserir um valor válido',
    actionInvalidRecipient: 'Inserir um destinatário válido',
    actionEnterRecipient: 'Inserir endereço do destinatário',
    actionFindingRoutes: 'Buscando rotas…',
    actionNoRoute: 'Nenhuma rota disponível',
    actionConnect: 'Conectar carteira',
    actionUnsupportedSource: 'Envios de {chainType} não estão disponíveis aqui',
    actionRefused: 'Interrompida para sua segurança',
    insufficientBalance: 'Saldo de {symbol} insuficiente',
    notEnoughForGas: '{symbol} insuficiente para o gas',
    actionRunning: 'Confirme na sua carteira…',
    actionPreparing: 'Preparando sua transferência…',
    actionConfirming: 'Aguardando confirmação…',
    cancelInWallet: 'Para cancelar, recuse a solicitação na sua carteira.',
    actionElsewhere: 'Em andamento em outra aba',
    elsewhereNote:
      'Esta transferência está em andamento em outra aba deste navegador. O progresso aparece aqui, e ela continua aqui se aquela aba for fechada.',
    actionRetry: 'Tentar novamente',
    actionSwitchNetwork: 'Trocar de rede e tentar de novo',
    actionNewQuote: 'Obter nova cotação',
    actionCheckedWallet: 'Verifiquei a carteira: enviar de novo',
    actionKeepWaiting: 'Continuar aguardando',
    actionSwitchAccount: 'Voltar para {account}',
    actionDone: 'Transferência enviada',
    refused: 'Esta transferência foi interrompida para sua segurança',
    refusedNext: 'Nada foi enviado. Escolha outra rota.',
    refusedNothingSent: 'Nada foi enviado.',
    confirmWarnings: 'Entendo e quero continuar',
    valueLossWarning: 'Você perde {percent} do valor enviado ({usd}) em taxas e preço.',
    actionReviewLoss: 'Revisar: você perde {percent} ({usd})',
    confirmValueLoss: 'Aceito perder {percent} ({usd}) nesta transferência',
    rateChanged: 'A rota agora paga {amount}, {difference} a menos do que o exibido.',
    actionReviewRate: 'Revisar o novo valor',
    confirmRateChange: 'Aceito o novo valor',
    connectWallet: 'Conecte uma carteira para continuar.',
    widgetTitle: 'Ponte',
    openBridge: 'Mover tokens entre redes',
    transferRunning: 'Transferência em andamento',
    from: 'De',
    to: 'Para',
    amount: 'Valor',
    balance: 'Saldo: {amount}',
    max: 'Máx.',
    recipient: 'Destinatário',
    recipientInvalid: 'Insira um endereço {chainType} válido.',
    defaultsUnavailable:
      'Um token que este app escolheu para você não está disponível aqui: escolha um você mesmo.',
    recipientChecksum:
      'As letras maiúsculas deste endereço não correspondem à sua soma de verificação: um caractere pode ter sido digitado errado. Copie-o novamente da origem.',
    forgetRecipients: 'Esquecer endereços recentes',
    recipientNameLooking: 'Buscando {name}…',
    recipientNameFound: '{name} é {address}',
    recipientNameFoundOnEthereum: '{name} é {address}, seu endereço na Ethereum.',
    recipientNameMissing: '{name} não tem endereço definido.',
    recipientNameUnavailable: 'Este app não consegue buscar nomes: cole o endereço.',
    recipientNameFailed: 'Não foi possível buscar {name}. Tente de novo ou cole o endereço.',
    recipientNameNotPlain:
      'Aqui só são buscados nomes com letras simples, números e hifens: cole o endereço.',
    recipientNameOffchain:
      '{name} é mantido fora da chain, e este app não o busca lá: cole o endereço.',
    actionCheckRecipient: 'Confira o destinatário',
    recipientConfirmTick: 'Conferi este endereço',
    recipientConfirmNew:
      'Você ainda não enviou para ele deste navegador. Confira caractere por caractere: uma transferência para um endereço errado não pode ser desfeita.',
    recipientConfirmQuestion: 'Enviar para este endereço na {chain}?',
    settings: 'Configurações',
    nativeDrop: 'Gas a receber no destino ({symbol})',
    feeTolerance: 'Slippage (%)',
    feeTolerancePresets: 'Predefinições de slippage',
    feeToleranceHelp: 'Quanto as taxas podem mudar entre esta cotação e a sua transferência.',
    percent: '{value}%',
    done: 'Pronto',
    swapDirection: 'Inverter direção',
    transferTab: 'Transferir',
    historyTab: 'Histórico',
    fee: 'Taxa',
    feeDetails: 'Taxas e detalhes',
    routeCount: 'Comparar {count, plural, one {# rota} other {# rotas}}',
    sending: 'Enviando {amount} de {from} para {to}',
    eta: 'Chega em cerca de {time}',
    etaDue: 'Deve chegar a qualquer momento',
    successTitle: 'Transferência concluída',
    successReceived: 'Recebido na rede {chain}: {amount}',
    destinationTransaction: 'Transação de destino',
    sourceTransaction: 'Transação de origem',
    outcomeReceived: 'Recebido',
    outcomeSent: 'Enviado',
    successTime: 'Levou {time}',
    successUnderASecond: 'Levou menos de um segundo',
    failureTitle: 'Falha na transferência',
    arrival: 'Chegada',
    arriveOn: 'Chegada à rede {chain}',
    arrivalWaiting: 'Aguardando a rede',
    failureHelp:
      'Nada chegou à rede {chain}. Guarde este ID de transferência para o suporte: qualquer reembolso é rastreado com ele.',
    transferIdLabel: 'ID da transferência',
    transferDetails: 'Detalhes da transferência',
    copy: 'Copiar',
    copied: 'Copiado',
    copyFailed: 'Não é possível copiar aqui: selecione o ID',
    history: 'Transferências recentes',
    historyEmpty: 'Nenhuma transferência ainda.',
    newTransfer: 'Nova transferência',
    anotherTransfer: 'Fazer outra transferência',
    keepsGoing: 'Esta transferência continua sozinha; acompanhe em Histórico.',
    toYourWallet: 'Para sua carteira {address}',
    toRecipient: 'Destinatário: {recipient}',
    sendToAnother: 'Enviar para outro endereço',
    sendToMyWallet: 'Enviar para minha carteira',
    resume: 'Retomar',
    resuming: 'Transferência {route} não concluída: conclua abaixo.',
    oftTitle: 'Enviar um OFT',
    oftNoTokens: 'Nenhum token OFT listado.',
    oftDust:
      'Não é possível enviar {dust} {symbol}: {symbol} circula entre redes com {decimals} casas decimais. Esse valor ficaria na sua carteira.',
    oftUseSendable: 'Enviar {amount} {symbol}',
    oftSendTo: 'Enviar {symbol} para',
    oftTo: 'Para {address}',
    oftActionSelectDestination: 'Selecionar rede de destino',
    // "Resíduo" is the dust of oftDust: the part below the decimals the OFT carries.
    oftActionDust: 'Inserir um valor sem resíduo',
    oftActionCheckSettings: 'Verificar o gas de recebimento em Configurações',
    oftReceiveGas: 'Gas para o contrato de recebimento (lzReceive, opcional)',
    invalidGas: 'Insira um número inteiro de unidades de gas.',
    oftArrives: 'Chega',
    oftNetworkFee: 'Taxa de mensageria',
    oftPreparing: 'Preparando a transferência…',
    deliveryInFlight: 'Enviada. Aguardando o recebimento na rede {chain}…',
    deliveryDelivered: 'Recebida na rede {chain}.',
    deliveryUnobservable:
      'Enviada. Não é possível acompanhar aqui a chegada à rede {chain}: verifique a carteira do destinatário.',
  },
  findings: {
    'approval-above-amount':
      'Esta aprovação permitiria gastar mais dos seus tokens do que esta transferência precisa, talvez sem limite.',
    'ledger-other-asset':
      'Esta transferência moveria ou aprovaria um token diferente daquele que você envia.',
    'ledger-sent-mismatch':
      'Esta transferência tiraria da sua carteira um valor diferente do que a cotação mostra.',
    'ledger-unaccounted':
      'Parte dos seus fundos ficaria em um contrato intermediário ou iria para alguém que não a transfere nem a devolve.',
    'ledger-minimum-out':
      'A transferência garante na chegada menos do que a cotação mostra, ou menos da metade do que você envia.',
    'ledger-decimals-unknown':
      'Não conhecemos as casas decimais do token, então não podemos verificar o que chega; continue só se você confia no serviço de transferência.',
    'ledger-fee-excessive':
      'Esta transferência paga mais taxas do que a cotação lista, do que a própria ponte cobra ou do que a metade do que você envia.',
    'ledger-fee-unverified':
      'Uma taxa desta transferência não pode ser comparada com o que a ponte cobra; confira o valor antes de continuar.',
    'deployments-unknown':
      'Não temos registro dos contratos do serviço de transferência nesta rede; continue só se você confia no serviço.',
    'approve-spender-is-multicall':
      'Esta aprovação daria ao contrato errado permissão para gastar seus tokens.',
    'approve-spender-not-delegate':
      'Esta aprovação permitiria que um endereço inesperado gastasse seus tokens.',
    'approve-spender-not-intent-contract':
      'Esta aprovação ou ordem permitiria que um contrato inesperado pegasse seus tokens.',
    'approve-native-coin':
      'Esta transferência pede uma aprovação de token, mas o que você está enviando não precisa de uma.',
    'approve-data-malformed':
      'Esta aprovação não pode ser lida com exatidão, então não pode ser verificada.',
    'bridge-target-not-multicall':
      'Uma transação desta transferência é enviada para um endereço inesperado.',
    'batch-unreadable':
      'Esta transação contém instruções que não conseguimos ler, então não sabemos para onde seus fundos iriam.',
    'batch-quote-id': 'Esta transação foi preparada para outra cotação.',
    'batch-pull':
      'Esta transação tiraria da sua carteira tokens ou um valor diferentes do que esta transferência precisa.',
    'batch-value':
      'Esta transação envia uma quantia da moeda da rede diferente da que usa, ou a envia para o lugar errado.',
    'batch-approve':
      'Esta transação permitiria que o contrato errado gastasse seus tokens, ou que gastasse mais do que você envia.',
    'batch-bridge':
      'Esta transação enviaria seus tokens de um jeito diferente do que você pediu, ou pelo contrato errado.',
    'batch-opaque-call':
      'Esta transação inclui uma ação que não conseguimos ler, então não sabemos o que ela faz com seus fundos.',
    'signature-type-unsupported':
      'Esta transferência pede um tipo de assinatura que este app não permite.',
    'signature-dangerous-type':
      'Esta assinatura poderia permitir que alguém movesse seus tokens ou agisse em seu nome.',
    'signature-unknown-schema':
      'Esta transferência pede que você assine uma mensagem que não conseguimos ler, então não sabemos o que ela permite.',
    'signature-not-intent-route': 'Esta rota pede uma assinatura, mas não deveria precisar de uma.',
    'intent-order-mismatch': 'A ordem que você assinaria não corresponde à cotação exibida.',
    'step-grammar': 'Esta transferência tem etapas inesperadas, repetidas ou fora de ordem.',
    'starknet-call':
      'Esta transação na rede Starknet faz mais do que aprovar seu token e iniciar a transferência.',
    'solana-unreadable':
      'Esta transação na rede Solana não pode ser lida com exatidão, então não pode ser verificada.',
    'solana-fee-payer':
      'Esta transação na rede Solana seria paga ou assinada em conjunto por alguém que não é a sua carteira.',
    'solana-program': 'Esta transação na rede Solana executa um programa que não reconhecemos.',
    'solana-instruction':
      'Esta transação na rede Solana enviaria mais do que o esperado, ou passaria fundos ou o controle das suas contas para outra pessoa.',
    'rebuilt-step-changed':
      'A transação preparada logo antes da assinatura é diferente da que foi verificada.',
    'chain-id-mismatch':
      'Esta transação ou assinatura é para uma rede diferente daquela em que deveria ser executada.',
    'chain-id-unknown':
      'Não é possível identificar a rede desta transação, então ela não pode ser verificada.',
    'chain-id-conflict':
      'O serviço de transferências identifica uma rede de forma diferente deste app, então seus fundos poderiam ir para a rede errada.',
    'gas-limit-too-high':
      'Esta transação pede uma quantidade de gas inválida ou absurdamente alta.',
    'chain-type-mismatch':
      'Uma transação foi criada para um tipo de rede diferente daquele a que se destina.',
    'unknown-chain': 'Uma etapa é executada em uma rede que o serviço de transferências não lista.',
    'no-deployments':
      'O serviço de transferências não publica contratos para esta rede, então a transferência não pode ser verificada.',
    'deployments-suspicious':
      'A lista de contratos do serviço de transferências para esta rede se contradiz, então não é confiável.',
    'deployments-untrusted':
      'O serviço de transferências indica para esta rede contratos que não correspondem aos que este app considera confiáveis.',
    'deployments-changed':
      'Os contratos do serviço de transferências nesta rede mudaram desde a sua última transferência; continue só se você confiar nessa mudança.',
    'deployments-unrecognised':
      'Um contrato indicado pelo serviço de transferências difere de registros públicos não confirmados; continue só se você confiar no serviço.',
    'bridge-contract-unverified':
      'Seus tokens passariam por um contrato que não conseguimos verificar; continue só se você confiar no serviço de transferências.',
    'intent-contract-unverified':
      'Sua ordem e a aprovação dela são para um contrato que não conseguimos verificar; continue só se você confiar no serviço de transferências.',
    'recipient-cannot-receive':
      'O destinatário é um contrato de token, um contrato desta transferência ou o endereço zero: fundos enviados para lá são perdidos.',
    'recipient-has-code':
      'O destinatário é um contrato na rede de destino: fundos enviados a um contrato podem ser perdidos se ele não puder recebê-los.',
    'recipient-account-missing':
      'Sua carteira é um contrato inteligente na rede de origem, e não há nenhum no mesmo endereço na rede de destino: fundos enviados para lá podem ficar fora do seu alcance.',
    'signer-mismatch': 'Esta transferência foi preparada para uma carteira diferente da conectada.',
    'value-on-other-chain': 'Uma etapa gastaria a moeda de outra rede, que a cotação não inclui.',
    'fees-disagree-with-fee-usd':
      'As taxas listadas nesta cotação somam mais do que a taxa total exibida.',
    'deployment-no-code':
      'Um endereço que o serviço de transferências apresenta como contrato não é um contrato.',
    'quote-amount-mismatch': 'A cotação tiraria mais do que o valor que você inseriu.',
    'quote-id-reused':
      'O serviço de transferências reutilizou o ID de uma transferência anterior para outra diferente.',
    'unknown-step-type': 'Esta transferência inclui um tipo de etapa que este app não conhece.',
    'no-steps': 'Esta cotação não contém nada a executar.',
    'no-executor': 'Este app não consegue assinar transações na rede que esta transferência usa.',
    'no-checks':
      'Este app não tem como ler esta transação, então não vai deixar você assiná-la sem verificação.',
    'step-on-other-chain':
      'Uma etapa é executada em uma rede diferente daquela de onde você envia; continue só se você esperava isso.',
    'unknown-endpoint':
      'Não conseguimos verificar se esta transferência vai para a rede escolhida; continue só se você confiar no serviço de transferências.',
    'oft-not-listed':
      'Este contrato de token não está na lista do serviço de transferências para esta rede.',
    'oft-no-destination': 'Este token não está disponível na rede de destino escolhida.',
    'oft-unknown-chain': 'Não é possível enviar entre essas duas redes aqui.',
    'oft-chain-id-conflict':
      'O serviço de transferências identifica a rede de origem de forma diferente deste app, então a transação poderia ir para a rede errada.',
    'oft-signer-mismatch':
      'Esta transferência foi preparada para uma carteira diferente da conectada.',
    'oft-send-target': 'Esta transação vai para um contrato diferente do listado para este token.',
    'oft-send-malformed':
      'Esta transação não pode ser lida com exatidão, então não pode ser verificada.',
    'oft-amount-mismatch': 'Esta transação enviaria um valor diferente do que você inseriu.',
    'oft-min-amount': 'Esta transação aceitaria receber menos do que deveria chegar.',
    'oft-recipient-mismatch': 'Esta transação enviaria seus tokens para outro destinatário.',
    'oft-refund-not-sender':
      'As taxas não usadas desta transação seriam reembolsadas a outra pessoa, não a você.',
    'oft-destination-endpoint':
      'Esta transação enviaria seus tokens para uma rede diferente da escolhida.',
    'oft-unknown-endpoint':
      'Não conseguimos verificar se esta transferência vai para a rede escolhida; continue só se você confiar no serviço de transferências.',
    'oft-value-not-fee':
      'O que esta transação tira da sua carteira não corresponde à taxa dela e ao valor enviado.',
    'oft-fee-above-quote':
      'A taxa desta transação é muito maior do que o próprio contrato do token cobra.',
    'oft-fee-unverified':
      'Não conseguimos verificar a taxa desta transferência; ao continuar, você aceita a taxa exibida.',
    'oft-token-mismatch':
      'O contrato do token movimenta um token diferente do que diz a lista do serviço de transferências.',
    'oft-token-unverified':
      'Não conseguimos verificar qual token este contrato movimenta; ao continuar, você confia na lista do serviço de transferências.',
    'oft-deployment-changed':
      'Este token agora passa por um contrato diferente do da sua última transferência; continue só se você esperava essa mudança.',
    'oft-unverified':
      'Só a lista do serviço de transferências garante este contrato de token, e você nunca o usou; continue só se você confiar nele.',
    'oft-contract-mismatch':
      'O contrato listado para este token é conhecido como outro contrato nesta rede.',
    'oft-endpoint-mismatch':
      'Este contrato de token não usa o contrato oficial de mensagens entre redes nesta rede.',
    'oft-gas-limit': 'Esta transação pede uma quantidade de gas inválida ou absurdamente alta.',
    'oft-lz-token-fee':
      'Esta transação pagaria parte da taxa em outro token, algo que este app nunca faz.',
    'oft-unrequested-payload':
      'Esta transação executaria na chegada ações extras que você não pediu.',
    'oft-executor-options':
      'As configurações de entrega desta transação enviariam fundos extras ou executariam ações que você não pediu.',
    'oft-approval-not-needed': 'Esta transferência pede uma aprovação de token de que não precisa.',
    'oft-approval-target': 'Esta aprovação é para um token diferente do que você está enviando.',
    'oft-approval-malformed':
      'Esta aprovação não pode ser lida com exatidão, então não pode ser verificada.',
    'oft-approval-spender':
      'Esta aprovação permitiria que um endereço inesperado gastasse seus tokens.',
    'oft-approval-amount': 'Esta aprovação é para um valor diferente do que você está enviando.',
    'oft-metadata-mismatch':
      'O serviço de transferências descreve uma transferência diferente da que você pediu.',
    'oft-dust':
      'Um resíduo mínimo do valor não pode ser enviado e ficará na sua carteira; ao continuar, o restante é enviado.',
  },
  errors: {
    HttpError: 'O serviço não conseguiu processar a solicitação (HTTP {status}).',
    ApiError: 'O serviço recusou a solicitação (status {status}).',
    UnauthorizedError: 'O serviço recusou a chave de API (ausente ou inválida).',
    RateLimitError:
      'Muitas solicitações: o serviço está limitando o ritmo. Tente novamente em instantes.',
    TimeoutError: 'O serviço não respondeu a tempo.',
    NetworkError: 'Não foi possível acessar o serviço (erro de rede).',
    ResponseShapeError: 'O serviço enviou uma resposta inesperada.',
    PaginationError:
      'A lista do serviço não terminava; ela foi interrompida para evitar um loop infinito.',
    QuoteNotFoundError: 'Esta cotação não está mais disponível: obtenha uma nova cotação.',
    QuoteExpiredError: 'Esta cotação expirou: obtenha uma nova cotação.',
    UnexpectedError: 'Algo deu errado no vtkit. Tente novamente.',
    UnsafeStepError: 'Esta transferência foi interrompida para sua segurança: {reason}',
    UserRejectedError: 'Você recusou a solicitação na sua carteira. Você pode tentar novamente.',
    SwitchChainError:
      'Sua carteira não mudou para a rede {chain}. Troque de rede e tente novamente.',
    TransactionRevertedError:
      'A transação falhou na rede (revertida). Nenhum valor foi movimentado nesta etapa.',
    UnsupportedChainError: 'Este app não pode assinar transações de {chainType}.',
    StepInterruptedError_closed:
      'Verifique sua carteira: esta etapa pode já ter sido enviada antes de a página ser fechada.',
    StepInterruptedError_noAnswer:
      'Sua carteira não respondeu: verifique esta etapa nela antes de continuar; ela pode ter sido enviada.',
    TransactionReplacedError_cancelled:
      'Esta transação foi cancelada na sua carteira: nada foi movimentado nesta etapa. Você pode enviá-la novamente.',
    TransactionReplacedError_replaced:
      'Esta transação foi substituída na sua carteira: nada foi movimentado nesta etapa. Você pode enviá-la novamente.',
    TransactionPendingError:
      'Ainda não confirmada. Verifique sua carteira: acelere ou cancele a transação por lá. Ela não será enviada duas vezes.',
    WrongAccountError:
      'Esta transferência foi iniciada por {account}. Volte sua carteira para essa conta para continuar.',
    TransferElsewhereError: 'Esta transferência está em andamento em outra aba deste navegador.',
    InvalidAmountError:
      'Não foi possível ler este valor: use dígitos e um único separador decimal.',
    InvalidAmountError_decimals: 'Este token tem no máximo {decimals} casas decimais.',
    InvalidAmountError_ambiguous:
      'Você quis dizer {decimal} ou {whole}? Escreva os milhares sem separador.',
  },
}

export default ptBR
