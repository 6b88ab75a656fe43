/** Articles and page contents (zh-HK HTML: headings, paragraphs, lists and links only). */

export interface ArticleSeed {
  articleId: number;
  categoryId: number;
  title: string;
  subtitle: string;
  hue: number;
  productSlugs: readonly string[];
  daysAgo: number;
  html: string;
}

export const ARTICLES: readonly ArticleSeed[] = [
  {
    articleId: 1,
    categoryId: 90001,
    title: '換季肌膚保濕三部曲',
    subtitle: '由清潔到鎖水，一步都不能少',
    hue: 330,
    productSlugs: ['hydrating-serum', 'aqua-moisture-cream', 'amino-foaming-cleanser'],
    daysAgo: 3,
    html: `<h2>為甚麼換季特別乾？</h2>
<p>香港秋冬濕度急降，冷氣房與戶外溫差大，皮膚屏障容易受損，出現緊繃、脫皮甚至泛紅。</p>
<h2>保濕三部曲</h2>
<ol>
<li><strong>溫和清潔</strong>：選用氨基酸潔面，避免過度去脂。</li>
<li><strong>補水精華</strong>：玻尿酸精華趁皮膚微濕時使用，吸收更好。</li>
<li><strong>面霜鎖水</strong>：最後以面霜封住水分，乾燥位置可重複塗抹。</li>
</ol>
<p>如皮膚持續刺痛或紅腫，請先暫停使用新產品，並諮詢皮膚科醫生。</p>`,
  },
  {
    articleId: 2,
    categoryId: 90001,
    title: '維他命C精華：早上還是晚上用？',
    subtitle: '抗氧化要用得其所',
    hue: 40,
    productSlugs: ['vitamin-c-serum', 'daily-defence-cream-spf50'],
    daysAgo: 10,
    html: `<h2>早上使用的好處</h2>
<p>維他命C能幫助抵抗紫外線及污染帶來的氧化壓力，早上配合防曬使用效果更佳。</p>
<h2>使用小貼士</h2>
<ul>
<li>開封後放於陰涼處，並於三個月內用完。</li>
<li>初次使用可隔日一次，讓皮膚慢慢適應。</li>
<li>避免與高濃度果酸同時使用。</li>
</ul>`,
  },
  {
    articleId: 3,
    categoryId: 90001,
    title: '香港夏天防曬要點',
    subtitle: '紫外線指數高，防曬要補擦',
    hue: 20,
    productSlugs: ['light-sun-fluid', 'body-sun-spray-spf50', 'hydrating-face-mist'],
    daysAgo: 18,
    html: `<h2>選擇合適的防曬係數</h2>
<p>日常上班上學可選 SPF30 以上；行山、出海等戶外活動建議使用 SPF50+ 並每兩小時補擦。</p>
<h2>容易忽略的位置</h2>
<ul>
<li>耳背及頸後</li>
<li>手背及腳背</li>
<li>髮線及頭皮分界</li>
</ul>
<p>回家後記得徹底卸除防曬，避免毛孔堵塞。</p>`,
  },
  {
    articleId: 4,
    categoryId: 90002,
    title: '開學前的課本準備清單',
    subtitle: '九月開課，八月中前訂書最安心',
    hue: 210,
    productSlugs: ['new-discovery-chinese-p1', 'active-maths-p1', 'clear-book-covers'],
    daysAgo: 5,
    html: `<h2>先核對學校書單</h2>
<p>不同學校採用的版本及冊數可能不同，請按學校書單選擇「上冊」或「下冊」。</p>
<h2>準備清單</h2>
<ul>
<li>課本及作業（上冊先用，下冊可於一月前購買）</li>
<li>透明書套及姓名貼</li>
<li>練習簿及文具</li>
</ul>
<p>本店訂單滿HK$500免運費，一般於三至五個工作天內送達。</p>`,
  },
  {
    articleId: 5,
    categoryId: 90002,
    title: '如何培養孩子的閱讀習慣',
    subtitle: '每天十五分鐘親子共讀',
    hue: 265,
    productSlugs: ['little-dolphin-goes-home', 'ding-ding-tram-trip', '100-bedtime-stories'],
    daysAgo: 12,
    html: `<h2>由孩子感興趣的題材開始</h2>
<p>以孩子熟悉的香港街道、叮叮車、點心等為題材的故事，更容易引起共鳴。</p>
<h2>三個小方法</h2>
<ol>
<li>固定每晚睡前的閱讀時間。</li>
<li>讀完後問一兩條開放式問題，例如「如果你是小海豚，你會怎樣做？」。</li>
<li>讓孩子自己揀書，培養主動性。</li>
</ol>`,
  },
  {
    articleId: 6,
    categoryId: 90002,
    title: 'DSE 溫習時間表建議',
    subtitle: '距離考試一百日的部署',
    hue: 230,
    productSlugs: ['dse-chinese-revision-guide', 'dse-maths-past-paper-solutions', 'dse-english-vocabulary'],
    daysAgo: 25,
    html: `<h2>一百日倒數</h2>
<p>把一百日分為三個階段：鞏固基礎、操練試題、模擬考試。</p>
<h2>每週安排</h2>
<ul>
<li>每科每週最少完成一份歷屆試題。</li>
<li>錯題記錄在同一本筆記，考前集中重溫。</li>
<li>保持充足睡眠，每晚最少七小時。</li>
</ul>`,
  },
  {
    articleId: 7,
    categoryId: 90003,
    title: '白髮成因與日常護理',
    subtitle: '壓力、作息與頭皮健康',
    hue: 290,
    productSlugs: ['anti-grey-essence', 'he-shou-wu-shampoo', 'anti-grey-set'],
    daysAgo: 2,
    html: `<h2>白髮從何而來？</h2>
<p>白髮與遺傳、年齡、壓力及作息都有關係。毛囊中的黑色素細胞活力下降，新長出的頭髮便會變白。</p>
<h2>日常護理建議</h2>
<ul>
<li>洗髮後以指腹按摩頭皮三分鐘，促進血液循環。</li>
<li>避免過熱的風筒溫度。</li>
<li>均衡飲食，多吃深色蔬菜及堅果。</li>
</ul>
<p>如短時間內大量出現白髮，建議先諮詢醫生。</p>`,
  },
  {
    articleId: 8,
    categoryId: 90003,
    title: '染髮前後要注意的五件事',
    subtitle: '皮膚測試不能省',
    hue: 350,
    productSlugs: ['herbal-hair-colour-cream', 'colour-care-shampoo', 'colour-care-set'],
    daysAgo: 9,
    html: `<h2>染髮前</h2>
<ol>
<li>染髮前四十八小時於耳後做皮膚測試。</li>
<li>染髮前一天不要洗頭，讓頭皮保留天然油脂。</li>
</ol>
<h2>染髮後</h2>
<ol start="3">
<li>四十八小時內避免洗頭，讓顏色穩定。</li>
<li>改用護色洗髮露及護髮素。</li>
<li>外出時注意防曬，減少褪色。</li>
</ol>`,
  },
  {
    articleId: 9,
    categoryId: 90003,
    title: '男士頭皮護理入門',
    subtitle: '控油與強韌並重',
    hue: 250,
    productSlugs: ['mens-scalp-tonic', 'mens-oil-control-shampoo', 'mens-strengthening-set'],
    daysAgo: 15,
    html: `<h2>男士頭皮的特點</h2>
<p>男士皮脂分泌較旺盛，加上香港天氣潮濕，頭皮容易出油及產生頭皮屑。</p>
<h2>簡單三步</h2>
<ol>
<li>每天以控油洗髮露清潔。</li>
<li>洗髮後使用頭皮精華並輕輕按摩。</li>
<li>每週一次頭皮磨砂，去除老廢角質。</li>
</ol>`,
  },
];

export interface PageContentSeed {
  pageContentId: number;
  titleChi: string;
  titleEng: string;
  html: string;
}

/**
 * Ids 1 to 8 as specification 001 lists them (5 privacy, 8 terms). The specifications do not map ids 10
 * to 22; this project uses the mapping below (documented in the seed README).
 */
export const PAGE_CONTENTS: readonly PageContentSeed[] = [
  {
    pageContentId: 1,
    titleChi: '關於我們',
    titleEng: 'About Us',
    html: `<h1>關於悅港生活</h1>
<p>悅港生活（Joy Harbour Living）是一間植根香港的網上生活百貨，由護膚保養、健康補充品、學童課本圖書到專業護髮產品，一站為街坊準備生活所需。</p>
<h2>我們的三個品牌</h2>
<ul>
<li><strong>悅港</strong>：為香港濕熱天氣而設的護膚及身體護理系列。</li>
<li><strong>港灣書局</strong>：小學課本、練習、故事書及參考書。</li>
<li><strong>青絲堂</strong>：頭皮養護、植物染髮及護髮套裝。</li>
</ul>
<p>我們相信好產品應該簡單、安全、價錢合理。</p>`,
  },
  {
    pageContentId: 2,
    titleChi: '會員登記',
    titleEng: 'Member Sign-up',
    html: `<h1>成為悅港生活會員</h1>
<p>只需手機號碼即可免費登記成為會員，享受以下禮遇：</p>
<ul>
<li>單一訂單滿HK$500免運費（香港）</li>
<li>首次購物正價貨品九折（優惠碼 NEW10）</li>
<li>生日月份雙倍積分</li>
<li>以積分換購產品</li>
<li>隨時查看積分結餘及最新產品資訊</li>
</ul>
<p>累積消費滿HK$1000即可升級為VIP會員。</p>`,
  },
  {
    pageContentId: 3,
    titleChi: '品牌故事',
    titleEng: 'Brand Story',
    html: `<h1>品牌故事</h1>
<p>悅港生活始於一間位於深水埗的小店。創辦人發現，街坊想買一支合用的護膚品、一套開學課本或一瓶好用的洗頭水，往往要走遍幾區。</p>
<h2>由小店到網店</h2>
<p>我們把三間小店合而為一，搬到網上，讓大家在港鐵上用手機就能完成購物。</p>
<h2>我們的堅持</h2>
<ol>
<li>清楚標示成分及用法。</li>
<li>價錢透明，折扣清晰。</li>
<li>用心包裝，準時送達。</li>
</ol>`,
  },
  {
    pageContentId: 4,
    titleChi: '聯絡我們',
    titleEng: 'Contact Us',
    html: `<h1>聯絡我們</h1>
<p>如對訂單、產品或會員服務有任何查詢，歡迎透過以下方式聯絡客戶服務部：</p>
<ul>
<li>電郵：<a href="mailto:hello@joyharbour.example">hello@joyharbour.example</a></li>
<li>電話：+852 3000 0000（星期一至五 上午10時至下午6時，公眾假期休息）</li>
<li>地址：九龍深水埗示範街 1 號 2 樓</li>
</ul>
<p>查詢訂單時請提供訂單編號及聯絡電話。</p>`,
  },
  {
    pageContentId: 5,
    titleChi: '私隱政策',
    titleEng: 'Privacy Policy',
    html: `<h1>私隱政策</h1>
<p>悅港生活重視閣下的個人資料私隱，並遵守《個人資料（私隱）條例》（第486章）。</p>
<h2>收集的資料</h2>
<ul>
<li>登記資料：姓名、電郵、手機號碼、性別、出生月份及年齡組別。</li>
<li>訂單資料：收件人、送貨地址及聯絡電話。</li>
</ul>
<h2>資料用途</h2>
<p>資料只用於處理訂單、提供會員服務及（在閣下同意下）發送推廣資訊。我們不會出售閣下的個人資料。</p>
<h2>查閱及更正</h2>
<p>閣下可隨時透過「聯絡我們」要求查閱或更正個人資料。</p>`,
  },
  {
    pageContentId: 6,
    titleChi: '購物流程',
    titleEng: 'Shopping Procedure',
    html: `<h1>購物流程</h1>
<ol>
<li>選擇產品及規格，加入購物車。</li>
<li>於購物車輸入優惠碼（如有），按「前往結帳」。</li>
<li>選擇送貨方式：送貨上門、順豐智能櫃或順豐站自取。</li>
<li>填寫收件及帳單資料，確認訂單。</li>
<li>以信用卡付款，完成後會收到訂單確認。</li>
</ol>
<p>非會員亦可直接結帳，其後以訂單編號及電話查詢訂單。</p>`,
  },
  {
    pageContentId: 7,
    titleChi: '安全規格',
    titleEng: 'Safety Specification',
    html: `<h1>產品安全規格</h1>
<p>本店所有護膚、護髮及染髮產品均符合香港相關法例要求，並附中英文成分標示。</p>
<h2>使用前請注意</h2>
<ul>
<li>染髮產品使用前四十八小時請先做皮膚測試。</li>
<li>如出現紅腫、痕癢等不適，請立即停用並諮詢醫生。</li>
<li>健康補充品不能代替均衡飲食；孕婦、授乳婦女及兒童使用前請先諮詢醫生。</li>
<li>請將產品存放於兒童接觸不到的地方。</li>
</ul>`,
  },
  {
    pageContentId: 8,
    titleChi: '條款及細則',
    titleEng: 'Terms and Conditions',
    html: `<h1>條款及細則</h1>
<h2>一般條款</h2>
<p>使用本網站即表示閣下同意以下條款。悅港生活保留隨時修改條款的權利。</p>
<h2>價格及付款</h2>
<ul>
<li>所有價格以港幣（HK$）計算。</li>
<li>訂單須於提交後完成付款，逾時未付款的訂單將被取消。</li>
</ul>
<h2>運費</h2>
<ul>
<li>香港：訂單滿HK$500免運費，否則運費HK$30。</li>
<li>澳門：運費HK$30。</li>
<li>其他地區：運費HK$250。</li>
</ul>
<h2>積分</h2>
<p>VIP會員每消費HK$1可獲1積分，生日月份雙倍；200積分可折抵HK$1，每次交易最多折抵HK$100。如VIP資格失效，積分將被取消。</p>`,
  },
  {
    pageContentId: 10,
    titleChi: '網店資訊',
    titleEng: 'Online Shop Information',
    html: `<h1>網店資訊</h1>
<h2 id="delivery">送貨安排</h2>
<p>訂單一般於付款後三至五個工作天內送達。可選送貨上門、順豐智能櫃或順豐站自取。</p>
<h2 id="payment">付款方式</h2>
<p>接受 Visa、Mastercard 及銀聯信用卡。</p>
<h2 id="return">退換貨</h2>
<p>貨品如有損壞，請於收貨後七天內聯絡我們並保留原有包裝。個人護理產品開封後恕不退換。</p>
<h2 id="points">會員積分</h2>
<p>積分詳情請參閱「積分計劃」。</p>`,
  },
  {
    pageContentId: 11,
    titleChi: '會員條款',
    titleEng: 'Membership Terms',
    html: `<h1>會員條款</h1>
<ol>
<li>每個手機號碼只可登記一個會員帳戶。</li>
<li>普通會員累積消費滿HK$1000可升級為VIP會員，有效期一年。</li>
<li>VIP會員資格屆滿或降回普通會員時，未使用的積分將被取消。</li>
<li>會員須妥善保管密碼；如懷疑帳戶被盜用，請立即重設密碼。</li>
<li>悅港生活保留修改會員條款的權利。</li>
</ol>`,
  },
  {
    pageContentId: 12,
    titleChi: '會員俱樂部',
    titleEng: 'Members Club',
    html: `<h1>會員俱樂部</h1>
<h2>會員禮遇</h2>
<ul>
<li>滿HK$500免運費</li>
<li>首次購物正價貨品九折</li>
<li>生日月份雙倍積分</li>
<li>積分換購精選產品</li>
</ul>
<h2>VIP專享</h2>
<p>累積消費滿HK$1000即升級VIP，可查看積分結餘、以積分換購產品及於結帳時以積分折抵現金。</p>`,
  },
  {
    pageContentId: 13,
    titleChi: '護理小貼士',
    titleEng: 'Care Tips',
    html: `<h1>護理小貼士</h1>
<h2>頭皮</h2>
<p>洗髮水先在手心起泡再塗上頭皮，以指腹按摩，避免用指甲抓頭皮。</p>
<h2>皮膚</h2>
<p>精華液應由質地最薄的開始使用，再到面霜。</p>
<h2>閱讀</h2>
<p>閱讀時保持三十厘米距離，每三十分鐘讓眼睛休息一下。</p>`,
  },
  {
    pageContentId: 16,
    titleChi: '成分介紹',
    titleEng: 'Ingredients',
    html: `<h1>成分介紹</h1>
<dl>
<dt>玻尿酸</dt><dd>可吸收自身重量多倍的水分，為皮膚補水。</dd>
<dt>煙酰胺</dt><dd>維他命B3，有助改善暗啞及毛孔粗大。</dd>
<dt>何首烏</dt><dd>傳統草本，常用於烏髮護理配方。</dd>
<dt>生薑萃取</dt><dd>溫和刺激頭皮，配合按摩使用。</dd>
<dt>角蛋白</dt><dd>頭髮的主要結構蛋白，幫助修護受損髮絲。</dd>
</dl>`,
  },
  {
    pageContentId: 17,
    titleChi: '護髮個案',
    titleEng: 'Hair Care Cases',
    html: `<h1>護髮個案分享</h1>
<section id="female"><h2>女士滋養精華</h2>
<p>陳小姐產後髮量減少，連續使用女士滋養頭皮精華三個月，配合每晚頭皮按摩，髮根明顯較前濃密。</p></section>
<section id="anti_grey"><h2>烏髮系列</h2>
<p>李先生四十出頭開始出現白髮，使用黑髮烏亮精華及何首烏洗髮露後，新長出的頭髮白髮比例減少。</p></section>
<section id="men"><h2>男士系列</h2>
<p>黃先生頭皮容易出油，改用男士控油洗髮露及強韌頭皮精華後，頭皮屑及出油情況改善。</p></section>
<p>個別效果因人而異。</p>`,
  },
  {
    pageContentId: 18,
    titleChi: '常見問題',
    titleEng: 'FAQ',
    html: `<h1>常見問題</h1>
<section id="female"><h2>女士系列</h2>
<h3>精華每日用幾次？</h3><p>早晚各一次，洗髮後於頭皮分區滴上並按摩。</p></section>
<section id="colorant"><h2>染髮系列</h2>
<h3>需要做皮膚測試嗎？</h3><p>需要。每次染髮前四十八小時請於耳後做皮膚測試。</p></section>
<section id="men"><h2>男士系列</h2>
<h3>可以和髮蠟一起用嗎？</h3><p>可以，先用頭皮精華，待乾透後才使用造型產品。</p></section>
<section id="anti_grey"><h2>烏髮系列</h2>
<h3>多久見效？</h3><p>頭髮生長需時，建議持續使用最少三個月。</p></section>`,
  },
  {
    pageContentId: 19,
    titleChi: '送貨及退貨',
    titleEng: 'Delivery and Returns',
    html: `<h1>送貨及退貨</h1>
<h2>運費</h2>
<table>
<thead><tr><th>地區</th><th>運費</th></tr></thead>
<tbody>
<tr><td>香港</td><td>滿HK$500免運費，否則HK$30</td></tr>
<tr><td>澳門</td><td>HK$30</td></tr>
<tr><td>其他地區</td><td>HK$250</td></tr>
</tbody>
</table>
<h2>訂閱產品</h2>
<p>半年訂購產品分兩次送貨：下單後及第四個月各送一次，每次三件。</p>
<h2>退貨</h2>
<p>如收到的貨品有損壞或錯誤，請於七天內聯絡我們。</p>`,
  },
  {
    pageContentId: 20,
    titleChi: '付款方式',
    titleEng: 'Payment Methods',
    html: `<h1>付款方式</h1>
<p>本店接受以下信用卡付款，所有交易均經加密處理：</p>
<ul>
<li>Visa</li>
<li>Mastercard</li>
<li>銀聯</li>
</ul>
<p>付款成功後，訂單狀態會更新為「已付款」；如付款失敗，可於會員專區重新付款。</p>`,
  },
  {
    pageContentId: 21,
    titleChi: '積分計劃',
    titleEng: 'Points Scheme',
    html: `<h1>積分計劃</h1>
<ul>
<li>VIP會員每消費HK$1可獲1積分。</li>
<li>生日月份消費可獲雙倍積分。</li>
<li>200積分可折抵HK$1，每次交易最多折抵HK$100。</li>
<li>部分產品可以積分或「積分＋現金」換購。</li>
</ul>
<p>VIP資格失效或降回普通會員時，積分將被取消。</p>`,
  },
  {
    pageContentId: 22,
    titleChi: '學生專區',
    titleEng: 'Student Zone',
    html: `<h1>學生專區</h1>
<p>為小學生及中學生而設的課本、練習及參考書專區。</p>
<ul>
<li><a href="/category/10500">課本系列</a></li>
<li><a href="/category/10600">練習本</a></li>
<li><a href="/category/10800">參考書</a></li>
</ul>
<p>購買課本可以HK$10加購透明書套一套。</p>`,
  },
];
