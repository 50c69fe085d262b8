package rules

// The project's rulings in Spanish: our translation of the English
// registry, with the Spanish book's words for the game's terms. Commands,
// flags, ruling IDs and file keys stay as they are typed.

func rulingsES() map[string]RulingText {
	return map[string]RulingText{
		RulingRaidZero: {
			"¿Pierde reputación en una redada una pandilla sin cubos de sospecha?",
			"La pandilla con más sospecha pierde 8 y la segunda 4 (2 cada una si empatan las segundas); el texto no dice qué pasa cuando la segunda tiene cero cubos.",
			"No. Una pandilla (o los guardias) sin cubos de sospecha nunca pierde reputación en una redada, aunque técnicamente sea la «segunda» porque todas las demás tienen más, o aunque ninguna tenga cubos.",
		},
		RulingGoalZero: {
			"¿Puntúa con cero un objetivo de final de partida de mayoría y segunda mayoría?",
			"Quien más objetos del tipo pedido tiene puntúa 8 y el segundo 4; nada se dice de una pandilla que no tiene ninguno.",
			"No. Una pandilla con 0 nunca puntúa el objetivo, ni como primera (cuando nadie tiene ninguno) ni como segunda.",
		},
		RulingScoreFloor: {
			"¿Pueden los Hombres-Rata dejar la reputación de una pandilla por debajo de cero en la puntuación final?",
			"La sección de redadas dice que ninguna pandilla baja nunca de la casilla 0 del marcador de reputación; en la puntuación final los Hombres-Rata pueden restar 3.",
			"No. El marcador nunca baja de 0: la redada final se detiene en 0 y, en la puntuación final, las categorías se suman en el orden del reglamento (objetivo de líder, objetivo de final de partida, bandidos, recursos, libros, marcador de primer jugador, catacumbas); si los bandidos bajaran el contador de 0, se queda en 0 y la línea de bandidos muestra el cambio que se hizo de verdad.",
		},
		RulingGolemChoice: {
			"¿Cómo se reparten varios Gólems entre Enanos y Hombres-Rata?",
			"Cada Gólem cuenta como Enano o como Hombre-Rata en la puntuación final, solo hacia un tipo que su dueño ya tenga; en solitario los Gólems de los guardias puntúan del modo que más les convenga.",
			"Cada Gólem elige por separado, y lockup escoge el reparto que da a su dueño (pandilla o guardias) el mayor total de bandidos. «Ya tener» significa al menos una carta real de Enano o de Hombre-Rata, no un Gólem contado como tal.",
		},
		RulingSoloTieBreak: {
			"¿Se aplica en solitario el desempate por más cartas de objeto?",
			"La pandilla gana solo con más reputación que los guardias; en caso de empate ganan los guardias.",
			"No. En solitario la pandilla necesita estrictamente más reputación; los objetos nunca deshacen el empate.",
		},
		RulingLanternEscape: {
			"¿Qué puntúa en la puntuación final una linterna en el espacio FUGADO (ESCAPED)?",
			"Huir da 17 más 3 por cada ronda que quede en el momento de la huida; la puntuación final cuenta la posición de la linterna solo para las pandillas que no huyeron.",
			"Una linterna fugada puntúa 0 en la puntuación final: sus estrellas ya están en el marcador de reputación que se anota. La ENTRADA también puntúa 0.",
		},
		RulingLookoutOnly: {
			"¿Cómo se clasifica una pandilla que solo tiene su observador en una localización?",
			"Una pandilla cuyo observador es la única loseta en una localización cuenta como la más fuerte; la fuerza del observador es siempre cero y permite optar a la recompensa pero no a la sospecha.",
			"La pandilla se clasifica como cualquier otra con fuerza 0: sola en la localización es la más fuerte; junto a otras pandillas queda por debajo de todas las que tengan más fuerza, y los empates con otras de fuerza cero se deshacen por el asiento.",
		},
		RulingGuardsStrength: {
			"¿Qué fuerza tienen los guardias cuando hay varias cartas de guardia en una localización?",
			"Las cartas de guardia se ponen en las localizaciones, primero boca abajo y luego descubiertas; las reglas de Luces Fuera comparan fuerzas sin decir cómo se combinan varias cartas.",
			"La fuerza de los guardias en una localización es la suma de las fuerzas impresas en todas sus cartas de guardia allí, igual que la fuerza de una pandilla es la suma de sus losetas.",
		},
		RulingSoloTwoPlayer: {
			"¿Con las reglas de cuántos jugadores se juega una partida en solitario?",
			"Una partida en solitario se prepara como una de dos jugadores; la pandilla asigna losetas con las reglas normales.",
			"La pandilla y los guardias cuentan como dos asientos: recompensas de dos jugadores (2 desperdicios en la Cloaca, 2 pociones en la Enfermería), sin segundo nivel en la Cloaca, los marcadores de túnel de dos jugadores y tres losetas boca abajo por ronda.",
		},
		RulingSewersOthers: {
			"Con menos de cuatro pandillas, ¿qué gana la segunda en la Cloaca?",
			"La más fuerte gana 3 desperdicios (2 a dos jugadores), la segunda 2 pero solo con cuatro jugadores o más, y cada una de las demás en la Cloaca 1 desperdicio.",
			"Cuando el segundo nivel no está disponible, la segunda es una de «las demás» y gana 1 desperdicio.",
		},
		RulingMayReward: {
			"¿Ha cobrado su recompensa una pandilla a la que se le deja elegir (un intercambio, un reclutamiento, una compra)?",
			"Las pandillas que no cobraron recompensa llevan sus losetas a la Biblioteca; una pandilla puede renunciar a su recompensa para hacerlo.",
			"Una recompensa cuya forma elige la pandilla solo cuenta como cobrada si la pandilla toma algo de ella. Una pandilla que no puede pagar ninguna opción, o no toma nada, no cobró recompensa y va rezagada a la Biblioteca (decisión choose-nothing); en un archivo de resolve figura entre las renuncias de la localización, pues el archivo no da los cubos de las pandillas. El registro sí los conoce: una pandilla que no puede pagar no toma nada al resolverse la localización, y las de debajo (y los guardias) no la esperan.",
		},
		RulingDeclineAll: {
			"¿A qué renuncia una pandilla que rechaza su recompensa en una localización?",
			"Una pandilla puede renunciar a su recompensa para que sus losetas se unan a los rezagados; las recompensas de las de debajo no cambian. Breakout añade que avanzar la linterna es una recompensa que puede rechazarse.",
			"Renunciar deja todo lo que la pandilla tomaría allí: su nivel, el cubo del Ladrón (que se queda en la localización), el marcador de primer jugador en el Patio de Ejercicios (se queda donde está) y el avance por un túnel (ningún otro buscador avanza en su lugar). Las losetas de la pandilla van rezagadas a la Biblioteca.",
		},
		RulingLibraryDecline: {
			"¿Qué hace rechazar la recompensa en la Biblioteca?",
			"Los rezagados en la propia Biblioteca vuelven a sus celdas de detención.",
			"Una pandilla puede rechazar los libros que robaría en la Biblioteca; entonces solo recoge sus losetas, y las de debajo conservan su propio nivel.",
		},
		RulingLibraryStrength: {
			"¿Qué fuerza tiene una pandilla en la Biblioteca?",
			"Las losetas rezagadas van a la Biblioteca, que se resuelve la última como cualquier localización.",
			"Cada loseta rezagada conserva su fuerza (el matón sus cubos de poder, el observador 0) y se suman las losetas de una pandilla llegadas de todas las localizaciones. Allí solo se clasifican los rezagados; un observador rezagado no importa, pues en la Biblioteca no hay sospecha.",
		},
		RulingSoloTunnel: {
			"En Breakout en solitario, ¿pueden avanzar en un mismo túnel la pandilla y los guardias?",
			"Los guardias mueven su linterna un espacio siempre que sean los más fuertes donde haya un marcador de túnel, con buscador o sin él; una pandilla mueve su linterna cuando su buscador está solo allí.",
			"Sí. Las dos reglas son independientes: los guardias avanzan por tener más fuerza, y el buscador de la pandilla, único buscador allí, también puede avanzar.",
		},
		RulingLegendMarker: {
			"¿El marcador de primer jugador de quién deshace los empates en la carta de leyenda?",
			"Los empates en la carta de leyenda se deshacen por el asiento desde quien tenga el marcador de primer jugador.",
			"El marcador tal como está al resolverse la carta de leyenda, después de que el Patio de Ejercicios haya podido cambiarlo de manos.",
		},
		RulingSoloRaidLocations: {
			"En una redada en solitario, ¿vuelven a la reserva los cubos de sospecha que siguen en las localizaciones?",
			"La redada en solitario solo nombra los tableros que vacía: el del jugador y el de los guardias si el jugador tiene más o si empatan, solo el de los guardias si estos tienen más. La redada multijugador («Redadas», pág. 12) también retira los cubos que esperan en las localizaciones, y la sección de solitario dice que solo enumera lo que cambia.",
			"Sí, en los tres casos. Todo cubo que siga en una localización vuelve a la reserva, como en la redada multijugador; el único cambio del solitario es que el jugador conserva sus cubos cuando los guardias tenían más. Por qué: el texto de solitario trata de qué tablero se vacía, no de las localizaciones, y una redada provocada por una reserva vacía debe liberar cubos para que la Fase de Patrulla pueda seguir añadiéndolos.",
		},
		RulingPassedTomes: {
			"¿Puede jugar cartas de libros un jugador que ha pasado en la Fase de Recuento?",
			"Quien pasa ya no participa en la fase, y el texto en inglés dice que eso también le impide jugar en ella «algunas cartas». El reglamento en español de 2019 y la primera edición de 2018 hablan directamente de cartas de libros.",
			"Ninguna carta de libros durante el resto de esa Fase de Recuento, salvo que el texto de la propia carta lo permita. Desde el inicio de Luces Fuera vuelve a poder jugarlas. El registro rechaza ese libro desde la versión 8 del registro de partida (issue 20: la decisión existía pero no se aplicaba); una mesa cuyo libro lo permite lo anota con text_allows (tome play --text-allows), como un libro jugado mientras se resuelve una carta de leyenda de Breakout. Por qué: dos de las tres ediciones nombran las cartas de libros sin excepción, y «algunas cartas» no deja a la mesa saber cuáles.",
		},
		RulingSoloPass: {
			"En solitario, ¿qué pasa cuando el jugador pasa con losetas de pandillero sin asignar?",
			"Los turnos se alternan entre el jugador y los guardias, y la fase termina en cuanto el jugador ha asignado todas sus losetas, sin otro turno de los guardias. El jugador sigue las reglas multijugador, que permiten pasar antes; los guardias nunca pasan.",
			"Pasar termina la fase al momento, igual que asignar la última loseta: los guardias no juegan más turnos. En Breakout en solitario el jugador pasa con una loseta (va a la carta de leyenda) y la fase también termina ahí. Por qué: los turnos de los guardias solo responden a los del jugador; sin esto la fase seguiría hasta agotar el mazo de guardias.",
		},
		RulingSoloEmptyGuardDeck: {
			"¿Qué pasa en un turno de los guardias cuando la carta de localización nombra una localización pero el mazo de guardias está vacío?",
			"Una carta de localización manda allí la primera carta del mazo de guardias. Tras poner las siete primeras solo quedan cinco cartas de guardia en el mazo, mientras que seis de las ocho cartas de localización nombran localizaciones; el texto no habla del mazo vacío, salvo para la carta de guardia especial de los niveles difíciles («Niveles de dificultad», pág. 19), donde con el mazo vacío no pasa nada.",
			"No se pone nada y el turno de los guardias termina, la misma respuesta que da el reglamento para la carta especial. Por qué: no hay carta que poner, y rebarajar cartas de guardia que ya están en el tablero desharía la ronda.",
		},
		RulingBanditCube: {
			"¿Qué pasa con el cubo de recurso de un Ladrón que nadie recoge?",
			"Mientras un Ladrón espera a ser reclutado, cada Fase de Patrulla pone en su localización, junto con la sospecha, un cubo del recurso que muestra, y en las siguientes Luces Fuera la pandilla más fuerte de allí lo toma con su recompensa. Nada se dice si no hay nadie, si esa pandilla renuncia a su recompensa o si el Ladrón avanza.",
			"El cubo se queda en la localización (si no hay nadie, o la más fuerte renuncia a su recompensa), y los cubos se acumulan, uno por Fase de Patrulla, hasta que la pandilla más fuerte de allí los recoja en unas Luces Fuera posteriores; pertenece a la localización, así que se queda cuando el Ladrón avanza o es reclutado. El observador no impide tomarlo (solo rechaza la sospecha), una redada no lo devuelve, y si en la reserva no queda ese recurso no se añade cubo. Por qué: así trata el reglamento los cubos de sospecha que nadie se lleva, y el texto pone el cubo en la localización, no sobre la carta.",
		},
		RulingLegendEarlyPass: {
			"Breakout: ¿pone una loseta en la carta de leyenda el jugador que pasa con varias losetas?",
			"Un jugador con una sola loseta debe pasar y ponerla boca abajo sobre la carta de leyenda activa; ninguna loseta puede llegar allí de otro modo. Las reglas básicas siguen permitiendo pasar antes («Pasar»).",
			"No. Solo una pandilla con exactamente una loseta la pone en la carta de leyenda al pasar; la que pasa con dos o más no pone nada allí, sus losetas se quedan en la celda y no tiene loseta en la carta de leyenda esa ronda (no se clasifica en ella). `lockup pass` coloca sola la última loseta; `--legend` solo puede nombrar esa última loseta y se rechaza para una pandilla con más. Cambió en la versión 8 del registro de partida (issue 20): antes esta decisión dejaba elegir una de varias losetas, lo que prohíbe la frase que impide llegar a la carta de leyenda de otro modo; los archivos escritos antes de la versión 8 se reproducen como se jugaron. Así, una pandilla tiene como mucho seis losetas en el tablero y una en la carta de leyenda; `lockup resolve` acepta un archivo que deja a una pandilla fuera de la carta de leyenda.",
		},
		RulingBreakoutFivePlayers: {
			"Breakout a cinco jugadores: ¿cuántas losetas pueden ir a las localizaciones?",
			"A cinco jugadores cada pandilla devuelve a la caja su loseta «2» (preparación básica, paso 11). Breakout añade el buscador y dice que seis de las siete losetas pueden ir a localizaciones, guardando una.",
			"Siempre se guarda una loseta para la carta de leyenda: a cinco jugadores una pandilla tiene seis losetas (observador, matón, buscador, 3, 4, 5), asigna como mucho cinco a localizaciones y la sexta va a la carta de leyenda al pasar. Por qué: la regla que manda es que quien tiene una sola loseta debe pasar y ponerla en la carta de leyenda; «seis» es solo la cuenta para un juego completo de siete.",
		},
		RulingFirstEditionDwarves: {
			"Primera edición de 2018: ¿qué puntúan los Enanos?",
			"La tabla de 2018 da seis cantidades (1, 2, 3, 5, 6, 7+) para siete valores, de 1 a 30 estrellas; su propio ejemplo da 12 estrellas a cuatro Enanos.",
			"Se usa la tabla de 2019 con cualquiera de las dos ediciones: 1, 3, 7, 12, 18, 25 y 30 estrellas para 1 a 7 o más Enanos. Por qué: el «4» que falta es una errata; el ejemplo de 2018 (cuatro Enanos, 12 estrellas) solo encaja con la tabla de 2019.",
		},
		RulingFirstEditionRatmen: {
			"Primera edición de 2018: ¿qué puntúan los Hombres-Rata?",
			"La tabla de 2018 da cuatro puntuaciones (-3, 16, 13, 25) para cinco cantidades (de 1 a 5 o más Hombres-Rata).",
			"Se usa la tabla de 2019 con cualquiera de las dos ediciones: -3, 1, 6, 13 y 25 estrellas para 1 a 5 o más Hombres-Rata. Por qué: «16» es «1» y «6» juntos, lo que devuelve cinco puntuaciones que crecen con la cantidad; el ejemplo (un Hombre-Rata pierde 3) coincide.",
		},
		RulingFirstEditionDemons: {
			"Primera edición de 2018: ¿cuentan los Demonios todos los elementos valiosos o solo la magia?",
			"El texto de 2018 da a cada Demonio 2 estrellas por valioso de magia, pero su ejemplo cuenta todos los valiosos (dos Demonios y ocho valiosos por 16 estrellas, lo que no encaja con ninguna lectura). El reglamento de 2019 cuenta todos: escudos, gemas y magia.",
			"Se cuentan todos los elementos valiosos, como en 2019, con cualquiera de las dos ediciones: cada Demonio da 2 estrellas por valioso de cualquier clase. Por qué: el propio ejemplo de 2018 habla de valiosos, no de magia, y la edición posterior fijó el texto; lockup puntúa igual ambas.",
		},
		RulingDiscardToLimit: {
			"En la comprobación del límite, ¿puede una pandilla descartar más de lo necesario?",
			"Una pandilla por encima de su límite de almacenamiento devuelve a la reserva los cubos que elija hasta quedar dentro del límite.",
			"No. La pandilla descarta exactamente los cubos que superan su límite, de las clases que elija, y se detiene en él. Por qué: el descarte termina al quedar dentro del límite, y nada más en el juego deja tirar recursos.",
		},
		RulingSuspicionStays: {
			"Cuando avanzan los bandidos, ¿se mueven con ellos los cubos de sospecha de sus localizaciones?",
			"El bandido del Comedor se descarta y los demás avanzan en sentido horario; luego el paso 4 pone cubos en cada localización que tiene bandido. Nada se dice de los cubos que ya esperan.",
			"No. Los cubos de sospecha (y los de Ladrón) están en la localización, no sobre la carta: se quedan donde están cuando el bandido de al lado se mueve, se va o es reclutado, y los nuevos se suman. Por qué: el reglamento siempre pone los cubos en localizaciones, y Luces Fuera da los cubos de una localización a una pandilla de allí sea cual sea el bandido de al lado.",
		},
		RulingRemoveGoonGap: {
			"Cuando un Fungoide o una carta con retirar bandido se va en la Fase de Patrulla, ¿cierran el hueco los demás bandidos?",
			"Un bandido con el símbolo de retirar bandido, y todo Fungoide, va a la pila de descartes cuando debería avanzar; la regla básica lleva los bandidos que quedan todo lo lejos que puedan en sentido horario.",
			"Sí. El bandido del Comedor y todo bandido que se va pasan primero a los descartes; después los que se quedan avanzan a los espacios de número más alto, y solo los espacios más bajos se rellenan del mazo. Por qué: el bandido que se va ya no es de los que quedan, y «todo lo posible» llena el espacio que dejó. Como el espacio del Comedor siempre se libera, todos los bandidos del tablero se mueven siempre, así que estas cartas nunca se quedan una segunda ronda.",
		},
		RulingOneRaid: {
			"¿Y si después de la redada la reserva sigue sin alcanzar para la sospecha de la Fase de Patrulla?",
			"Si en la reserva faltan los cubos que piden los bandidos, hay una redada, y después los cubos se añaden como siempre.",
			"Hay como mucho una redada por Fase de Patrulla. Si después sigue faltando (solo es posible en solitario, donde el jugador conserva sus cubos cuando los guardias tenían más), las localizaciones reciben sus cubos desde la Cloaca en adelante hasta vaciar la reserva, y el resto no se añade. Por qué: el texto hace una redada y sigue; una segunda redada inmediata castigaría dos veces los mismos cubos.",
		},
		RulingEmptyDeck: {
			"¿Y si se acaba el mazo de objetos o el de bandidos?",
			"El despliegue se rellena hasta tener tantos objetos como jugadores más uno y los espacios de bandido vacíos se rellenan del mazo de bandidos; nada dice qué pasa con un mazo vacío.",
			"Se roba lo que queda. Los espacios del despliegue y de bandido que no pueden llenarse quedan vacíos hasta la siguiente Fase de Patrulla, y las pilas de descartes no se rebarajan. Por qué: el reglamento nunca rebaraja estos mazos, y los componentes se limitan a los de la caja.",
		},
		RulingEffectEmptySupply: {
			"¿Qué da un símbolo de ganar un recurso o ganar poder cuando la reserva se ha agotado?",
			"El símbolo da un cubo de su clase de la reserva; los recursos se limitan a los de la caja («Cubos de recursos»).",
			"Nada: la pandilla no gana cubo ni nada a cambio. Lo mismo vale para los guardias y para el cubo de un Ladrón. Por qué: los cubos solo salen de la reserva, y el reglamento quiere que la caja sea el límite.",
		},
		RulingEffectNoSuspicion: {
			"¿Qué hacen los símbolos de quitar y dar sospecha a una pandilla sin cubos de sospecha?",
			"Quitar sospecha devuelve a la reserva uno de los cubos de la pandilla; dar sospecha pasa uno al rival que elija.",
			"Nada, y la pandilla no nombra destinatario: no hay cubo que mover. El símbolo no se guarda para después. Por qué: ambos símbolos mueven un cubo que la pandilla tiene; los efectos especiales ocurren una vez, al conseguir la carta.",
		},
		RulingSoloChooseTome: {
			"¿Qué ganan los guardias con un símbolo de elegir un libro?",
			"Cuando los guardias robarían un libro por un efecto especial, puntúan 1 estrella en su lugar; elegir un libro roba dos y se queda uno.",
			"1 estrella, igual que robar un libro: los guardias acabarían con una carta, así que ganan una estrella. Por qué: coincide con los guardias en la Biblioteca, que puntúan una estrella en lugar del «roba dos, quédate uno» del más fuerte.",
		},
		RulingSoloExchangeSupply: {
			"¿Cómo intercambian un recurso los guardias cuando en la reserva falta la clase de la que menos tienen?",
			"Los guardias dan un cubo de la clase de la que más tienen por uno de la que menos, entregando el menos raro y tomando el más raro si empatan.",
			"Toman la clase de la que menos tienen entre las que aún hay en la reserva (la más rara si empatan), nunca la que dan; si la reserva no tiene otra clase, o los guardias no tienen recursos, no intercambian. Por qué: el intercambio toma un cubo de la reserva, así que solo pueden elegirse clases que estén en ella.",
		},
		RulingInstantGoalTie: {
			"¿Quién reclama un objetivo instantáneo cuando dos pandillas lo cumplen a la vez?",
			"La primera pandilla que cumple el requisito reclama el objetivo instantáneo, y nadie más puede después. Una pandilla que cumple el requisito de un objetivo puede reclamarlo en el acto.",
			"lockup reclama el objetivo en cuanto una pandilla lo cumple. Si varias lo cumplen con la misma entrada, lo reclama la pandilla que hizo la acción; si no, la primera de ellas por el asiento desde el marcador de primer jugador. Por qué: los objetivos solo dan estrellas, así que nadie esperaría; la pandilla que actúa es la que cumplió el requisito con su jugada, y el asiento desde el primer jugador es como el reglamento deshace otros empates.",
		},
		RulingLeaderGoalTie: {
			"¿Quién se lleva el objetivo de líder cuando empatan las pandillas con más?",
			"Una pandilla reclama el objetivo de líder cuando tiene más del tipo y llega al mínimo; otra se lo quita solo superando a quien lo tiene, no empatándolo.",
			"«Más» significa estrictamente más que cada una de las otras: mientras nadie tenga la carta, un empate en la mayoría no reclama nada. Una vez reclamada, la carta solo pasa a una pandilla con estrictamente más que quien la tiene y que cualquier otra, llegando al mínimo; si dos pandillas superan juntas a quien la tiene y empatan, se queda con este. Quien la tiene la conserva aunque su cuenta baje. Por qué: un empate nunca mueve la carta, y una pandilla empatada con otra no tiene más.",
		},
		RulingTomeChoiceFirst: {
			"Una pandilla debe a la vez elegir entre dos libros y robar uno simple: ¿qué se roba primero?",
			"El más fuerte de la Biblioteca (y el símbolo de elegir un libro) roba dos libros, se queda uno y pone el otro al fondo del mazo; otras recompensas y el símbolo de robar un libro roban uno.",
			"Primero se roban los dos libros entre los que se elige; después los robos simples. El orden no cambia nada en la mesa, pero hace que todos los registros de partida se lean igual.",
		},
		RulingTomeKeepBoth: {
			"¿Puede una pandilla quedarse un libro de una elección de dos antes de robar ambos?",
			"Elegir un libro: roba dos cartas de libros, quédate una y devuelve la otra al fondo del mazo.",
			"No: lo que se queda se anota cuando ya se han robado los dos libros. El registro aún no trata un mazo de libros con menos de dos cartas.",
		},
		RulingUnknownCards: {
			"¿Cómo cuenta el registro una carta cuyos valores impresos no conoce?",
			"Los objetivos cuentan bandidos de un tipo, elementos valiosos, objetos y cosas así; los valores impresos en las cartas no están en los reglamentos.",
			"Un bandido que el catálogo de cartas no conoce sigue contando como bandido (sin tipo); los objetos y bandidos desconocidos no suman valiosos; un objetivo que el catálogo no conoce nunca se reclama. El registro pregunta los valores en vez de adivinarlos.",
		},
		RulingGoalCounts: {
			"¿Cuentan para los objetivos los libros pendientes de elegir o los objetos reservados?",
			"Un objetivo se reclama cuando una pandilla cumple su requisito; el requisito cuenta lo que la pandilla tiene.",
			"Los libros cuentan una vez guardados en la mano, no mientras se roban dos para elegir; los objetos reservados no son objetos comprados y no cuentan como objetos.",
		},
		RulingRewardOrder: {
			"En el Comedor y el Bloque de Celdas, ¿puede una pandilla elegir su carta antes que otra más fuerte de allí?",
			"En el Comedor y el Bloque de Celdas las pandillas reclutan bandidos o compran o reservan objetos una tras otra, por orden de fuerza.",
			"No. Se rechaza el reclutamiento, la compra, la reserva o el no elegir nada de una pandilla hasta que cada pandilla por encima de ella en la localización haya reclutado, comprado, reservado, no elegido nada o renunciado; el rechazo nombra a la pandilla que elige primero. Las renuncias pueden llegar en cualquier orden: una renuncia no toma carta y no cambia las recompensas de debajo.",
		},
		RulingChooseNothing: {
			"¿Ha cobrado su recompensa una pandilla que decide no reclutar, no comprar o no intercambiar?",
			"Las pandillas que no cobraron recompensa llevan sus losetas a la Biblioteca; una pandilla puede renunciar a propósito para hacerlo. En las localizaciones 5, 6 y 7 (Economato, Comedor, Bloque de Celdas) la recompensa dice que una pandilla puede intercambiar, reclutar o comprar.",
			"No. Una pandilla que no toma nada allí (no puede pagar, o no elige nada: reward action none, lockup recruit CREW --none, lockup craft CREW --none) no cobró recompensa, y sus losetas van rezagadas a la Biblioteca, donde los rezagados se clasifican y roban libros; solo los cubos de Ladrón que recoge allí, siendo primera, cuentan como recompensa cobrada (decisión bandit-cube-pays). No elegir nada se diferencia de renunciar en que conserva los cubos de Ladrón y toma su turno por orden de fuerza (decisión reward-order). La mesa nunca elige por una pandilla: la localización solo se resuelve cuando cada pandilla que aún puede elegir ha elegido, no ha elegido nada o ha renunciado (lockup next --none anota «nada» para cada una). Cambió en la versión 8 del registro de partida (issue 20): antes, una pandilla que no elegía nada, o callaba, contaba como que había cobrado y recogía sus losetas; los archivos antiguos se reproducen así.",
		},
		RulingBanditPays: {
			"¿Puede el cubo de Ladrón recogido en una localización pagar la recompensa con la que llega?",
			"La pandilla más fuerte en la localización de un Ladrón recoge el cubo de recurso que el Ladrón añadió allí junto con sus demás recompensas; las recompensas se cobran una pandilla tras otra por orden de fuerza, y el texto no dice si el cubo llega antes o después de que la pandilla pague una recompensa que cuesta cubos.",
			"Sí. Los cubos de Ladrón van a la pandilla primera en el paso 1 al cobrar su recompensa, antes de pagar: en el Economato, el Comedor o el Bloque de Celdas ese cubo puede pagar el bandido u objeto que toma allí. Una pandilla primera que renuncia deja los cubos donde están (decisión decline-all); una que no elige nada los recoge igualmente.",
		},
		RulingSoloSpecialBrings: {
			"¿Cuenta en su localización la carta de guardia que trae la carta de guardia especial?",
			"En los niveles exigente y experto una carta de guardia tiene un efecto especial: cuando el jugador la descubre en una localización durante Luces Fuera, la primera carta del mazo de guardias va boca abajo a esa localización, y con el mazo vacío no pasa nada. El texto no dice si esa carta suma a la fuerza de los guardias allí.",
			"Sí. La carta llega mientras se descubren las cartas de guardia de la localización para sumar la fuerza de los guardias, así que se descubre enseguida con ellas y su fuerza cuenta. El efecto solo se dispara cuando la carta especial se descubre en Luces Fuera: descubierta antes, por un turno de los guardias, una carta de localización o el «Atlas de Escondites», no hace nada. Por qué: toda carta de guardia en una localización durante Luces Fuera se descubre y se suma (decisión guards-strength), y una carta que nunca contara haría inútil el efecto.",
		},
		RulingSoloCommissary: {
			"En el Economato, ¿qué toman los guardias cuando en la reserva no queda la clase de la que menos tienen?",
			"Siendo los más fuertes en el Economato, los guardias ganan un cubo de la clase de la que menos tienen, la más rara de ellas si empatan (oro, hierro, pociones, desperdicios). Los cubos salen de la reserva, que puede haberse quedado sin esa clase.",
			"Toman la clase de la que menos tienen entre las que aún hay en la reserva, la más rara de ellas si empatan; con la reserva vacía no ganan nada, y su recompensa cuenta igualmente como cobrada. Por qué: la recompensa es un cubo de la reserva, así que solo puede elegirse una clase que esté en ella; así se lee también el intercambio de recursos de los guardias (decisión solo-exchange-supply).",
		},
		RulingSoloChowHallShort: {
			"En el Comedor, ¿qué se llevan los guardias cuando hay menos de dos bandidos en los espacios de bandido?",
			"Siendo los más fuertes en el Comedor, los guardias se llevan gratis dos bandidos, los que muestran más símbolos de sospecha, y si empatan el de la localización de número más bajo. Los espacios de bandido pueden estar vacíos cuando se ha agotado el mazo (decisión empty-deck) o después de que el jugador reclutara allí antes en la fase.",
			"Se llevan los bandidos que haya: uno si solo queda uno, ninguno si todos los espacios están vacíos; su recompensa cuenta igualmente como cobrada, así que sus cartas de guardia no van rezagadas. Por qué: los guardias nunca pagan bandidos, así que no hay otra cosa que tomar en su lugar, y una recompensa ofrecida y hallada vacía no es una recompensa rechazada.",
		},
		RulingSoloCellBlockTie: {
			"En el Bloque de Celdas, ¿qué objeto toman los guardias cuando empatan uno del despliegue y uno reservado?",
			"Los guardias compran el objeto de mayor valor de reputación que puedan pagar, del despliegue o de entre los que reservaron, y deshacen empates con el objeto más cercano al mazo de objetos. Los objetos reservados están boca abajo en la zona de los guardias, no en la fila del despliegue, así que no tienen distancia al mazo.",
			"Gana el empate el objeto del despliegue; entre reservados empatados, el que los guardias reservaron primero. Por qué: solo los objetos del despliegue están en la fila junto al mazo de objetos, así que uno del despliegue es el «más cercano»; y comprarlo es la mejor jugada para los guardias, pues el jugador podría llevarse un objeto del despliegue mientras que uno reservado solo es suyo (el reglamento de Breakout resuelve igual los Gólems de los guardias, como más les convenga).",
		},
		RulingSoloCellBlockNone: {
			"¿Qué hacen los guardias en el Bloque de Celdas cuando no pueden ni comprar ni reservar un objeto?",
			"Los guardias compran el mejor objeto que puedan pagar; si no pueden, reservan gratis el mejor del despliegue. Nada se dice de un despliegue vacío (el mazo de objetos puede haberse agotado, decisión empty-deck) sin objeto reservado que puedan pagar.",
			"No hacen nada y no cobran recompensa: sus cartas de guardia van rezagadas a la Biblioteca, donde, siendo primeras o segundas, puntúan una estrella en vez de libros. Deciden con sus propias reglas, hiciera lo que hiciera la pandilla por encima de ellos (su elección, o ninguna). Por qué: una pandilla o los guardias que no cobraron recompensa van rezagados (reglamento básico, «Fase de Luces Fuera», paso 4), y el texto de la Biblioteca en solitario dice que las cartas de guardia llegan allí cuando no cobran recompensa en otro sitio. Cambió en la versión 8 del registro de partida (issue 20): antes, sus cartas volvían.",
		},
		RulingSoloSeating: {
			"En solitario, ¿cómo se deshacen los empates entre el jugador y los guardias, y quién juega el primer turno?",
			"Los turnos se alternan entre el jugador y los guardias empezando por quien tenga el marcador de primer jugador, que los guardias reciben en la preparación. Los empates en una localización siguen el sentido horario desde quien tiene el marcador, pero los guardias no tienen asiento en la mesa.",
			"Quien tiene el marcador de primer jugador gana todo empate de fuerza con el otro bando y juega el primer turno de la Fase de Recuento; el marcador solo cambia de manos en el Patio de Ejercicios. Por qué: con dos bandos, ir en sentido horario desde quien lo tiene siempre llega primero a él, se imagine donde se imagine sentados a los guardias; lockup sienta a los guardias a la izquierda del jugador, lo que no cambia nada.",
		},
		RulingSoloEditionDecks: {
			"¿Qué mazos de guardias usa la primera edición de 2018?",
			"La preparación en solitario de 2018 baraja las siete cartas de guardia azules y las cinco verdes; su sección de dificultad ofrece después las amarillas y las rojas, con la misma carta especial, como ajustes más difíciles. El reglamento de 2019 llama a los tres niveles fácil, exigente y experto.",
			"Una partida de 2018 puede jugarse en cualquiera de los tres niveles: el moderado es el mazo azul y verde de la preparación, exigente y experto cambian las verdes por las amarillas o las rojas, con el efecto de la carta especial. Por qué: el propio reglamento de 2018 imprime los niveles difíciles; solo el nombre del nivel moderado es nuevo en 2019.",
		},
		RulingSoloNoFaceDownCard: {
			"En un turno de los guardias, ¿y si no queda ninguna carta de guardia boca abajo?",
			"Cada turno de los guardias empieza con el jugador descubriendo la carta de guardia boca abajo que elija, y luego la primera carta de localización. Tras suficientes turnos todas las cartas de guardia del tablero pueden estar ya boca arriba.",
			"El jugador no descubre nada y pasa directamente a la carta de localización; el turno de los guardias sigue ocurriendo. Por qué: la carta de localización es la parte del turno que mueve a los guardias; no queda carta que elegir, así que ese paso simplemente se salta.",
		},
		RulingSoloGuardsGoals: {
			"En solitario, ¿compiten los guardias por el objetivo de líder y el de final de partida?",
			"La preparación en solitario es la de dos jugadores sin objetivo instantáneo, así que junto al tablero hay un objetivo de líder y uno de final de partida; la puntuación final es la de dos jugadores, salvo por los cubos sobrantes de los guardias. Nada dice quién puede tener los objetivos.",
			"Los guardias reclaman el objetivo de líder y puntúan el de final de partida exactamente como lo haría una segunda pandilla, con lo que hay en el tablero de guardias (objetos, bandidos, valiosos, cubos). Por qué: el final es una puntuación de dos jugadores con una sola excepción nombrada, los cubos de los guardias; dejar a los guardias fuera de los objetivos sería una segunda excepción que el reglamento no hace.",
		},
		RulingSoloGuardsRewards: {
			"En solitario, ¿qué cobran los guardias en las localizaciones 1 a 4 (Patio de Ejercicios, Cloaca, Enfermería, Forja)?",
			"La sección de Luces Fuera en solitario escribe reglas especiales para los guardias solo en cuatro localizaciones (5, 6, 7 y 8); por lo demás, cada localización se resuelve como en la partida multijugador.",
			"En las demás localizaciones los guardias cobran la recompensa de su puesto como una pandilla (cantidades de dos jugadores), toman el marcador de primer jugador en el Patio de Ejercicios y recogen los cubos de un Ladrón; las cartas de guardia que no cobran nada pasan a la Biblioteca, donde la mayor y la segunda mayor fuerza puntúan 1 estrella. Por qué: donde la sección calla se aplican las reglas multijugador, y para ellas los guardias son una pandilla (decisión solo-seating).",
		},
		RulingBOSoloSetup: {
			"¿Cómo se prepara Breakout en solitario: cuántos marcadores de túnel de cada clase y cuántas fichas de botín en cada pila?",
			"Cada pila de botín tiene una ficha por jugador, y la tabla de marcadores de túnel empieza en dos jugadores (5 derrumbados, 1 simple y 1 doble). La preparación de Breakout en solitario añade la linterna de los guardias y no dice nada de estas cantidades.",
			"Se prepara como una partida a dos: 5 marcadores de túnel derrumbados, 1 simple y 1 doble, y 2 fichas de botín en cada pila. Por qué: dos linternas recorren las catacumbas, la tuya y la de los guardias, y cada una toma una ficha de la pila a la que llega, así que cada pila necesita dos; la preparación básica en solitario ya juega en todo lo demás con la cuenta de dos jugadores (decisión solo-two-player).",
		},
		RulingBOSoloLegendCard: {
			"En Breakout en solitario, ¿puede un turno de los guardias descubrir la carta de guardia de la carta de leyenda?",
			"Al comienzo de cada Fase de Recuento se pone una octava carta de guardia boca abajo sobre la carta de leyenda boca arriba. En un turno de los guardias el jugador descubre la carta de guardia boca abajo que elija; la carta de leyenda no es una localización, y las losetas de las pandillas sobre ella siguen ocultas hasta resolverla.",
			"Sí. La carta de guardia de la leyenda es una carta de guardia boca abajo como las demás: en un turno de los guardias el jugador puede elegirla (`lockup guards turn --reveal legend`), y el «Atlas de Escondites» puede descubrirla (`lockup tome play CREW \"Atlas of Hideouts\" --target legend`); cuando es la única boca abajo, el turno de los guardias la descubre. Cuenta en la carta de leyenda al resolverse esta, tras la Biblioteca; descubierta antes, el jugador conoce su fuerza desde entonces. Si es la carta de guardia especial, al descubrirse no trae carta: su efecto pone una carta en una localización, y la carta de leyenda lleva una sola carta de guardia (descubierta antes, como toda carta especial, no tiene efecto). Cambió en la versión 8 del registro de partida (issue 20): antes esta decisión dejaba la carta boca abajo hasta resolver la leyenda, lo que no permite el «cualquier carta de guardia boca abajo» del reglamento básico (turnos de los guardias y nota del Atlas de Escondites); los archivos escritos antes de la versión 8 se reproducen como se jugaron. Por qué: el texto básico deja descubrir cualquier carta de guardia boca abajo, y el reglamento de Breakout pone esta boca abajo sin excepción.",
		},
		RulingBOSoloFork: {
			"En Breakout en solitario, ¿qué camino toman los guardias cuando ambos caminos cuestan algo, ninguno cuesta, o salen más de dos?",
			"Ante dos caminos, los guardias van por el que tiene coste si pueden pagar lo que pide, y por el otro si no. Nada se dice de dos caminos con coste, dos gratuitos, un espacio con tres o más caminos, o un coste que no pueden pagar en ninguno.",
			"Los guardias miran todos los caminos que salen de su espacio: toman uno con coste que puedan pagar si lo hay, si no uno gratuito, y si no se quedan donde están (pierden el avance, como una pandilla que no puede pagar no puede ir por ahí). Cuando sirven varios, toman el que lleva al espacio que más vale en la puntuación final: su número impreso, la TUMBA 15, FUGADO más que cualquier espacio; un espacio numerado va antes que la TUMBA cuando ambos valen 15. Por qué: el primer paso mantiene la regla del propio libro, y los números impresos están en el tablero para que cualquiera los compruebe, así que la mesa puede seguir a los guardias sin lockup.",
		},
		RulingBOSoloWild: {
			"En Breakout en solitario, ¿de qué clase es cada elemento valioso comodín de los guardias?",
			"Un símbolo de elemento valioso comodín, como el objeto Sacred Robes, es un valioso de la clase que elija su dueño, solo en la puntuación final. Las reglas de solitario puntúan los Gólems de los guardias del modo que más les convenga y no dicen nada de sus comodines.",
			"Todo comodín de los guardias cuenta como la clase que cuenta el objetivo de final de partida cuando este cuenta escudos, gemas o magia, y como valioso cuando cuenta todos los valiosos; para cualquier otro objetivo su clase no cambia nada, y cuenta donde cuenta todo valioso (Demonios). Por qué: como con sus Gólems, la elección es la que más conviene a los guardias; contar para el objetivo solo puede subir su cuenta, lo que les da el objetivo o, en un empate, te impide puntuarlo, así que ninguna otra elección es mejor.",
		},
		RulingBOSoloShapeshifter: {
			"En Breakout en solitario, ¿qué pasa cuando los guardias se llevan un Cambiaformas?",
			"Quien recluta un Cambiaformas lo descarta, roba tres bandidos de la parte superior del mazo de bandidos, se queda uno y descarta el resto, y repite si el que se queda es otro Cambiaformas. Los guardias se llevan bandidos gratis en el Comedor; nada dice cómo elegirían entre los tres.",
			"El Cambiaformas se descarta y sigue contando como uno de los dos bandidos que se llevan los guardias. Roba tres bandidos del mazo (menos si quedan menos, ninguno de un mazo vacío): los guardias se quedan el que muestra más símbolos de sospecha, el primero robado si empatan, y los demás se descartan. Un Cambiaformas que se quedan se descarta a su vez y se roban tres más. El bandido que se quedan aporta sus elementos valiosos y efectos especiales como cualquiera que se lleven los guardias. Por qué: los guardias ya eligen bandidos por sus símbolos de sospecha en el Comedor, que cualquiera puede leer en las cartas, y el primero robado ocupa el lugar de la localización de número más bajo.",
		},
		RulingBOSoloReserveItem: {
			"¿Qué objeto reservan los guardias con el símbolo de reservar objeto de Breakout?",
			"Reservar objeto deja a su dueño tomar gratis, boca abajo, un objeto del despliegue que elija. Las reglas de solitario no dicen cuál toman los guardias.",
			"Reservan como en el Bloque de Celdas cuando no pueden comprar: el objeto del despliegue de mayor reputación, el más cercano al mazo de objetos si empatan; con el despliegue vacío no pasa nada. Por qué: es la única regla que tienen los guardias para elegir un objeto que reservar, y se comprueba de un vistazo.",
		},
		RulingBOTunnelStay: {
			"¿Puede una pandilla dejar su linterna donde está en un túnel sin renunciar a toda la recompensa?",
			"La pandilla de un buscador puede avanzar su linterna hasta un espacio (túnel simple) o dos (doble). El avance es una recompensa y, como toda recompensa, puede rechazarse, lo que manda las losetas de la pandilla a la Biblioteca.",
			"Sí: «hasta» incluye ningún espacio. La pandilla deja su linterna donde está (`lockup lantern CREW --stay`); tras un espacio de un túnel doble puede pararse igual. Una linterna que se queda antes de dar ningún paso no ha avanzado, así que el avance no es recompensa: una pandilla cuya única recompensa allí era el avance no cobró nada y sus losetas van rezagadas a la Biblioteca, como si renunciara. Una pandilla que cobró allí la recompensa de la localización vuelve a casa en cualquier caso. Lo mismo vale para un buscador cuya linterna está en la TUMBA o en FUGADO: no puede avanzar, así que el avance no es recompensa para él. Por qué: el avance es una recompensa propia junto a la de la localización (nota de «Resolving Tunnel Locations»), y una pandilla va rezagada cuando no cobró nada (reglamento básico, «Fase de Luces Fuera», paso 4). Cambió en la versión 8 del registro de partida (issue 20): antes, una pandilla que se quedaba recogía sus losetas.",
		},
		RulingBOExplorerProgress: {
			"¿Cómo compara el registro las linternas para el objetivo Explorer?",
			"Para el objetivo Explorer las notas del reglamento ponen el espacio «13» más allá de la TUMBA y cuentan «9» y «10» a la misma distancia; un dueño fugado conserva la carta.",
			"Las linternas se comparan por el número de su espacio, con 9 y 10 iguales, la TUMBA justo después del 12 y antes del 13, y FUGADO más allá de todo espacio. La ENTRADA cuenta como ningún avance. Por qué: los números impresos crecen cuanto más hondo está un espacio, y las notas nombran los dos únicos lugares donde ese orden necesita ayuda.",
		},
		RulingBOTableEffects: {
			"¿Qué hace el registro con una carta de leyenda o una ficha de botín cuyo efecto no está escrito en símbolos?",
			"Las cartas de leyenda premian o castigan a las pandillas por su puesto en la carta, y las fichas de botín tienen efectos propios; ninguno está impreso en el reglamento.",
			"El jugador escribe una vez los símbolos de cada carta en el catálogo de cartas. Lo que una carta hace más allá de esos símbolos se juega en la mesa y se anota como cambios (cubos, poder, sospecha, estrellas, libros de una pandilla), que el registro comprueba contra los tableros y la reserva. Los símbolos de una carta de leyenda van a la pandilla primera en ella; en solitario los guardias toman 2 estrellas en lugar de cualquier recompensa. Por qué: no se inventa nada, y todo cambio pasa los mismos límites que el resto de la partida.",
		},
		RulingBOTunnelMarker: {
			"En un túnel del Patio de Ejercicios, ¿el marcador de primer jugador de quién deshace un empate entre las pandillas con buscador?",
			"Las pandillas con buscador se comparan después de cobrar las recompensas de la localización; los empates de fuerza siguen el sentido horario desde quien tiene el marcador de primer jugador. La recompensa del Patio de Ejercicios pasa el marcador a la pandilla más fuerte de allí.",
			"El marcador tal como está cuando se comparan los buscadores, tras las recompensas: en el Patio de Ejercicios el empate se deshace en sentido horario desde la pandilla que acaba de tomar el marcador, aunque la clasificación de la propia localización deshizo los empates desde quien lo tenía al llegar a ella. Por qué: los pasos del túnel siguen al cobro de las recompensas, como la decisión legend-marker lee el marcador al resolverse la carta de leyenda. Decidido para la versión 8 del registro de partida (issue 20); antes el registro deshacía el empate desde quien tenía el marcador al llegar a la localización, y los archivos antiguos se reproducen así.",
		},
		RulingBOWildChoice: {
			"¿Como qué cuenta el elemento valioso comodín de cada pandilla en la puntuación final?",
			"Un símbolo de elemento valioso comodín, como el objeto Sacred Robes («Notes»), es un valioso de la clase que elija su dueño, escudo, gema o magia, solo en la puntuación final. El libro no dice cómo debe elegir por un jugador una aplicación de ayuda, ni qué pasa cuando varias elecciones puntúan igual.",
			"lockup hace la elección que da al dueño el mayor total final, con los tableros de las demás pandillas como están (sus comodines contados según sus propias elecciones): prueba cada clase para cada comodín. Solo el objetivo de final de partida puede depender de la clase: los Demonios cuentan todo valioso sea cual sea su clase, y el objetivo de líder se queda con quien lo tenía al acabar la partida (decisión bo-wild-leader-goal). El dueño elige para sí aunque su elección cueste a otra pandilla su puesto en un objetivo de mayoría y segunda mayoría. Cuando varias elecciones puntúan igual para el dueño, lockup toma la que cuenta más comodines como lo que cuenta el objetivo de final de partida (escudos, gemas o magia) y el resto como escudos (como gemas cuando el objetivo cuenta escudos); cuando ninguna puntuación depende de la clase (un objetivo que cuenta todo valioso, u otra cosa), lockup no nombra clase y lo dice. La puntuación dice, en una nota, como qué contaron los comodines de cada pandilla. Por qué: es lo que elegiría un jugador en la mesa, y contar para el objetivo nunca baja el premio de su dueño (una cuenta mayor nunca queda por debajo), así que la regla de empate solo nombra una elección tan buena como cualquiera. Los guardias eligen por la decisión bo-solo-wild, que llega a lo mismo.",
		},
		RulingBOWildLeaderGoal: {
			"¿Puede un elemento valioso comodín mover el objetivo de líder en la puntuación final?",
			"Quien tiene la carta de objetivo de líder al acabar la partida la puntúa en la puntuación final; un objetivo de líder se reclama y cambia de manos durante la partida («Reclamar Objetivos», pág. 13). Los comodines y las Sacred Robes cuentan como valiosos solo en la puntuación final (Breakout «Special Effect Icons», «Notes»).",
			"No. El objetivo de líder puntúa para quien lo tenía al acabar la partida; la puntuación final, único momento en que cuenta un comodín, llega después del final y de la redada final, así que nunca reclama ni quita un objetivo de líder, ni siquiera uno que cuente valiosos de una clase. Por qué: la carta la puntúa quien la tiene al final, y un comodín no es valioso hasta la puntuación que sigue.",
		},
		RulingFirstEditionLeaderGoal: {
			"Primera edición de 2018: ¿cuántos del tipo pide un objetivo de líder?",
			"El texto de 2018 pide a quien reclama tener elementos valiosos o bandidos del tipo de la carta, al menos dos, y luego seguir siendo quien más tiene; el de 2019 pide la mayoría del tipo y el mínimo que indique la carta. Ambos dicen que un objetivo se reclama cumpliendo el requisito de la carta.",
			"En una partida creada con --edition 2018 un objetivo de líder solo lo reclama una pandilla con la mayoría de lo que cuenta y al menos dos, o el mínimo propio de la carta cuando imprime uno mayor; un Enano solo nunca reclama «más Enanos» en ella. Una partida de 2019 usa el mínimo que indique la carta (ninguno: basta uno). Por qué: el mínimo de dos de 2018 está impreso como parte de la regla, no de una carta, y el requisito de la carta sigue debiendo cumplirse; el registro lo aplica a las partidas de 2018 desde la versión 8 del registro de partida, y las entradas antiguas se reproducen como se jugaron.",
		},
		RulingFirstEditionCards: {
			"Primera edición de 2018: ¿qué cartas no puede tener una partida de 2018?",
			"La caja de 2018 trae 30 objetos, 29 bandidos, 19 libros y 12 objetivos, ningún rasgo y tableros de pandilla de una cara; su sección de bandidos describe solo Cultistas, Demonios, Enanos, Hobgoblins y Hombres-Rata, y su lista de símbolos no tiene el de elegir un libro (el libro de 2019 añade Ladrones, Desuellamentes y ese símbolo).",
			"Una partida creada con --edition 2018 rechaza la preparación avanzada (necesita el lado B de los tableros y rasgos), una carta de Ladrón o de Desuellamentes y, sin Breakout, toda carta con el símbolo de elegir un libro, al anotar la carta en la preparación y al robarla después (despliegue, espacios de bandido, el robo de un Cambiaformas, un beneficio inicial). Los archivos de estado y de resolve con `edition: 2018` rechazan lo mismo. Con Breakout se acepta el símbolo de elegir un libro: el reglamento de Breakout no dice qué símbolos básicos muestran sus cartas, y lockup no distingue por el nombre una carta básica de una de la expansión, así que un rechazo podría parar una partida bien jugada; Ladrones y Desuellamentes siguen rechazados: son tipos básicos, y Breakout nombra los tipos que añade (Dríades, Fungoides, Gólems, Cambiaformas). Por qué: estas cartas no están en la caja de 2018, así que anotar una es un error en la edición o en la carta; desde la versión 8 del registro de partida (las partidas de 2018 más antiguas se reproducen como se jugaron).",
		},
	}
}
