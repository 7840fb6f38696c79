/** 手写数学题：几何证明（文字描述图形，不依赖插图）。 */
export const PROOFS = String.raw`
@ 全等三角形的判定——SAS、全等三角形的概念与性质 | rj 8a 三角形全等的判定 | bsd 7b 探索三角形全等的条件
【证明 0.72 8】已知：点 \(B\)、\(E\)、\(C\)、\(F\) 在同一条直线上，\(AB=DE\)，\(AB\parallel DE\)，\(BE=CF\)．求证：\(AC=DF\)．
答：证明见解析
析：证明：因为\(BE=CF\)，所以\(BE+EC=CF+EC\)，即\(BC=EF\)．
因为\(AB\parallel DE\)，所以\(\angle B=\angle DEF\)．
在\(\triangle ABC\)和\(\triangle DEF\)中，\(AB=DE\)，\(\angle B=\angle DEF\)，\(BC=EF\)，
所以\(\triangle ABC\cong\triangle DEF\)（SAS），所以\(AC=DF\)．
【证明 0.7 8】已知：线段 \(AC\) 与 \(BD\) 相交于点 \(O\)，且 \(OA=OC\)，\(OB=OD\)．求证：\(AB\parallel CD\)．
答：证明见解析
析：证明：在\(\triangle AOB\)和\(\triangle COD\)中，\(OA=OC\)，\(\angle AOB=\angle COD\)（对顶角相等），\(OB=OD\)，
所以\(\triangle AOB\cong\triangle COD\)（SAS），所以\(\angle A=\angle C\)，
所以\(AB\parallel CD\)（内错角相等，两直线平行）．

@ 全等三角形的判定——SSS、角的平分线的概念 | rj 8a 三角形全等的判定 | bsd 7b 探索三角形全等的条件
【证明 0.72 8】已知：在四边形 \(ABCD\) 中，\(AB=AD\)，\(CB=CD\)．求证：\(AC\) 平分 \(\angle BAD\)．
答：证明见解析
析：证明：在\(\triangle ABC\)和\(\triangle ADC\)中，\(AB=AD\)，\(CB=CD\)，\(AC=AC\)，
所以\(\triangle ABC\cong\triangle ADC\)（SSS），所以\(\angle BAC=\angle DAC\)，即\(AC\)平分\(\angle BAD\)．

@ 全等三角形的判定——ASA、全等三角形的判定——AAS | rj 8a 三角形全等的判定 | bsd 7b 探索三角形全等的条件
【证明 0.68 8】已知：点 \(D\) 在 \(AB\) 上，点 \(E\) 在 \(AC\) 上，\(AB=AC\)，\(\angle B=\angle C\)．求证：\(BE=CD\)．
答：证明见解析
析：证明：在\(\triangle ABE\)和\(\triangle ACD\)中，\(\angle A=\angle A\)，\(AB=AC\)，\(\angle B=\angle C\)，
所以\(\triangle ABE\cong\triangle ACD\)（ASA），所以\(BE=CD\)．
【证明 0.66 8】已知：\(\angle ACB=90^\circ\)，\(AC=BC\)，直线 \(l\) 经过点 \(C\)，\(AD\perp l\) 于点 \(D\)，\(BE\perp l\) 于点 \(E\)，且点 \(A\)、\(B\) 在直线 \(l\) 的同侧．求证：\(DE=AD+BE\)．
答：证明见解析
析：证明：因为\(AD\perp l\)，\(BE\perp l\)，所以\(\angle ADC=\angle CEB=90^\circ\)，\(\angle DAC+\angle ACD=90^\circ\)．
又\(\angle ACB=90^\circ\)，所以\(\angle ACD+\angle BCE=90^\circ\)，所以\(\angle DAC=\angle ECB\)．
在\(\triangle ADC\)和\(\triangle CEB\)中，\(\angle ADC=\angle CEB\)，\(\angle DAC=\angle ECB\)，\(AC=CB\)，
所以\(\triangle ADC\cong\triangle CEB\)（AAS），所以\(AD=CE\)，\(CD=BE\)．
所以\(DE=DC+CE=BE+AD\)．

@ 直角三角形全等的判定——HL | rj 8a 三角形全等的判定 | bsd 8b 2 直角三角形
【证明 0.7 8】已知：\(AC\perp BC\)，\(BD\perp AD\)，垂足分别为 \(C\)、\(D\)，\(AC=BD\)．求证：\(BC=AD\)．
答：证明见解析
析：证明：因为\(AC\perp BC\)，\(BD\perp AD\)，所以\(\angle C=\angle D=90^\circ\)．
在\(\text{Rt}\triangle ABC\)和\(\text{Rt}\triangle BAD\)中，\(AB=BA\)，\(AC=BD\)，
所以\(\text{Rt}\triangle ABC\cong\text{Rt}\triangle BAD\)（HL），所以\(BC=AD\)．

@ 等腰三角形的性质、全等三角形的判定——SSS | rj 8a 13.3.1 等腰三角形 | bsd 8b 1 等腰三角形
【证明 0.74 8】已知：在 \(\triangle ABC\) 中，\(AB=AC\)，点 \(D\) 是 \(BC\) 的中点．求证：\(AD\perp BC\)，且 \(AD\) 平分 \(\angle BAC\)．
答：证明见解析
析：证明：在\(\triangle ABD\)和\(\triangle ACD\)中，\(AB=AC\)，\(BD=CD\)，\(AD=AD\)，
所以\(\triangle ABD\cong\triangle ACD\)（SSS），所以\(\angle ADB=\angle ADC\)，\(\angle BAD=\angle CAD\)．
又\(\angle ADB+\angle ADC=180^\circ\)，所以\(\angle ADB=90^\circ\)，即\(AD\perp BC\)，且\(AD\)平分\(\angle BAC\)．
（这就是等腰三角形“三线合一”的性质．）

@ 等腰三角形的判定、平行线的性质 | rj 8a 13.3.1 等腰三角形 | bsd 8b 1 等腰三角形
【证明 0.64 8】已知：\(AD\) 平分 \(\triangle ABC\) 的外角 \(\angle EAC\)，且 \(AD\parallel BC\)．求证：\(\triangle ABC\) 是等腰三角形．
答：证明见解析
析：证明：因为\(AD\parallel BC\)，所以\(\angle EAD=\angle B\)（两直线平行，同位角相等），\(\angle DAC=\angle C\)（两直线平行，内错角相等）．
因为\(AD\)平分\(\angle EAC\)，所以\(\angle EAD=\angle DAC\)，所以\(\angle B=\angle C\)，
所以\(AB=AC\)，即\(\triangle ABC\)是等腰三角形．

@ 等边三角形的性质与判定、全等三角形的判定——SAS | rj 8a 13.3.2 等边三角形 | bsd 8b 1 等腰三角形
【证明 0.48 9】已知：点 \(C\) 在线段 \(AB\) 上，在 \(AB\) 的同侧分别以 \(AC\)、\(BC\) 为边作等边三角形 \(ACD\) 和等边三角形 \(BCE\)，连接 \(AE\)、\(BD\)．求证：\(AE=BD\)．
答：证明见解析
析：证明：因为\(\triangle ACD\)和\(\triangle BCE\)都是等边三角形，所以\(CA=CD\)，\(CE=CB\)，\(\angle ACD=\angle BCE=60^\circ\)．
所以\(\angle ACD+\angle DCE=\angle BCE+\angle DCE\)，即\(\angle ACE=\angle DCB\)．
在\(\triangle ACE\)和\(\triangle DCB\)中，\(CA=CD\)，\(\angle ACE=\angle DCB\)，\(CE=CB\)，
所以\(\triangle ACE\cong\triangle DCB\)（SAS），所以\(AE=BD\)．

@ 线段垂直平分线的判定、线段垂直平分线的性质 | rj 8a 线段的垂直平分线的性质 | bsd 8b 线段的垂直平分线
【证明 0.62 8】已知：在 \(\triangle ABC\) 中，\(AB=AC\)，点 \(O\) 在 \(\triangle ABC\) 内，且 \(OB=OC\)．求证：直线 \(AO\) 垂直平分线段 \(BC\)．
答：证明见解析
析：证明：因为\(AB=AC\)，所以点\(A\)在线段\(BC\)的垂直平分线上（到线段两端距离相等的点在这条线段的垂直平分线上）．
同理，因为\(OB=OC\)，所以点\(O\)也在线段\(BC\)的垂直平分线上．
两点确定一条直线，所以直线\(AO\)是线段\(BC\)的垂直平分线．

@ 角平分线的性质、角平分线的判定 | rj 8a 角的平分线的性质 | bsd 8b 4 角平分线
【证明 0.6 8】已知：\(\triangle ABC\) 的角平分线 \(BM\)、\(CN\) 相交于点 \(P\)．求证：点 \(P\) 到三边 \(AB\)、\(BC\)、\(CA\) 的距离相等，且点 \(P\) 在 \(\angle A\) 的平分线上．
答：证明见解析
析：证明：过点\(P\)作\(PD\perp AB\)，\(PE\perp BC\)，\(PF\perp CA\)，垂足分别为\(D\)、\(E\)、\(F\)．
因为\(BM\)是\(\angle ABC\)的平分线，点\(P\)在\(BM\)上，所以\(PD=PE\)；同理\(PE=PF\)．
所以\(PD=PE=PF\)，即点\(P\)到三边的距离相等．
又\(PD=PF\)，\(PD\perp AB\)，\(PF\perp AC\)，所以点\(P\)在\(\angle A\)的平分线上（角的内部到角两边距离相等的点在角的平分线上）．

@ 平行线的判定、平行线的性质 | rj 7b 5.3.1 平行线的性质 | bsd 8a 平行线的判定
【证明 0.7 8】已知：\(\angle 1\) 与 \(\angle 2\) 是直线 \(AB\)、\(CD\) 被直线 \(EF\) 所截得的同位角，\(\angle 1=\angle 2\)，\(\angle 3\) 与 \(\angle 2\) 是对顶角．求证：\(AB\parallel CD\)，且 \(\angle 3=\angle 1\)．
答：证明见解析
析：证明：因为\(\angle 1=\angle 2\)，且\(\angle 1\)与\(\angle 2\)是同位角，所以\(AB\parallel CD\)（同位角相等，两直线平行）．
因为\(\angle 3\)与\(\angle 2\)是对顶角，所以\(\angle 3=\angle 2\)（对顶角相等），所以\(\angle 3=\angle 1\)．
【证明 0.6 8】已知：\(AB\parallel CD\)，直线 \(EF\) 分别交 \(AB\)、\(CD\) 于点 \(E\)、\(F\)，\(EG\) 平分 \(\angle BEF\)，\(FH\) 平分 \(\angle EFC\)．求证：\(EG\parallel FH\)．
答：证明见解析
析：证明：因为\(AB\parallel CD\)，所以\(\angle BEF=\angle EFC\)（两直线平行，内错角相等）．
因为\(EG\)平分\(\angle BEF\)，\(FH\)平分\(\angle EFC\)，所以\(\angle GEF=\dfrac{1}{2}\angle BEF\)，\(\angle EFH=\dfrac{1}{2}\angle EFC\)，
所以\(\angle GEF=\angle EFH\)，所以\(EG\parallel FH\)（内错角相等，两直线平行）．

@ 三角形的内角和定理、命题、定理与证明 | rj 8a 三角形的内角 | bsd 8a 三角形内角和定理
【证明 0.64 8】求证：三角形的内角和等于 \(180^\circ\)．（要求写出已知、求证和证明过程）
答：证明见解析
析：已知：\(\triangle ABC\)．求证：\(\angle A+\angle B+\angle C=180^\circ\)．
证明：过点\(A\)作直线\(l\parallel BC\)，在直线\(l\)上点\(A\)的两侧分别取点\(D\)、\(E\)，使\(D\)与\(B\)在\(AC\)的同侧．
因为\(l\parallel BC\)，所以\(\angle DAB=\angle B\)，\(\angle EAC=\angle C\)（两直线平行，内错角相等）．
因为\(\angle DAB+\angle BAC+\angle EAC=180^\circ\)（平角的定义），所以\(\angle B+\angle BAC+\angle C=180^\circ\)．

@ 平行四边形的性质、全等三角形的判定——SAS | rj 8b 平行四边形的性质 | bsd 8b 平行四边形的性质
【证明 0.68 8】已知：在 ▱\(ABCD\) 中，点 \(E\)、\(F\) 在对角线 \(AC\) 上，且 \(AE=CF\)．求证：\(BE=DF\)．
答：证明见解析
析：证明：因为四边形\(ABCD\)是平行四边形，所以\(AB=CD\)，\(AB\parallel CD\)，所以\(\angle BAE=\angle DCF\)．
在\(\triangle ABE\)和\(\triangle CDF\)中，\(AB=CD\)，\(\angle BAE=\angle DCF\)，\(AE=CF\)，
所以\(\triangle ABE\cong\triangle CDF\)（SAS），所以\(BE=DF\)．

@ 平行四边形的判定 | rj 8b 平行四边形的判定 | bsd 8b 平行四边形的判定
【证明 0.64 8】已知：在 ▱\(ABCD\) 中，点 \(E\)、\(F\) 分别在 \(AD\)、\(BC\) 上，且 \(AE=CF\)．求证：四边形 \(BFDE\) 是平行四边形．
答：证明见解析
析：证明：因为四边形\(ABCD\)是平行四边形，所以\(AD=BC\)，\(AD\parallel BC\)．
因为\(AE=CF\)，所以\(AD-AE=BC-CF\)，即\(DE=BF\)．
又\(DE\parallel BF\)，所以四边形\(BFDE\)是平行四边形（一组对边平行且相等的四边形是平行四边形）．
【证明 0.6 8】已知：四边形 \(ABCD\) 的对角线 \(AC\)、\(BD\) 相交于点 \(O\)，\(OA=OC\)，\(AD\parallel BC\)．求证：四边形 \(ABCD\) 是平行四边形．
答：证明见解析
析：证明：因为\(AD\parallel BC\)，所以\(\angle OAD=\angle OCB\)，\(\angle ODA=\angle OBC\)．
在\(\triangle AOD\)和\(\triangle COB\)中，\(\angle OAD=\angle OCB\)，\(\angle ODA=\angle OBC\)，\(OA=OC\)，
所以\(\triangle AOD\cong\triangle COB\)（AAS），所以\(OD=OB\)．
又\(OA=OC\)，所以四边形\(ABCD\)是平行四边形（对角线互相平分的四边形是平行四边形）．

@ 矩形的判定 | rj 8b 矩形 | bsd 9a 矩形的性质与判定
【证明 0.62 8】已知：▱\(ABCD\) 的对角线 \(AC\)、\(BD\) 相交于点 \(O\)，且 \(\triangle AOB\) 是等边三角形．求证：▱\(ABCD\) 是矩形．
答：证明见解析
析：证明：因为四边形\(ABCD\)是平行四边形，所以\(OA=OC=\dfrac{1}{2}AC\)，\(OB=OD=\dfrac{1}{2}BD\)．
因为\(\triangle AOB\)是等边三角形，所以\(OA=OB\)，所以\(AC=BD\)．
所以▱\(ABCD\)是矩形（对角线相等的平行四边形是矩形）．

@ 菱形的判定 | rj 8b 菱形 | bsd 9a 菱形的性质与判定
【证明 0.6 8】已知：在 ▱\(ABCD\) 中，对角线 \(AC\) 平分 \(\angle BAD\)．求证：▱\(ABCD\) 是菱形．
答：证明见解析
析：证明：因为四边形\(ABCD\)是平行四边形，所以\(AD\parallel BC\)，所以\(\angle DAC=\angle BCA\)．
因为\(AC\)平分\(\angle BAD\)，所以\(\angle BAC=\angle DAC\)，所以\(\angle BAC=\angle BCA\)，所以\(AB=BC\)．
所以▱\(ABCD\)是菱形（一组邻边相等的平行四边形是菱形）．
【证明 0.48 9】已知：在矩形 \(ABCD\) 中，对角线 \(AC\) 的垂直平分线分别交 \(AD\)、\(BC\) 于点 \(E\)、\(F\)，垂足为 \(O\)．求证：四边形 \(AFCE\) 是菱形．
答：证明见解析
析：证明：因为四边形\(ABCD\)是矩形，所以\(AD\parallel BC\)，所以\(\angle EAO=\angle FCO\)．
在\(\triangle AOE\)和\(\triangle COF\)中，\(\angle EAO=\angle FCO\)，\(AO=CO\)，\(\angle AOE=\angle COF\)，
所以\(\triangle AOE\cong\triangle COF\)（ASA），所以\(OE=OF\)．
又\(OA=OC\)，所以四边形\(AFCE\)是平行四边形；又\(EF\perp AC\)，所以四边形\(AFCE\)是菱形（对角线互相垂直的平行四边形是菱形）．

@ 正方形的性质、全等三角形的判定——SAS | rj 8b 正方形 | bsd 9a 正方形的性质与判定
【证明 0.58 8】已知：在正方形 \(ABCD\) 中，点 \(E\)、\(F\) 分别在边 \(BC\)、\(CD\) 上，且 \(BE=CF\)．求证：\(AE=BF\)，且 \(AE\perp BF\)．
答：证明见解析
析：证明：因为四边形\(ABCD\)是正方形，所以\(AB=BC\)，\(\angle ABE=\angle BCF=90^\circ\)．
在\(\triangle ABE\)和\(\triangle BCF\)中，\(AB=BC\)，\(\angle ABE=\angle BCF\)，\(BE=CF\)，所以\(\triangle ABE\cong\triangle BCF\)（SAS），
所以\(AE=BF\)，\(\angle BAE=\angle CBF\)．
设\(AE\)与\(BF\)交于点\(G\)，因为\(\angle BAE+\angle AEB=90^\circ\)，所以\(\angle CBF+\angle AEB=90^\circ\)，所以\(\angle BGE=90^\circ\)，即\(AE\perp BF\)．

@ 三角形的中位线、中点四边形 | rj 8b 18.1.2 平行四边形的判定 | bsd 8b 三角形的中位线
【证明 0.6 8】已知：四边形 \(ABCD\) 中，点 \(E\)、\(F\)、\(G\)、\(H\) 分别是 \(AB\)、\(BC\)、\(CD\)、\(DA\) 的中点．求证：四边形 \(EFGH\) 是平行四边形．
答：证明见解析
析：证明：连接\(AC\)．在\(\triangle ABC\)中，\(E\)、\(F\)分别是\(AB\)、\(BC\)的中点，所以\(EF\parallel AC\)，\(EF=\dfrac{1}{2}AC\)（三角形中位线定理）．
同理，在\(\triangle ACD\)中，\(HG\parallel AC\)，\(HG=\dfrac{1}{2}AC\)．
所以\(EF\parallel HG\)，\(EF=HG\)，所以四边形\(EFGH\)是平行四边形．

@ 切线的判定、圆周角定理的推论 | rj 9a 直线和圆的位置关系 | bsd 9b 直线和圆的位置关系
【证明 0.42 9】已知：\(AB\) 是 \(\odot O\) 的直径，点 \(C\) 在 \(\odot O\) 上，点 \(D\) 在 \(AB\) 的延长线上，且 \(\angle BCD=\angle A\)．求证：\(CD\) 是 \(\odot O\) 的切线．
答：证明见解析
析：证明：连接\(OC\)．因为\(AB\)是直径，所以\(\angle ACB=90^\circ\)，即\(\angle ACO+\angle OCB=90^\circ\)．
因为\(OA=OC\)，所以\(\angle A=\angle ACO\)；又\(\angle BCD=\angle A\)，所以\(\angle BCD=\angle ACO\)．
所以\(\angle OCB+\angle BCD=90^\circ\)，即\(\angle OCD=90^\circ\)，\(OC\perp CD\)．
又\(OC\)是半径，所以\(CD\)是\(\odot O\)的切线（经过半径的外端并且垂直于这条半径的直线是圆的切线）．

@ 垂径定理、弧、弦、圆心角的关系 | rj 9a 垂直于弦的直径 | bsd 9b 垂径定理
【证明 0.6 8】已知：\(\odot O\) 中，弦 \(AB\) 与弦 \(CD\) 相等．求证：圆心 \(O\) 到 \(AB\)、\(CD\) 的距离相等．
答：证明见解析
析：证明：过\(O\)作\(OE\perp AB\)于\(E\)，\(OF\perp CD\)于\(F\)，连接\(OA\)、\(OC\)．
由垂径定理，\(AE=\dfrac{1}{2}AB\)，\(CF=\dfrac{1}{2}CD\)；又\(AB=CD\)，所以\(AE=CF\)．
在\(\text{Rt}\triangle OAE\)和\(\text{Rt}\triangle OCF\)中，\(OA=OC\)，\(AE=CF\)，所以\(\text{Rt}\triangle OAE\cong\text{Rt}\triangle OCF\)（HL），
所以\(OE=OF\)，即圆心到两弦的距离相等．

@ 相似三角形的判定、相似三角形的性质 | rj 9b 相似三角形的判定 | bsd 9a 探索三角形相似的条件
【证明 0.6 8】已知：在 \(\triangle ABC\) 中，点 \(D\)、\(E\) 分别在 \(AB\)、\(AC\) 上，且 \(\angle ADE=\angle C\)．求证：\(AD\cdot AB=AE\cdot AC\)．
答：证明见解析
析：证明：在\(\triangle ADE\)和\(\triangle ACB\)中，\(\angle A=\angle A\)，\(\angle ADE=\angle C\)，
所以\(\triangle ADE\sim\triangle ACB\)（两角分别相等的两个三角形相似），
所以\(\dfrac{AD}{AC}=\dfrac{AE}{AB}\)，即\(AD\cdot AB=AE\cdot AC\)．
【证明 0.48 8】已知：在 \(\text{Rt}\triangle ABC\) 中，\(\angle ACB=90^\circ\)，\(CD\perp AB\) 于点 \(D\)．求证：\(CD^2=AD\cdot BD\)．
答：证明见解析
析：证明：因为\(\angle ACB=90^\circ\)，\(CD\perp AB\)，所以\(\angle ADC=\angle CDB=90^\circ\)，\(\angle A+\angle ACD=90^\circ\)，\(\angle ACD+\angle BCD=90^\circ\)，所以\(\angle A=\angle BCD\)．
所以\(\triangle ACD\sim\triangle CBD\)，所以\(\dfrac{AD}{CD}=\dfrac{CD}{BD}\)，即\(CD^2=AD\cdot BD\)．

@ 勾股定理的逆定理 | rj 8b 勾股定理的逆定理 | bsd 8a 一定是直角三角形吗
【证明 0.5 8】已知：在 \(\triangle ABC\) 中，\(AB=13\)，\(BC=10\)，边 \(BC\) 上的中线 \(AD=12\)．求证：\(AB=AC\)．
答：证明见解析
析：证明：因为\(AD\)是\(BC\)边上的中线，所以\(BD=CD=5\)．
在\(\triangle ABD\)中，\(AD^2+BD^2=144+25=169=AB^2\)，所以\(\angle ADB=90^\circ\)（勾股定理的逆定理），即\(AD\perp BC\)．
所以\(AD\)垂直平分\(BC\)，所以\(AB=AC\)．
`;
