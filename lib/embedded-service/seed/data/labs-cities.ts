/**
 * City names for service-center addresses: the USPS sectional-center city of each 3-digit ZIP
 * prefix, written from public knowledge (a few prefixes use the largest city they serve). ZIPs
 * under one prefix can lie in several towns, so this is plausible rather than exact; it avoids
 * shipping a ZIP → city database for demo addresses. Format: "prefix[-last] City", "|" separated.
 */
const TABLE = [
  "005 Holtsville|006 Aguadilla|007 Ponce|009 San Juan",
  "010-011 Springfield|012 Pittsfield|013 Greenfield|014 Fitchburg|015-016 Worcester|017 Framingham|018 Woburn|019 Lynn",
  "020 Brockton|021-022 Boston|023 Brockton|024 Lexington|025-026 Hyannis|027 New Bedford|028-029 Providence",
  "030-032 Manchester|033 Concord|034 Keene|035 Littleton|036 Claremont|037 Lebanon|038 Portsmouth",
  "039 Kittery|040-041 Portland|042 Lewiston|043 Augusta|044 Bangor|045 Bath|046 Ellsworth|047 Houlton|048 Rockland|049 Waterville",
  "050 White River Junction|051 Bellows Falls|052 Bennington|053 Brattleboro|054 Burlington|055 Andover|056 Montpelier|057 Rutland|058 St. Johnsbury|059 Newport",
  "060-061 Hartford|062 Willimantic|063 New London|064-065 New Haven|066 Bridgeport|067 Waterbury|068-069 Stamford",
  "070-071 Newark|072 Elizabeth|073 Jersey City|074-075 Paterson|076 Hackensack|077 Red Bank|078 Dover|079 Summit",
  "080 Cherry Hill|081 Camden|082 Atlantic City|083 Vineland|084 Atlantic City|085-086 Trenton|087 Lakewood|088-089 New Brunswick",
  "100-102 New York|103 Staten Island|104 Bronx|105-106 White Plains|107 Yonkers|108 New Rochelle|109 Suffern",
  "110 Floral Park|111 Long Island City|112 Brooklyn|113 Flushing|114 Jamaica|115 Garden City|116 Far Rockaway|117-118 Hicksville|119 Riverhead",
  "120-122 Albany|123 Schenectady|124 Kingston|125-126 Poughkeepsie|127 Monticello|128 Glens Falls|129 Plattsburgh",
  "130-132 Syracuse|133-135 Utica|136 Watertown|137-139 Binghamton|140-142 Buffalo|143 Niagara Falls|144-146 Rochester|147 Jamestown|148-149 Elmira",
  "150-152 Pittsburgh|153 Washington|154 Uniontown|155 Somerset|156 Greensburg|157 Johnstown|158 DuBois|159 Johnstown",
  "160-161 New Castle|162 Kittanning|163 Oil City|164-165 Erie|166 Altoona|167 Bradford|168 State College|169 Wellsboro",
  "170-171 Harrisburg|172 Chambersburg|173-174 York|175-176 Lancaster|177 Williamsport|178 Sunbury|179 Pottsville",
  "180-181 Allentown|182 Hazleton|183 East Stroudsburg|184-185 Scranton|186-187 Wilkes-Barre|188 Scranton|189 Doylestown",
  "190-192 Philadelphia|193 West Chester|194 Norristown|195-196 Reading|197 Newark|198 Wilmington|199 Dover",
  "200 Washington|201 Dulles|202-205 Washington|206 Waldorf|207 Upper Marlboro|208 Rockville|209 Silver Spring",
  "210-212 Baltimore|214 Annapolis|215 Cumberland|216 Easton|217 Frederick|218 Salisbury|219 Elkton",
  "220-221 Fairfax|222 Arlington|223 Alexandria|224-225 Fredericksburg|226 Winchester|227 Culpeper|228 Harrisonburg|229 Charlottesville",
  "230-232 Richmond|233-235 Norfolk|236 Newport News|237 Portsmouth|238 Petersburg|239 Farmville",
  "240-241 Roanoke|242 Bristol|243 Pulaski|244 Staunton|245 Lynchburg|246-248 Bluefield|249 Lewisburg",
  "250-253 Charleston|254 Martinsburg|255-257 Huntington|258-259 Beckley|260 Wheeling|261 Parkersburg|262-264 Clarksburg|265 Morgantown|266 Gassaway|267 Romney|268 Petersburg",
  "270 Greensboro|271 Winston-Salem|272-274 Greensboro|275-276 Raleigh|277 Durham|278 Rocky Mount|279 Elizabeth City",
  "280-282 Charlotte|283 Fayetteville|284 Wilmington|285 Kinston|286 Hickory|287-288 Asheville|289 Murphy",
  "290-292 Columbia|293 Spartanburg|294 Charleston|295 Florence|296 Greenville|297 Rock Hill|298 Aiken|299 Beaufort",
  "300 Alpharetta|301 Marietta|302-303 Atlanta|304 Swainsboro|305 Gainesville|306 Athens|307 Dalton|308-309 Augusta",
  "310 Macon|311 Atlanta|312 Macon|313-314 Savannah|315 Waycross|316 Valdosta|317 Albany|318-319 Columbus|398 Albany|399 Atlanta",
  "320 Jacksonville|321 Daytona Beach|322 Jacksonville|323 Tallahassee|324 Panama City|325 Pensacola|326 Gainesville|327-328 Orlando|329 Melbourne",
  "330-332 Miami|333 Fort Lauderdale|334 West Palm Beach|335-336 Tampa|337 St. Petersburg|338 Lakeland|339 Fort Myers",
  "341 Naples|342 Sarasota|344 Gainesville|346 Tampa|347 Orlando|349 West Palm Beach",
  "350-352 Birmingham|354 Tuscaloosa|355 Jasper|356 Decatur|357-358 Huntsville|359 Gadsden|360-361 Montgomery|362 Anniston",
  "363 Dothan|364 Evergreen|365-366 Mobile|367 Selma|368 Opelika|369 Livingston",
  "370-372 Nashville|373-374 Chattanooga|375 Memphis|376 Johnson City|377-379 Knoxville|380-381 Memphis|382 McKenzie|383 Jackson|384 Columbia|385 Cookeville",
  "386 Southaven|387 Greenville|388 Tupelo|389 Grenada|390-392 Jackson|393 Meridian|394 Hattiesburg|395 Gulfport|396 McComb|397 Columbus",
  "400-402 Louisville|403-405 Lexington|406 Frankfort|407-409 London|410 Covington|411-412 Ashland|413-414 Campton|415-416 Pikeville",
  "417-418 Hazard|420 Paducah|421-422 Bowling Green|423 Owensboro|424 Henderson|425-426 Somerset|427 Elizabethtown",
  "430-432 Columbus|433 Marion|434-436 Toledo|437-438 Zanesville|439 Steubenville|440-441 Cleveland|442-443 Akron|444-445 Youngstown",
  "446-447 Canton|448-449 Mansfield|450-452 Cincinnati|453-454 Dayton|455 Springfield|456 Chillicothe|457 Athens|458 Lima|459 Cincinnati",
  "460-462 Indianapolis|463-464 Gary|465-466 South Bend|467-468 Fort Wayne|469 Kokomo|470 Lawrenceburg|471 New Albany|472 Columbus",
  "473 Muncie|474 Bloomington|475 Washington|476-477 Evansville|478 Terre Haute|479 Lafayette",
  "480 Royal Oak|481-482 Detroit|483 Royal Oak|484-485 Flint|486-487 Saginaw|488-489 Lansing|490-491 Kalamazoo|492 Jackson",
  "493-495 Grand Rapids|496 Traverse City|497 Gaylord|498-499 Iron Mountain",
  "500-503 Des Moines|504 Mason City|505 Fort Dodge|506-507 Waterloo|508 Creston|510-511 Sioux City|512 Sheldon|513 Spencer|514 Carroll",
  "515 Council Bluffs|516 Shenandoah|520 Dubuque|521 Decorah|522-524 Cedar Rapids|525 Ottumwa|526 Burlington|527-528 Davenport",
  "530-532 Milwaukee|534 Racine|535 Madison|537-538 Madison|539 Portage|540 Hudson|541-543 Green Bay|544 Wausau|545 Rhinelander",
  "546 La Crosse|547 Eau Claire|548 Spooner|549 Oshkosh",
  "550-551 St. Paul|553-555 Minneapolis|556-558 Duluth|559 Rochester|560 Mankato|561 Windom|562 Willmar|563 St. Cloud|564 Brainerd",
  "565 Detroit Lakes|566 Bemidji|567 Thief River Falls|569 Washington",
  "570-571 Sioux Falls|572 Watertown|573 Mitchell|574 Aberdeen|575 Pierre|576 Mobridge|577 Rapid City",
  "580-581 Fargo|582 Grand Forks|583 Devils Lake|584 Jamestown|585 Bismarck|586 Dickinson|587 Minot|588 Williston",
  "590-591 Billings|592 Wolf Point|593 Miles City|594 Great Falls|595 Havre|596 Helena|597 Butte|598 Missoula|599 Kalispell",
  "600 Palatine|601 Carol Stream|602 Evanston|603 Oak Park|604 Orland Park|605 Aurora|606-608 Chicago|609 Kankakee|610-611 Rockford",
  "612 Rock Island|613 La Salle|614 Galesburg|615-616 Peoria|617 Bloomington|618-619 Champaign|620 Alton|622 East St. Louis|623 Quincy",
  "624 Effingham|625-627 Springfield|628 Centralia|629 Carbondale",
  "630-631 St. Louis|633 St. Charles|634 Hannibal|635 Kirksville|636-638 Cape Girardeau|639 Poplar Bluff|640-641 Kansas City",
  "644-645 St. Joseph|646 Chillicothe|647 Harrisonville|648 Joplin|649 Kansas City|650-651 Jefferson City|652 Columbia|653 Sedalia",
  "654-655 Rolla|656-658 Springfield",
  "660-661 Kansas City|662 Overland Park|664-666 Topeka|667 Fort Scott|668 Topeka|669 Salina|670 Wichita|671 Independence|672 Wichita",
  "673 Independence|674 Salina|675 Hutchinson|676 Hays|677 Colby|678 Dodge City|679 Liberal",
  "680-681 Omaha|683-685 Lincoln|686-687 Norfolk|688-689 Grand Island|690 McCook|691 North Platte|692 Valentine|693 Alliance",
  "700-701 New Orleans|703 Thibodaux|704 Hammond|705 Lafayette|706 Lake Charles|707-708 Baton Rouge|710-711 Shreveport|712 Monroe|713-714 Alexandria",
  "716 Pine Bluff|717 Camden|718 Texarkana|719 Hot Springs|720-722 Little Rock|723 West Memphis|724 Jonesboro|725 Batesville|726 Harrison",
  "727 Fayetteville|728 Russellville|729 Fort Smith",
  "730-731 Oklahoma City|733 Austin|734 Ardmore|735 Lawton|736 Clinton|737 Enid|738 Woodward|739 Guymon|740-741 Tulsa|743 Claremore",
  "744 Muskogee|745 McAlester|746 Ponca City|747 Durant|748 Shawnee|749 Poteau",
  "750 Plano|751-753 Dallas|754 Greenville|755 Texarkana|756 Longview|757 Tyler|758 Palestine|759 Lufkin|760-761 Fort Worth|762 Denton",
  "763 Wichita Falls|764 Stephenville|765 Temple|766-767 Waco|768 Brownwood|769 San Angelo|770-772 Houston|773 Conroe|774 Richmond",
  "775 Pasadena|776-777 Beaumont|778 Bryan|779 Victoria|780-782 San Antonio|783-784 Corpus Christi|785 McAllen|786-787 Austin",
  "788 Uvalde|789 Giddings|790-791 Amarillo|792 Childress|793-794 Lubbock|795-796 Abilene|797 Midland|798-799 El Paso|885 El Paso",
  "800-802 Denver|803 Boulder|804 Golden|805 Longmont|806 Greeley|807 Fort Morgan|808-809 Colorado Springs|810 Pueblo|811 Alamosa",
  "812 Salida|813 Durango|814-815 Grand Junction|816 Glenwood Springs",
  "820 Cheyenne|821 Mammoth|822 Wheatland|823 Rawlins|824 Worland|825 Riverton|826 Casper|827 Gillette|828 Sheridan|829 Rock Springs",
  "830 Jackson|831 Kemmerer|832 Pocatello|833 Twin Falls|834 Idaho Falls|835 Lewiston|836-837 Boise|838 Coeur d'Alene",
  "840-841 Salt Lake City|842 Ogden|843 Logan|844 Ogden|845 Price|846 Provo|847 St. George",
  "850 Phoenix|851 Chandler|852 Mesa|853 Glendale|855 Globe|856-857 Tucson|859 Show Low|860 Flagstaff|863 Prescott|864 Kingman|865 Chinle",
  "870-871 Albuquerque|873 Gallup|874 Farmington|875 Santa Fe|877 Las Vegas|878 Socorro|879 Truth or Consequences|880 Las Cruces",
  "881 Clovis|882 Roswell|883 Alamogordo|884 Tucumcari|889-891 Las Vegas|893 Ely|894-895 Reno|897 Carson City|898 Elko",
  "900-901 Los Angeles|902-903 Inglewood|904 Santa Monica|905 Torrance|906 Whittier|907-908 Long Beach|910-911 Pasadena|912 Glendale",
  "913-914 Van Nuys|915 Burbank|916 North Hollywood|917 West Covina|918 Alhambra|919 Chula Vista|920 Escondido|921 San Diego",
  "922 Palm Springs|923-924 San Bernardino|925 Riverside|926-927 Santa Ana|928 Anaheim|930 Oxnard|931 Santa Barbara|932-933 Bakersfield",
  "934 San Luis Obispo|935 Lancaster|936-937 Fresno|938 Visalia|939 Salinas|940 Palo Alto|941 San Francisco|942 Sacramento|943 Palo Alto",
  "944 San Mateo|945 Walnut Creek|946 Oakland|947 Berkeley|948 Richmond|949 San Rafael|950-951 San Jose|952 Stockton|953 Modesto",
  "954 Santa Rosa|955 Eureka|956-958 Sacramento|959 Marysville|960 Redding|961 Truckee",
  "967 Hilo|968 Honolulu|969 Hagatna",
  "970-972 Portland|973 Salem|974 Eugene|975 Medford|976 Klamath Falls|977 Bend|978 Pendleton|979 Ontario",
  "980 Bellevue|981 Seattle|982 Everett|983-984 Tacoma|985 Olympia|986 Vancouver|988 Wenatchee|989 Yakima|990 Spokane|991 Walla Walla",
  "992 Spokane|993 Pasco|994 Clarkston|995-996 Anchorage|997 Fairbanks|998 Juneau|999 Ketchikan",
].join("|");

let byPrefix: Map<number, string> | undefined;

function cityTable() {
  if (byPrefix) return byPrefix;
  byPrefix = new Map();
  for (const entry of TABLE.split("|")) {
    const match = /^(\d{3})(?:-(\d{3}))? (.+)$/.exec(entry);
    if (!match) throw new Error(`Bad city table entry: ${entry}`);
    const from = Number(match[1]);
    for (let p = from; p <= Number(match[2] ?? from); p++) byPrefix.set(p, match[3]!);
  }
  return byPrefix;
}

/** The city of a ZIP's sectional center, or the nearest listed prefix below it (same area). */
export function cityOfZip(zip: string): string {
  const table = cityTable();
  for (let p = Number(zip.slice(0, 3)); p >= 0; p--) {
    const city = table.get(p);
    if (city) return city;
  }
  return "Springfield";
}

/** One real area code per state, for fictional 555-01xx numbers (reserved for fiction). */
export const STATE_AREA_CODES: Record<string, string> = {
  AL: "205", AK: "907", AZ: "602", AR: "501", CA: "213", CO: "303", CT: "860", DE: "302", DC: "202", FL: "305",
  GA: "404", HI: "808", ID: "208", IL: "312", IN: "317", IA: "515", KS: "316", KY: "502", LA: "504", ME: "207",
  MD: "410", MA: "617", MI: "313", MN: "612", MS: "601", MO: "314", MT: "406", NE: "402", NV: "702", NH: "603",
  NJ: "201", NM: "505", NY: "212", NC: "704", ND: "701", OH: "614", OK: "405", OR: "503", PA: "215", RI: "401",
  SC: "803", SD: "605", TN: "615", TX: "214", UT: "801", VT: "802", VA: "804", WA: "206", WV: "304", WI: "414",
  WY: "307", PR: "787", VI: "340", GU: "671",
};

/**
 * The largest US metropolitan areas by a central ZIP code and their approximate population in
 * millions (Census metro estimates, rounded). Service centers cluster where people live, so the
 * seeded network is drawn mostly around these; the weight only needs to be roughly right.
 */
export const METROS: readonly (readonly [zip: string, millions: number])[] = [
  ["10001", 19.5], ["90012", 13.0], ["60601", 9.4], ["75201", 7.6], ["77002", 7.1], ["20001", 6.3],
  ["19103", 6.2], ["33130", 6.1], ["30303", 6.1], ["85004", 4.9], ["02108", 4.9], ["94103", 4.7],
  ["92501", 4.6], ["48226", 4.4], ["98101", 4.0], ["55401", 3.7], ["92101", 3.3], ["33602", 3.2],
  ["80202", 3.0], ["21201", 2.8], ["63101", 2.8], ["32801", 2.7], ["28202", 2.7], ["78205", 2.6],
  ["97205", 2.5], ["95814", 2.4], ["15222", 2.4], ["78701", 2.4], ["89101", 2.3], ["45202", 2.3],
  ["64106", 2.2], ["43215", 2.1], ["46204", 2.1], ["44113", 2.1], ["95113", 2.0], ["37203", 2.0],
  ["23510", 1.8], ["02903", 1.7], ["53202", 1.6], ["32202", 1.6], ["73102", 1.4], ["27601", 1.4],
  ["38103", 1.3], ["23219", 1.3], ["70112", 1.3], ["40202", 1.3], ["84101", 1.2], ["06103", 1.2],
  ["14202", 1.1], ["35203", 1.1], ["14604", 1.1], ["96813", 1.0], ["74103", 1.0], ["85701", 1.0],
  ["68102", 1.0], ["79901", 0.87], ["87102", 0.9], ["37902", 0.9], ["83702", 0.8], ["29201", 0.8],
  ["94612", 0.8], ["99501", 0.4], ["62701", 0.2],
];

/** How far from the metro's central ZIP its centers spread: wider for bigger metros. */
export const metroRadiusMiles = (millions: number) => 12 + 4 * Math.sqrt(millions);
