package rules

// The rules reference in Chinese. Every summary is written for this project
// from the Chinese translation of the 2018 first edition, in our own words,
// never the book's sentences; each cites the section title as that book
// prints it and the page where the book names one (its cross-references
// name pages 10 to 14). The rules are those lockup plays (2019); where the
// 2018 book says otherwise, FirstEdition says so. The game's words are the
// book's: 团队, 组员标记, 瞭望员, 执行者, 暴徒, 典籍卡, 突击检查, 点名阶段,
// 熄灯阶段, 巡逻阶段... The book has no Chinese text for solitary mode
// (printed in English), Bandits, Flayers, traits, the advanced setup and
// Breakout: those topics are our translation (Ours) and cite the English
// rulebooks.

// Chinese sections cited more than once.
var (
	zhSetup        = zh("游戏设置", 0)
	zhHowToPlay    = zh("如何游戏", 0)
	zhAssign       = zh("I. 点名阶段 – 分配组员标记", 0)
	zhPass         = zh("I. 点名阶段 – 略过", 0)
	zhStrength     = zh("II. 熄灯阶段 – 1. 确定组员的力量", 0)
	zhGainSusp     = zh("II. 熄灯阶段 – 2. 获得可疑", 0)
	zhRewards      = zh("II. 熄灯阶段 – 3. 领取奖励", 0)
	zhStragglers   = zh("II. 熄灯阶段 – 4. 移动散乱的组员到图书馆", 0)
	zhLimits       = zh("III. 巡逻阶段 – 1. 检查资源限制", 0)
	zhRefill       = zh("III. 巡逻阶段 – 2. 补充展示物品卡", 0)
	zhAdvanceGoons = zh("III. 巡逻阶段 – 3. 推动暴徒卡", 0)
	zhAddSusp      = zh("III. 巡逻阶段 – 4. 添加可疑方块", 0)
	zhGameEnd      = zh("游戏结束", 0)
	zhFinalScoring = zh("游戏结束 – 最终得分", 0)
	zhRaids        = zh("突击检查", 11)
	zhGoals        = zh("索取目标", 12)
	zhLeader       = zh("索取目标 – 最佳目标卡", 12)
	zhInstant      = zh("索取目标 – 即时目标卡", 12)
	zhEndGoal      = zh("索取目标 – 终局目标卡", 12)
	zhCrafting     = zh("制作物品", 14)
	zhReserving    = zh("制作物品 – 保留物品", 14)
	zhRecruiting   = zh("招募暴徒", 13)
	zhIcons        = zh("特殊效果图标", 0)
	zhCrewTokens   = zh("组员标记", 0)
	zhCubes        = zh("力量 & 可疑方块", 0)
	zhResources    = zh("资源方块", 0)
	zhItems        = zh("物品卡", 0)
	zhGoons        = zh("暴徒卡", 0)
)

func zhPlace(section string) Source { return zh("位置奖励 – "+section, 10) }

func zhGoon(section string) Source { return zh("招募暴徒 – "+section, 13) }

func topicsZH() map[string]Translation {
	return map[string]Translation{
		// 设置与配件。
		"setup": {
			Title: "游戏设置",
			Summary: "按玩家人数把游戏版图翻到对应的一面（1–2人或3–5人），回合标记放在第1格。向物品展示区翻开“玩家人数+1”张物品卡；五个暴徒空位（地点2至6）各翻开一张暴徒卡，再照每张暴徒卡的可疑图标在该地点放上可疑方块。" +
				"每个团队拿自己的组员板（A面）并放1个力量方块，拿6个组员标记（5人游戏时每人把“2”放回盒中）和一个禁闭室，威望标记放在10。" +
				"最佳目标、即时目标、终局目标各抽一张翻开；起始玩家标记交给最爱惹事的那位。",
			Sources:      []Source{zhSetup},
			FirstEdition: "2018年版的设置相同，只是组员板只有一面；2018年的规则书把游戏版图的1–2人面叫作“A面”，3–5人面叫作“B面”。",
		},
		"components": {
			Title: "配件及数量",
			Summary: "2019年版盒中有废料25、铁块15、药剂15、金块10，力量方块22、可疑方块12，物品卡34、暴徒卡33、典籍卡28、目标卡18、特质卡18，五个团队各6个组员标记；单人模式另有警卫板1块、警卫卡22张、地点卡8张。" +
				"资源以盒中数量为上限。Breakout 扩展加入物品8、暴徒11、典籍7、特质10、目标6、传奇卡18、战利品标记22、隧道标记9、探索者和灯笼各5、警卫卡4、地点卡1。",
			Sources:      []Source{zh("配件", 0), zhResources, srcBoComponents},
			FirstEdition: "2018年版盒中有物品卡30、暴徒卡29、典籍卡19、目标卡12，没有特质卡；方块、组员标记、警卫卡和地点卡与2019年版相同。",
		},
		"crew-tokens": {
			Title: "组员标记与禁闭室",
			Summary: "每个团队有6个标记：瞭望员（力量0）、执行者（力量等于其力量方块数），以及力量为2、3、4、5的标记；5人游戏时“2”留在盒中。" +
				"标记平时放在团队的禁闭室里，只有自己看得到。每回合每个团队最多可把两个标记面朝下分配（2人游戏为三个），其余必须面朝上。Breakout 扩展加入第七个标记：探索者（力量1）。",
			Sources: []Source{zhCrewTokens, zh("禁闭室", 0), zhSetup, zhAssign},
		},
		"lookout": {
			Title: "瞭望员",
			Summary: "瞭望员（眼睛图标）的力量永远是0。某团队的瞭望员在一个地点时，该团队永远拿不到那里的可疑方块：方块归没有瞭望员在场的最强团队；若在场各团队都有瞭望员在，方块就留在原地。" +
				"瞭望员仍算在场，所以它的团队可以领取奖励；若一个地点只有某团队的瞭望员，该团队就是那里力量最高的。",
			Sources: []Source{zhCrewTokens, zhStrength, zhGainSusp, zhRewards},
		},
		"enforcer": {
			Title: "执行者与力量方块",
			Summary: "执行者（拳头图标）的力量等于该地点结算时其团队组员板上的力量方块数。每个团队开局有1个力量方块（进阶设置则按组员板所示）。" +
				"力量方块来自运动场和增加力量图标；每个半兽人按其主人的力量方块数得分，每块1星。中文规则书用“力量”同时指组员的力量值和力量方块，本参考沿用这一用词。",
			Sources: []Source{zhCrewTokens, zhCubes, zhStrength, zhSetup},
		},
		"suspicion": {
			Title: "可疑方块",
			Summary: "可疑方块共12个。设置时和每个巡逻阶段，暴徒的可疑图标都会在它所在地点放上方块；熄灯阶段中，在该地点没有瞭望员的最强团队把那里的方块全部拿到自己的组员板上。" +
				"巡逻阶段若供应堆不够放新的方块，先进行一次突击检查；游戏结束时也一定会再检查一次。突击检查惩罚可疑方块最多的团队。排除嫌疑和加深嫌疑图标会把方块从组员板上移走。",
			Sources: []Source{zhCubes, zhGainSusp, zhAddSusp, zhRaids},
		},
		"resources": {
			Title: "资源方块",
			Summary: "四种资源：废料（绿，25）、药剂（蓝，15）、铁块（灰，15）、金块（黄，10），以盒中数量为限。团队在下水道、医务室、铁匠铺和小卖部获得资源，用来制作物品、保留物品和招募暴徒。" +
				"最终得分时，每个废料、药剂、铁块值1星，每个金块值2星。每个巡逻阶段都要检查存储限制。",
			Sources: []Source{zhResources, zhFinalScoring},
		},
		"storage-limit": {
			Title: "存储限制",
			Summary: "只有巡逻阶段第1步才检查限制：资源超过上限的团队自选多余的方块退回供应堆。两次检查之间，团队持有多少都可以。" +
				"组员板A面的上限是5；B面的组员板可能印着别的数字；每个资源限制增加图标加1。第六回合没有巡逻阶段，所以最终得分前不会弃掉任何资源。警卫没有上限。",
			Sources:      []Source{zhLimits, zhIcons, srcAdvanced, srcSoloPatrol},
			FirstEdition: "2018年的规则书直接给出上限5，不提板面（它的组员板只有一面）。",
		},
		"valuables": {
			Title: "贵重物品",
			Summary: "物品和部分暴徒带有三类贵重物品：刀刃（2019年英文版称盾牌）、宝石和魔法。最佳目标比较它们，每个恶魔按每件贵重物品得2星，部分终局目标也计算它们。" +
				"Breakout 的万能贵重物品图标和物品 Sacred Robes 只在最终得分时算作主人所选的一类。",
			Sources:      []Source{zhItems, zhGoons, srcBoNotes, srcBoIcons},
			FirstEdition: "2018年的中文译本把盾牌叫作“刀刃”，本参考沿用书中的叫法。",
		},
		"items": {
			Title: "物品卡",
			Summary: "在牢房花费物品所需的资源即可制作；制作者立刻获得物品的威望星和贵重物品，并执行其特殊效果。" +
				"展示区的物品数为玩家人数+1，每个巡逻阶段补满。物品可以先保留，之后再制作。游戏结束时邪教者按物品计分，争夺胜利打平时物品卡多者胜。",
			Sources:      []Source{zhItems, zhCrafting, zhRefill, zhFinalScoring},
			FirstEdition: "2018年版有30张物品卡，而不是34张。",
		},
		"tomes": {
			Title: "典籍卡",
			Summary: "典籍卡来自图书馆以及获得典籍卡、选择典籍卡图标。每张都要保密，只能用一次；除非卡上另有说明，可以随时使用，用后弃掉。" +
				"在点名阶段已略过的玩家，本阶段剩余时间内不能再用典籍卡；Breakout 的传奇卡结算期间也不能用，除非卡上文字允许。游戏结束时每张未用的典籍卡得1星。",
			Sources:      []Source{zh("典籍卡", 0), zhPass, srcBoLegend, zhFinalScoring},
			FirstEdition: "2018年版有19张典籍卡，而不是28张；它的略过规则明确写出不能再用典籍卡。",
		},
		"first-player": {
			Title: "起始玩家标记",
			Summary: "设置时交给最爱惹事的玩家（单人模式交给警卫）。点名阶段从持有者开始顺时针进行；某地点力量打平时，从持有者（含其本人）起顺时针最近的那位算更强。" +
				"在运动场力量最高的团队拿走（或保住）这个标记；游戏结束时持有者得2星。",
			Sources: []Source{zhSetup, zhStrength, zhPlace("运动场"), zhFinalScoring},
		},
		"reputation": {
			Title: "威望轨道",
			Summary: "各团队从10开始（进阶设置从0开始；警卫从10开始，进阶设置时从20开始）。制作物品和即时目标当场得星，Breakout 中越狱和战利品也给星，最后还有最终得分。" +
				"突击检查会扣星，但任何团队都不会低于0。最终得分后威望最高者获胜。",
			Sources: []Source{zhSetup, zhRaids, zhFinalScoring, srcAdvanced},
		},
		"two-player": {
			Title: "两人游戏",
			Summary: "使用版图的1–2人面，部分奖励等级在这一面没有。每个团队每回合最多可以面朝下放三个标记。下水道或医务室力量最高者得2个方块而不是3个。" +
				"突击检查只罚可疑方块最多的一方，扣6星；打平则谁都不扣。最佳目标值6星；比较最多和第二多的终局目标只给最多者6星，打平则谁都不得。单人模式按两人游戏进行。",
			Sources: []Source{zhAssign, zhPlace("下水道"), zhPlace("医务室"), zhRaids, zhLeader, zhEndGoal},
		},
		"advanced-setup": {
			Title: "进阶设置",
			Summary: "照常设置，但各团队从0威望开始，不拿通常的那个力量方块，改用组员板B面：领取板上所示的起始奖励、力量方块和可疑方块（哥布林和狗头人没有力量方块），并记下该面的存储限制。" +
				"目标和起始玩家确定后，每个团队发两张特质卡；从回合顺序最后一位开始逆时针，每人留一张面朝上并立刻获得其奖励，其余放回盒中。" +
				"作为起始奖励得到的暴徒，其特殊效果和贵重物品立即生效。单人模式中警卫从20开始。",
			Ours:         true,
			FirstEdition: "2018年版没有进阶设置：没有B面，也没有特质卡。用 --edition 2018 建立的游戏会拒绝 --advanced，多人和单人都一样（裁定 first-edition-cards）。",
		},
		"traits": {
			Title:        "特质卡",
			Summary:      "特质卡只在进阶设置中使用。每个团队发两张，留一张面朝上并立刻获得其起始奖励。基础游戏有18张，Breakout 再加10张；奖励印在卡上。",
			Ours:         true,
			FirstEdition: "2018年版没有特质卡。",
		},

		// 阶段。
		"rounds": {
			Title: "回合与阶段",
			Summary: "游戏共六回合，每回合依次进行：点名阶段（分配组员标记）、熄灯阶段（从1到8结算各地点）、巡逻阶段（为下一回合做准备）。" +
				"第六回合跳过巡逻阶段，随后进行最后一次突击检查和最终得分，游戏结束。中文规则书在回合概览里把巡逻阶段写作“巡检阶段”，指的是同一阶段。",
			Sources: []Source{zhHowToPlay, zhGameEnd},
		},
		"roll-call": {
			Title: "点名阶段",
			Summary: "从起始玩家开始顺时针轮流，每次轮到时把一个或多个组员标记放到同一个地点。本回合已经去过的地点不能再去，图书馆永远不能放，每个地点的标记数量没有上限。" +
				"每回合最多两个标记面朝下（两人游戏为三个）。没有标记可放的玩家必须略过，也可以提前略过。略过后到本阶段结束都不再行动，也不能用典籍卡；所有人都略过时阶段结束。",
			Sources:      []Source{zhAssign, zhPass},
			FirstEdition: "2018年的略过规则明确写出：略过的玩家在本阶段不能再使用典籍卡。",
		},
		"lights-out": {
			Title: "熄灯阶段",
			Summary: "各地点从运动场（1）到图书馆（8）逐个结算。每个地点：翻开面朝下的标记，合计各团队的力量（执行者=力量方块数，瞭望员为0）；只有在场的团队参与排名，打平时归起始玩家，否则归顺时针离他最近的一方。" +
				"接着，没有瞭望员在场的最强团队拿走可疑方块；各团队按名次领取奖励并收回标记；没有得到奖励的团队把标记移到图书馆。" +
				"Breakout 在标记离开地点之前结算隧道，图书馆之后结算传奇卡。",
			Sources: []Source{zhStrength, zhGainSusp, zhRewards, zhStragglers, srcBoTunnels, srcBoLegend},
		},
		"stragglers": {
			Title: "散乱的组员与放弃奖励",
			Summary: "在某地点没拿到奖励的团队，把那里的标记移到图书馆，图书馆结算时一起计算；在图书馆本身没拿到的，直接回禁闭室。" +
				"团队可以放弃奖励而去图书馆集结，排在它后面的团队仍领取各自名次的奖励。可自选领取方式的奖励一样也没拿（付不起、不交换、不招募或不制作）的团队，同样算散乱。" +
				"Breakout 中从隧道推进灯笼算奖励；把灯笼留在原处、陵墓或越狱格则不算。单人模式里什么都没领到的警卫卡（牢房无物可制作或保留时也是）移到图书馆，在那里排第一或第二时得1星。" +
				"西班牙文版说这些玩家“可以”移动标记；本参考按英文版和中文版：一定要移。",
			Sources: []Source{zhStragglers, srcBoTunnels, core("Solitary Mode – Lights Out Phase, Library", 0)},
		},
		"patrol": {
			Title: "巡逻阶段",
			Summary: "第六回合跳过。其他回合依次：（1）超过存储限制的团队弃到上限；（2）把物品展示区补到玩家人数+1张；（3）弃掉食堂的暴徒，其余暴徒顺时针推到编号最高的空位，空位用暴徒卡堆补满；（4）每个暴徒按其可疑图标在所在地点放可疑方块，版图上每个强盗再放一个资源方块。" +
				"供应堆可疑方块不够时，先突击检查，再放方块。Breakout 还要把传奇卡放到牌堆底并翻开下一张。中文规则书在回合概览里称此阶段为“巡检阶段”。",
			Sources: []Source{zhLimits, zhRefill, zhAdvanceGoons, zhAddSusp, srcBoPatrol},
		},
		"game-end": {
			Title: "游戏结束与胜负",
			Summary: "第六回合（没有巡逻阶段）之后，无论供应堆里还剩多少可疑方块，都要进行最后一次突击检查，然后最终得分。威望最高者获胜；打平时物品卡最多者胜，再打平则共享胜利。" +
				"单人模式中，团队的威望必须高于警卫才算赢；打平算警卫赢。",
			Sources: []Source{zhGameEnd, zhFinalScoring, srcSoloGameEnd},
		},
		"final-scoring": {
			Title: "最终得分",
			Summary: "最后一次突击检查后各团队计分：持有最佳目标得8星（两人游戏6星）；终局目标；各类暴徒分别计分；剩下的每个废料、药剂、铁块1星，每个金块2星；每张未用的典籍卡1星；起始玩家标记2星。" +
				"有 Breakout 时，未越狱的团队还按灯笼在地下墓穴中的位置得分。威望不会低于0。",
			Sources: []Source{zhFinalScoring, srcBoGameEnd},
		},

		// 地点。
		"exercise-yard": {
			Title:   "运动场（1）",
			Summary: "力量最高者得1个力量方块，并拿走起始玩家标记（已持有则保留）。力量第二者得1个力量方块。其他人一无所获。",
			Sources: []Source{zhPlace("运动场")},
		},
		"sewers": {
			Title:   "下水道（2）",
			Summary: "力量最高者得3个废料（两人游戏2个）。四人或以上时，第二名得2个废料。其余在场团队按名次各得1个废料。",
			Sources: []Source{zhPlace("下水道")},
		},
		"infirmary": {
			Title: "医务室（3）",
			Summary: "力量最高者得3个药剂（两人游戏2个），力量最低者得1个药剂；排在中间的团队什么都没有，成为散乱的组员。" +
				"打平按座位顺序排名，所以几个打平者中排最后的就是最低。只有一个团队在医务室时，它只拿最高者的奖励。",
			Sources: []Source{zhPlace("医务室")},
		},
		"smithy": {
			Title:   "铁匠铺（4）",
			Summary: "力量最高者得2个铁块，第二名得1个铁块。其他人一无所获。",
			Sources: []Source{zhPlace("铁匠铺")},
		},
		"commissary": {
			Title:   "小卖部（5）",
			Summary: "力量最高者自选1个资源。第二名可以用自己的1个资源换供应堆中任意1个。其余在场团队按名次，可以用自己的2个资源换供应堆中任意1个。",
			Sources: []Source{zhPlace("小卖部")},
		},
		"chow-hall": {
			Title: "食堂（6）",
			Summary: "力量最高者可花任意1个资源招募一个暴徒，或花任意4个招募两个。第二名可花1个招募一个，或花5个招募两个。其余在场团队按名次，可花任意2个资源招募一个暴徒。" +
				"只能招募暴徒空位上面朝上的暴徒。",
			Sources: []Source{zhPlace("食堂"), zhRecruiting},
		},
		"cell-block": {
			Title:   "牢房（7）",
			Summary: "每个在场团队按名次，可以制作一件物品，或者保留一件物品。",
			Sources: []Source{zhPlace("牢房"), zhCrafting},
		},
		"library": {
			Title: "图书馆（8）",
			Summary: "任何团队都不能把标记分配到这里；标记只会作为散乱的组员从别处过来。力量最高者摸2张典籍卡，留1张，另1张面朝下放到牌堆底；第二、第三名各摸1张。" +
				"在这里什么都没得到的团队直接收回标记。",
			Sources: []Source{zhPlace("图书馆"), zhAssign, zhStragglers},
		},
		"crafting": {
			Title: "制作物品",
			Summary: "在牢房，团队从展示区选一张面朝上的物品，或选一张之前保留的，支付资源成本后面朝上放在自己面前。它立刻获得物品的威望星并执行其特殊效果。" +
				"Breakout 的改良物品图标允许制作者在那一刻多付一个资源，换取更多星。",
			Sources: []Source{zhCrafting, srcBoIcons},
		},
		"reserving": {
			Title: "保留物品",
			Summary: "在牢房，团队也可以改为支付任意1个资源，从展示区拿任意一张物品面朝下放在自己面前。保留的数量没有上限，主人随时可以查看；之后再到牢房时可以制作。" +
				"Breakout 的保留物品卡图标效果相同，但不用付资源。",
			Sources:      []Source{zhReserving, srcBoIcons},
			FirstEdition: "2018年的文字没有说团队可以随时查看自己保留的物品。",
		},
		"recruiting": {
			Title:   "招募暴徒",
			Summary: "暴徒在食堂招募，价格由团队在那里的名次决定，只能从五个暴徒空位上面朝上的暴徒中挑。招募的团队立刻获得该暴徒的贵重物品和一次性特殊效果；游戏结束时暴徒按其类型计分。",
			Sources: []Source{zhRecruiting, zhPlace("食堂")},
		},

		// 突击检查与目标。
		"raid": {
			Title: "突击检查",
			Summary: "巡逻阶段供应堆不够放新的可疑方块时进行突击检查，游戏结束时也一定进行一次。组员板上可疑方块最多的团队扣8星，第二多的扣4星；最多者打平时每个打平者扣4星，没有人因第二多被扣；第二多打平时每人扣2星。" +
				"两人游戏只罚最多的一方6星，打平则谁都不扣。威望不会低于0。之后所有可疑方块，包括组员板上和各地点上的，都回到供应堆。",
			Sources: []Source{zhRaids, zhAddSusp, zhGameEnd, srcSoloPatrol},
		},
		"goals": {
			Title: "目标卡",
			Summary: "每局使用一张最佳目标、一张即时目标和一张终局目标，设置时抽出（单人模式不用即时目标）。团队在任何时候满足目标卡的要求，都可以立刻索取。" +
				"要求和分值印在卡上；基础游戏有18张目标卡，Breakout 再加6张。",
			Sources:      []Source{zh("目标卡", 0), zhGoals, zhSetup},
			FirstEdition: "2018年版有12张目标卡。",
		},
		"leader-goal": {
			Title: "最佳目标",
			Summary: "拥有卡上所指贵重物品或暴徒类型最多、且达到卡上最低数量的团队可以索取它，从版图旁或从当前持有者那里拿来。只有别的团队严格更多时才易手；打平则留在原处。" +
				"游戏结束时持有者得8星（两人游戏6星）。Breakout 的万能贵重物品永远不会让它易手：它们只在游戏结束后的最终得分时才算。",
			Sources:      []Source{zhLeader, zhFinalScoring, srcBoNotes},
			FirstEdition: "2018年的文字要求该类型至少两个。2018年的游戏只有在最多且至少两个（若卡上最低数量更高则按卡上）时才能索取最佳目标：只有一个矮人时，那里永远拿不到“矮人最多”（裁定 first-edition-leader-goal）。",
		},
		"instant-goal": {
			Title:   "即时目标",
			Summary: "第一个满足要求的团队索取这张卡并立刻得分；此后其他人都不能再索取。单人模式不使用即时目标。",
			Sources: []Source{zhInstant, srcSoloSetup},
		},
		"end-game-goal": {
			Title: "终局目标",
			Summary: "只在最终得分时计分。有些卡奖励某项最多和第二多的团队：8星和4星；最多者打平时每人4星且没有第二名；第二名打平时每人2星。" +
				"两人游戏（及单人模式）最多者得6星，其他人不得分，打平则都不得分。另一些卡让每个满足条件的团队都得星。" +
				"有 Breakout 时，万能贵重物品按主人选择计入贵重物品、刀刃、宝石或魔法类的目标；lockup 会替主人选得分最高的算法并说明。",
			Sources: []Source{zhEndGoal, srcBoNotes, srcBoIcons},
		},

		// 暴徒。
		"goons": {
			Title: "暴徒卡及其类型",
			Summary: "暴徒卡上有类型、贵重物品或特殊效果、可疑图标和计分方式。五个暴徒面朝上放在地点2至6（下水道到食堂）的暴徒空位，它们的图标让可疑方块出现在那些地点。每个巡逻阶段弃掉食堂的暴徒，其余暴徒顺时针尽量往前推到编号最高的空位，再补满空位。" +
				"基础类型：强盗、邪教者、恶魔、矮人、夺心魔、半兽人和鼠人；Breakout 加入树精、菌人、魔像和变形者。",
			Sources:      []Source{zhGoons, zhRecruiting, zhAdvanceGoons, srcBoGoons},
			FirstEdition: "2018年版有29张暴徒卡而不是33张，并且没有强盗和夺心魔。",
		},
		"bandits": {
			Title:        "强盗",
			Summary:      "每个强盗在游戏结束时得3星。它还没被招募时，每个巡逻阶段除了可疑方块，还会在它所在地点放一个它所示资源的方块；下一个熄灯阶段，那里力量最高的团队连同奖励一起拿走这个方块。",
			Ours:         true,
			FirstEdition: "2018年版没有强盗，中文规则书也没有这个词（“强盗”是我们的译名）：2018年的游戏在设置和抽到时都会拒绝强盗（裁定 first-edition-cards）。",
		},
		"cultists": {
			Title:   "邪教者",
			Summary: "每个邪教者按主人的每张物品卡得1星：三个邪教者、四件物品共12星。",
			Sources: []Source{zhGoon("邪教者")},
		},
		"demons": {
			Title:        "恶魔",
			Summary:      "每个恶魔按主人面前卡牌上的每件贵重物品得2星：一个恶魔、八件贵重物品共16星。",
			Sources:      []Source{zhGoon("恶魔")},
			FirstEdition: "2018年的文字只计算魔法类贵重物品，但它的例子把所有贵重物品都算上；我们计算所有贵重物品（裁定 first-edition-demons）。",
		},
		"dwarves": {
			Title:        "矮人",
			Summary:      "矮人合起来计分：1、2、3、4、5、6、7个及以上矮人分别得1、3、7、12、18、25、30星。有 Breakout 时，魔像可以算作矮人。",
			Sources:      []Source{zhGoon("矮人"), srcBoGoons},
			FirstEdition: "2018年的表格漏掉了4个的那一格；我们使用2019年的表格（裁定 first-edition-dwarves）。",
		},
		"flayers": {
			Title:        "夺心魔",
			Summary:      "每个夺心魔在游戏结束时得2星。",
			Ours:         true,
			FirstEdition: "2018年版没有夺心魔，中文规则书也没有这个词（“夺心魔”是我们的译名）：2018年的游戏在设置和抽到时都会拒绝它（裁定 first-edition-cards）。",
		},
		"hobgoblins": {
			Title:   "半兽人",
			Summary: "每个半兽人按主人的每个力量方块得1星：三个半兽人、五个力量方块共15星。",
			Sources: []Source{zhGoon("半兽人")},
		},
		"ratmen": {
			Title:        "鼠人",
			Summary:      "鼠人合起来计分：1、2、3、4、5个及以上鼠人分别得-3、1、6、13、25星，所以只有一个鼠人要扣3星。威望仍不会低于0。有 Breakout 时，魔像可以算作鼠人。",
			Sources:      []Source{zhGoon("鼠人"), zhRaids, srcBoGoons},
			FirstEdition: "2018年的表格印成“-3 | 16 | 13 | 25”；我们按2019年的表格理解（裁定 first-edition-ratmen）。",
		},
		"dryads": {
			Title:   "树精（Breakout）",
			Summary: "每个树精按主人拥有的每个木桶图标得1星，组员板上印的木桶也算。",
			Ours:    true,
		},
		"fungoids": {
			Title:   "菌人（Breakout）",
			Summary: "每个菌人按主人的每个战利品标记得2星（战利品用过后仍留在团队手里）。菌人在巡逻阶段本该前推时改为弃掉，所以每个只在场一回合。",
			Ours:    true,
		},
		"golems": {
			Title:   "魔像（Breakout）",
			Summary: "最终得分时每个魔像算作矮人或鼠人，但只能算作主人已至少有一个的那种；两种都没有时，魔像不得分。除此之外它们是独立的类型。警卫的魔像按对警卫最有利的方式计算。",
			Ours:    true,
		},
		"shapeshifters": {
			Title:   "变形者（Breakout）",
			Summary: "招募到的变形者立刻弃掉；招募者从暴徒卡堆摸三张，留一张，弃另外两张。若留下的又是变形者，就再来一次。",
			Ours:    true,
		},

		// 特殊效果图标。
		"special-effects": {
			Title: "特殊效果图标",
			Summary: "物品或暴徒的特殊效果只发生一次：制作物品或招募暴徒的时候。基础图标：获得资源、排除嫌疑、加深嫌疑、增加力量、获得典籍卡、资源限制增加、资源转换、选择典籍卡。" +
				"Breakout 加入推进灯笼、改良物品、保留物品卡、移除暴徒和万能贵重物品。警卫对其中一些有自己的规则。",
			Sources:      []Source{zhIcons, srcBoIcons, srcSoloEffects},
			FirstEdition: "2018年的图标列表没有选择典籍卡图标；没有 Breakout 的2018年游戏会拒绝带有它的卡（裁定 first-edition-cards）。",
		},
		"gain-resource": {
			Title:   "获得资源图标",
			Summary: "从供应堆拿一个图标所示的资源方块，放到组员板上。",
			Sources: []Source{zhIcons},
		},
		"remove-suspicion": {
			Title:   "排除嫌疑图标",
			Summary: "把组员板上的一个可疑方块放回供应堆。",
			Sources: []Source{zhIcons},
		},
		"give-suspicion": {
			Title:   "加深嫌疑图标",
			Summary: "把自己组员板上的一个可疑方块移到玩家所选对手的组员板上（单人模式中给警卫）。",
			Sources: []Source{zhIcons},
		},
		"gain-power": {
			Title:   "增加力量图标",
			Summary: "从供应堆拿一个力量方块到组员板上，执行者随之变强。",
			Sources: []Source{zhIcons},
		},
		"draw-tome": {
			Title:   "获得典籍卡图标",
			Summary: "摸一张典籍卡。警卫要摸典籍卡时改为得1星。",
			Sources: []Source{zhIcons, srcSoloEffects},
		},
		"increase-storage": {
			Title:   "资源限制增加图标",
			Summary: "该团队的存储限制加1，之后每次巡逻检查都有效。对没有上限的警卫没有作用。",
			Sources: []Source{zhIcons, srcSoloEffects},
		},
		"exchange-resource": {
			Title:   "资源转换图标",
			Summary: "团队可以立刻用组员板上的一个资源换供应堆中任意一个资源。警卫用自己最多的那种换最少的那种；可选时交出最不稀有的，换取最稀有的。",
			Sources: []Source{zhIcons, srcSoloEffects},
		},
		"choose-tome": {
			Title:        "选择典籍卡图标",
			Summary:      "摸两张典籍卡，留一张，另一张面朝下放到典籍卡堆底。",
			Sources:      []Source{zhIcons},
			FirstEdition: "2018年的图标列表中没有这个图标（“选择典籍卡”是我们的译名）：没有 Breakout 的2018年游戏会拒绝带有它的卡（裁定 first-edition-cards）。",
		},
		"advance-lantern": {
			Title:   "推进灯笼图标（Breakout）",
			Summary: "团队可以把灯笼在地下墓穴中前进一格，所选路径有花费就要支付，新格子有战利品就拿取。",
			Ours:    true,
		},
		"improve-item": {
			Title:   "改良物品图标（Breakout）",
			Summary: "制作带有此图标的物品时，制作者可以多付一个所示种类的资源来多得星。每件物品最多改良一次，而且只能在制作当下；用其他方式得到的物品不能改良。警卫从不改良物品。",
			Ours:    true,
		},
		"reserve-item": {
			Title:   "保留物品卡图标（Breakout）",
			Summary: "免费从展示区保留任意一件物品，面朝下放好；之后可以像其他保留的物品一样在牢房制作。",
			Ours:    true,
		},
		"remove-goon": {
			Title:   "移除暴徒图标（Breakout）",
			Summary: "带有此图标的暴徒在巡逻阶段本该移到下一个暴徒空位时，改为进入弃牌堆。",
			Ours:    true,
		},
		"wild-valuable": {
			Title: "万能贵重物品图标（Breakout）",
			Summary: "只在最终得分时算作主人所选的一件贵重物品（例如给恶魔和终局目标计分）；其他任何时候都不算贵重物品，所以永远不能索取或夺走最佳目标。" +
				"恶魔不管它算哪一类都计入；只有刀刃、宝石或魔法类的终局目标才看类别。lockup 把每个团队的万能贵重物品算作对主人最有利的类别（警卫则按目标的算法），并说明每件算作什么。",
			Ours: true,
		},

		// 单人模式：中文规则书的这一部分是英文，以下为我们的翻译。
		"solo": {
			Title: "单人模式",
			Summary: "一个团队对抗警卫。警卫是由警卫牌堆和地点牌堆驱动的自动对手；游戏按两人规则进行，再加上单人模式各节的改动。" +
				"警卫板放警卫的方块、物品和暴徒，警卫的资源没有上限。团队的威望必须高于警卫才算赢；打平算警卫赢。",
			Ours: true,
		},
		"guard-deck": {
			Title: "警卫牌堆、地点牌堆与警卫板",
			Summary: "警卫牌堆有12张：7张蓝色，加上难度对应颜色的5张（警卫卡共22张）。地点牌堆有8张：地点1至6各一张，外加两张“休班”（OFF DUTY）。" +
				"每个巡逻阶段结束时两个牌堆都重新洗混。有 Breakout 时警卫牌堆为8张蓝色加6张所选颜色，地点牌堆多一张。",
			Ours:         true,
			FirstEdition: "2018年的规则书（单人部分为英文）用一个 X 标出两张休班地点卡。",
		},
		"solo-setup": {
			Title:        "单人模式设置",
			Summary:      "按两人游戏设置，但不用即时目标，并从典籍卡堆中拿掉两张《Big Book of Stealth》和两张《Cutthroat Crafting》。警卫的威望标记放在10（进阶设置为20），并拿警卫板和1个力量方块、所选难度的警卫牌堆、洗好的地点牌堆以及起始玩家标记。",
			Ours:         true,
			FirstEdition: "2018年的单人设置没有进阶设置下警卫从20开始的说明，并直接用7张蓝色和5张绿色警卫卡组成牌堆。",
		},
		"solo-roll-call": {
			Title: "单人模式点名阶段",
			Summary: "先按顺序在地点1至7各放一张面朝下的警卫卡，牌堆里留五张。然后从起始玩家标记持有者开始轮流行动。" +
				"警卫回合：玩家自选翻开一张面朝下的警卫卡，再翻开地点牌堆顶的一张：若是地点，就把警卫牌堆顶的一张面朝上放到那里；若是休班，什么都不发生。玩家回合照常进行；玩家放完所有标记时阶段立即结束，警卫不再多行动一次。" +
				"《Atlas of Hideouts》可以改为翻开一张面朝下的警卫卡，而不是偷看组员标记。有 Breakout 时，传奇卡上的那张警卫卡也是双方都可以翻开的面朝下警卫卡之一。",
			Ours: true,
		},
		"solo-lights-out": {
			Title: "单人模式熄灯阶段",
			Summary: "各地点照常按顺序结算，某地点上的警卫卡就是警卫在那里的团队。警卫在小卖部、食堂、牢房和图书馆有自己的规则；在其他地点领取正常奖励。" +
				"没有领到奖励的警卫卡像散乱的组员一样移到图书馆。在较难的等级中，有一张警卫卡翻开时会把另一张警卫卡面朝下带到它所在的地点。",
			Ours: true,
		},
		"solo-commissary": {
			Title:   "单人模式：小卖部",
			Summary: "警卫力量最高时，获得自己最少的那种资源一个；几种一样少时拿最稀有的（金块，其次铁块，再次药剂，最后废料）。在场但不是最高，则什么都不得。",
			Ours:    true,
		},
		"solo-chow-hall": {
			Title:        "单人模式：食堂",
			Summary:      "警卫力量最高时，不付资源直接拿走可疑图标最多的两个暴徒；一样多时拿编号最小的地点上的（最靠近下水道）。他们获得这些暴徒的效果和贵重物品，但摸典籍卡改为得1星。不是最高则什么都不拿。",
			Ours:         true,
			FirstEdition: "2018年的规则书（单人部分为英文）食堂一节没有“警卫获得这些暴徒的效果和贵重物品、典籍卡改为1星”这条说明；两个版本我们都按2019年处理。",
		},
		"solo-cell-block": {
			Title: "单人模式：牢房",
			Summary: "警卫从展示区或自己保留的物品中，制作付得起的威望值最高的一件，同值时选离物品卡堆近的；遇到“任意资源”的成本，花最不稀有的方块。" +
				"什么都做不了时，就按同样的平手规则免费保留威望值最高的物品。" +
				"既无物可制作、展示区也没有物品可保留时，警卫没有奖励，警卫卡作为散乱的组员去图书馆。" +
				"不论排在他们前面的团队选了什么，警卫都按这些规则决定。",
			Ours: true,
		},
		"solo-library": {
			Title:   "单人模式：图书馆",
			Summary: "警卫卡从不直接发到图书馆，只会作为散乱的组员过来。警卫在那里力量第一或第二时，不摸典籍卡，改为得1星。",
			Ours:    true,
		},
		"solo-raid": {
			Title: "单人模式巡逻阶段与突击检查",
			Summary: "玩家要弃到存储限制，警卫永远不弃。突击检查时：玩家可疑方块最多，玩家扣6星，双方组员板上的方块都回供应堆；警卫最多，警卫扣6星，只有警卫的方块回去；打平则谁都不扣，双方的方块都回去。" +
				"各地点上等待的方块无论如何都回去。巡逻阶段结束时，把地点卡和警卫卡分别洗回各自的牌堆。",
			Ours: true,
		},
		"solo-game-end": {
			Title: "单人模式游戏结束",
			Summary: "第六回合之后，不管供应堆里还剩什么，都进行最后一次突击检查，然后按两人游戏最终得分，只是警卫的废料、药剂、铁块不计分，每个金块仍得2星。" +
				"玩家的威望必须严格高于警卫才赢；打平算警卫赢。",
			Ours: true,
		},
		"solo-effects": {
			Title:   "单人模式特殊效果",
			Summary: "警卫因效果要摸的典籍卡变成1星。资源限制增加对他们无效。能转换资源时，他们用最多的那种换最少的那种；可选时交出最不稀有的，换取最稀有的。有 Breakout 时他们从不改良物品。",
			Ours:    true,
		},
		"difficulty": {
			Title: "难度等级",
			Summary: "警卫牌堆由7张蓝卡加上一种颜色的5张组成：绿色为本地看守所（Local Lockup，适中），黄色为老监狱（Ye Olde Jail，挑战），红色为超级地牢（Supermax Dungeon，专家）。" +
				"黄色和红色各有一张卡，在熄灯阶段于某地点翻开时，会把警卫牌堆顶的一张也面朝下带到该地点；警卫牌堆空了则什么都不发生。",
			Ours:         true,
			FirstEdition: "2018年的规则书在设置中用蓝卡和绿卡组牌，只给两个较难的等级命名；牌堆本身相同。",
		},

		// Breakout：我们根据英文规则书所作的翻译。
		"breakout": {
			Title: "Breakout 扩展",
			Summary: "Breakout 给每个团队一个探索者，加入一块地下墓穴版图（灯笼在上面穿行，寻找战利品、陵墓和出路）、地点1至7上的隧道标记，以及每回合由各团队最后一个标记争夺的传奇卡。" +
				"它还加入暴徒、物品、典籍、特质、目标、警卫卡和地点卡，以及新的特殊效果图标。除扩展改动之处外，基础规则照旧。",
			Ours: true,
		},
		"breakout-setup": {
			Title: "Breakout 设置",
			Summary: "把新卡洗入各自的牌堆，照常设置基础游戏。把地下墓穴版图放在主版图下方，每个灯笼放在入口（ENTRANCE），每个战利品图标上放一叠面朝下、数量等于玩家人数的战利品标记。" +
				"按人数取隧道标记（2人：坍塌5、单隧道1、双隧道1；3人：4、2、1；4或5人：3、3、1），在地点1至7各面朝下放一个，翻开后移除坍塌的。" +
				"洗混传奇牌堆，把顶牌翻开放在牌堆上；每个团队把探索者放进禁闭室。",
			Ours: true,
		},
		"seeker": {
			Title:   "探索者（Breakout）",
			Summary: "探索者是每个团队的第七个标记，和其他标记一样分配，力量为1，也像其他标记一样领奖励。在有隧道的地点，它让团队可以在地下墓穴中前进。团队到达陵墓或越狱之后，它依然有用。",
			Ours:    true,
		},
		"legend-cards": {
			Title: "传奇卡（Breakout）",
			Summary: "点名阶段中，每个团队七个标记最多有六个去地点；只剩一个标记的玩家必须略过，并把它面朝下放在当前的传奇卡上——这是上传奇卡的唯一途径，它也不计入面朝下的数量限制。还剩更多标记就略过的团队不放标记，也不参与该卡的排名。" +
				"图书馆结算后，翻开这些标记，比较力量（打平按从起始玩家起的座位顺序）并执行卡牌；期间不能使用典籍卡，除非其文字允许。之后标记回家；巡逻阶段把这张卡放到牌堆底并翻开下一张。",
			Ours: true,
		},
		"tunnels": {
			Title: "隧道地点（Breakout）",
			Summary: "在有隧道的地点，奖励发完之后、标记离开之前，有探索者在场的团队可以推进灯笼：只有一个探索者时归它的团队，有几个时归其中力量最高者（打平按奖励领完后起始玩家标记持有者起的座位顺序；在运动场即刚拿到标记的团队）。单隧道可前进一格，双隧道最多两格。" +
				"前进算作奖励，所以该团队不算散乱，但也可以像其他奖励一样放弃。",
			Ours: true,
		},
		"catacombs": {
			Title: "在地下墓穴中前进（Breakout）",
			Summary: "灯笼沿箭头前进到相连的格子，永不后退；遇到岔路由团队选路，有资源花费的路径必须付费才能走。" +
				"到达战利品图标时，团队查看那里的一叠，留一个，其余面朝下放回，然后必须立刻使用它的效果，或改为得1星。" +
				"最终得分时，没有越狱的团队按灯笼的位置得分。",
			Ours: true,
		},
		"loot": {
			Title:   "战利品标记（Breakout）",
			Summary: "战利品标记共22个；每个战利品图标放一叠，数量等于玩家人数。到达的团队自选一个，立刻使用或拿1星，之后保留这个标记，因为菌人按战利品标记计分。警卫拿最上面的一个，并且总是使用其效果。",
			Ours:    true,
		},
		"tomb": {
			Title:   "卡桑多陵墓（Breakout）",
			Summary: "到达陵墓（TOMB）的灯笼照常在那里拿战利品，之后不能再前进；最终得分时团队因这个位置得15星。它的探索者仍可分配去领奖励、挡住别人。对 Explorer 目标来说，“13”格比陵墓更远。",
			Ours:    true,
		},
		"escape": {
			Title:   "越狱成功：越狱格（ESCAPED）",
			Summary: "到达越狱格的灯笼立刻得17星，当前回合之后每剩一回合再加3星（第四回合到达为23星），之后不再移动。该团队最终得分时不再按灯笼计分，探索者仍可分配。",
			Ours:    true,
		},
		"breakout-goons": {
			Title:   "Breakout 暴徒类型",
			Summary: "Breakout 加入11张四种新类型的暴徒卡：树精按木桶图标计分，菌人按战利品标记计分（一回合后离场），魔像在最终得分时算作矮人或鼠人，变形者在招募时换成摸出的三个暴徒之一。",
			Ours:    true,
		},
		"breakout-icons": {
			Title:   "Breakout 特殊效果图标",
			Summary: "Breakout 加入五个图标：推进灯笼、改良物品、保留物品卡、移除暴徒和万能贵重物品。",
			Ours:    true,
		},
		"breakout-cards": {
			Title: "Breakout 卡牌说明：Explorer、Sacred Robes、Tomb Raider",
			Summary: "Explorer（目标）：“13”格比陵墓远，“9”和“10”格一样远；灯笼已越狱的持有者不会被拿走这张卡。" +
				"Sacred Robes（物品）：只在最终得分时算作主人所选的一件贵重物品。Tomb Raider（目标）：两人游戏中最多者仍得6星，另一方不得分，打平都不得分。",
			Ours: true,
		},
		"breakout-solo": {
			Title: "Breakout 单人模式",
			Summary: "洗入新的警卫卡和地点卡（8张蓝色警卫卡加6张所选等级颜色），给警卫一个放在入口的灯笼；每个点名阶段，第八张警卫卡面朝下放在传奇卡上，和其他面朝下的警卫卡一样：警卫回合或《Atlas of Hideouts》都可以翻开它。" +
				"警卫在任何他们力量最高的隧道地点前进一格，不需要探索者；只要付得起就走有花费的路径，并总是使用最上面战利品标记的效果。" +
				"传奇奖励改为给他们2星；传奇惩罚中有选择时由玩家决定。游戏结束时双方都按灯笼计分，已越狱的除外。",
			Ours: true,
		},

		// 2018 第一版：本书就是第一版的中文翻译。
		"first-edition": {
			Title: "2018 第一版",
			Summary: "本中文规则书译自2018年第一版：物品卡30、暴徒卡29、典籍卡19、目标卡12，没有特质卡，因此没有进阶设置，组员板也没有B面；方块、组员标记、警卫卡和地点卡相同。" +
				"它没有强盗和夺心魔，图标列表缺少选择典籍卡，恶魔、矮人和鼠人的计分印得有误，我们按2019年的规则理解。它的交叉引用把位置奖励放在第10页、突击检查第11页、索取目标第12页、招募暴徒第13页、制作物品第14页。" +
				"lockup new --edition 2018（以及局面或结算文件中的 `edition: 2018`）会拒绝进阶设置、强盗、夺心魔，以及没有 Breakout 时的选择典籍卡图标，按较小的牌堆计数，并在该类型至少两个时才索取最佳目标。",
			Sources: []Source{zh("配件", 0), zhRecruiting, zh("位置奖励", 10), zhRaids},
		},
		"first-edition-goons": {
			Title: "2018 年的暴徒与计分",
			Summary: "2018年的规则书只写了邪教者、恶魔、矮人、半兽人和鼠人。它的恶魔按魔法贵重物品计分，例子却算了全部贵重物品；矮人表格少了4个那一格；鼠人表格把“1”和“6”连在了一起。" +
				"这三种我们都按2019年规则计分。它的最佳目标要求该类型至少两个，2018年的游戏照此执行（卡上最低数量更高时按卡上）；2018年的游戏拒绝强盗和夺心魔。",
			Sources: []Source{zhRecruiting, zhLeader},
		},
		"first-edition-solo": {
			Title: "2018 年的单人模式",
			Summary: "2018年的单人规则（书中为英文）与2019年一致，只是适中难度就是基本设置（7张蓝色和5张绿色警卫卡），没有单独的名字；休班地点卡标着 X；警卫也没有进阶设置的起点。" +
				"它的食堂一节缺少2019年那条说明：警卫拿走的暴徒带来特殊效果和贵重物品，典籍卡变成1星；不过它的特殊效果一节仍把警卫要摸的典籍卡变成1星。两个版本我们都按2019年的说明处理。",
			Sources: []Source{zh("Solitary Mode", 0), zh("SOLITARY LIGHTS OUT PHASE – Chow Hall", 0)},
		},
	}
}

// aliasesZH returns the other Chinese names that find a topic, besides its title:
// the book's words (or the glossary's, where the book has none) for what
// the topic is about.
func aliasesZH() map[string][]string {
	return map[string][]string{
		"setup":           {"设置"},
		"components":      {"配件", "数量"},
		"crew-tokens":     {"组员标记", "标记", "禁闭室", "团队", "组员", "面朝下"},
		"lookout":         {"眼睛", "瞭望"},
		"enforcer":        {"执行者", "拳头", "力量方块"},
		"suspicion":       {"可疑", "可疑方块"},
		"resources":       {"资源", "废料", "药剂", "铁块", "金块", "黄金"},
		"storage-limit":   {"资源限制", "上限"},
		"valuables":       {"刀刃", "宝石", "魔法", "盾牌"},
		"items":           {"物品", "违禁品", "物品展示区", "展示区"},
		"tomes":           {"典籍"},
		"first-player":    {"起始玩家", "顺序"},
		"reputation":      {"威望", "威望星", "分数"},
		"two-player":      {"两人", "2人游戏"},
		"advanced-setup":  {"进阶", "B面"},
		"traits":          {"特质"},
		"rounds":          {"回合", "阶段"},
		"roll-call":       {"点名", "分配", "略过"},
		"lights-out":      {"熄灯", "结算", "力量", "平手", "打平"},
		"stragglers":      {"散乱", "散乱的组员", "放弃奖励"},
		"patrol":          {"巡逻", "巡检阶段", "巡检"},
		"game-end":        {"胜利", "获胜", "赢家"},
		"final-scoring":   {"得分", "计分", "最后算分"},
		"crafting":        {"制作"},
		"reserving":       {"保留"},
		"recruiting":      {"招募"},
		"goals":           {"目标", "索取目标"},
		"leader-goal":     {"最佳目标卡"},
		"instant-goal":    {"即时目标卡"},
		"end-game-goal":   {"终局目标卡"},
		"goons":           {"暴徒", "暴徒卡", "暴徒类型"},
		"special-effects": {"特殊效果", "图标"},
		"solo":            {"单人", "警卫"},
		"guard-deck":      {"警卫卡", "警卫板", "地点卡", "地点牌堆", "休班"},
		"difficulty":      {"难度", "适中", "挑战", "专家", "本地看守所", "老监狱", "超级地牢"},
		"breakout":        {"扩展"},
		"seeker":          {"探索者"},
		"legend-cards":    {"传奇卡", "传奇", "传奇牌堆"},
		"tunnels":         {"隧道", "隧道标记", "单隧道", "双隧道", "坍塌隧道"},
		"catacombs":       {"地下墓穴", "灯笼", "路径"},
		"loot":            {"战利品", "战利品标记"},
		"tomb":            {"陵墓", "卡桑多"},
		"escape":          {"越狱", "越狱格"},
		"first-edition":   {"第一版", "2018年版"},
		"wild-valuable":   {"万能"},
		"breakout-cards":  {"探险家"},
	}
}
