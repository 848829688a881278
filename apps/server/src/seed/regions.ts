/**
 * Real GB/T 2260 codes (province / city / district) and approximate district centres, for the demo
 * dealers and bindings. Municipalities use the city code xx0100 with the municipality's name.
 */
export interface District {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  areaCode: string;
  areaName: string;
  lat: number;
  lng: number;
}

type Row = [areaCode: string, areaName: string, lat: number, lng: number];
interface CityDef {
  code: string;
  name: string;
  districts: Row[];
}
interface ProvinceDef {
  code: string;
  name: string;
  cities: CityDef[];
}

const PROVINCES: ProvinceDef[] = [
  {
    code: '110000',
    name: '北京市',
    cities: [
      {
        code: '110100',
        name: '北京市',
        districts: [
          ['110105', '朝阳区', 39.9215, 116.4864],
          ['110108', '海淀区', 39.9599, 116.2983],
          ['110106', '丰台区', 39.8585, 116.2868],
        ],
      },
    ],
  },
  {
    code: '120000',
    name: '天津市',
    cities: [
      {
        code: '120100',
        name: '天津市',
        districts: [
          ['120101', '和平区', 39.1172, 117.2147],
          ['120104', '南开区', 39.1382, 117.1504],
        ],
      },
    ],
  },
  {
    code: '310000',
    name: '上海市',
    cities: [
      {
        code: '310100',
        name: '上海市',
        districts: [
          ['310115', '浦东新区', 31.2214, 121.5447],
          ['310104', '徐汇区', 31.1885, 121.4365],
          ['310112', '闵行区', 31.1128, 121.3817],
        ],
      },
    ],
  },
  {
    code: '500000',
    name: '重庆市',
    cities: [
      {
        code: '500100',
        name: '重庆市',
        districts: [
          ['500112', '渝北区', 29.7181, 106.631],
          ['500103', '渝中区', 29.5528, 106.5689],
          ['500106', '沙坪坝区', 29.5411, 106.4565],
        ],
      },
    ],
  },
  {
    code: '440000',
    name: '广东省',
    cities: [
      { code: '440100', name: '广州市', districts: [['440106', '天河区', 23.1246, 113.3613]] },
      {
        code: '440300',
        name: '深圳市',
        districts: [
          ['440305', '南山区', 22.5333, 113.9304],
          ['440306', '宝安区', 22.5553, 113.8836],
          ['440307', '龙岗区', 22.72, 114.247],
        ],
      },
      { code: '440600', name: '佛山市', districts: [['440606', '顺德区', 22.8051, 113.2934]] },
    ],
  },
  {
    code: '330000',
    name: '浙江省',
    cities: [
      {
        code: '330100',
        name: '杭州市',
        districts: [
          ['330106', '西湖区', 30.2592, 120.13],
          ['330108', '滨江区', 30.2085, 120.2117],
          ['330110', '余杭区', 30.4183, 120.2995],
        ],
      },
      { code: '330200', name: '宁波市', districts: [['330212', '鄞州区', 29.8166, 121.547]] },
    ],
  },
  {
    code: '320000',
    name: '江苏省',
    cities: [
      {
        code: '320100',
        name: '南京市',
        districts: [
          ['320106', '鼓楼区', 32.0665, 118.7697],
          ['320104', '秦淮区', 32.0398, 118.7945],
        ],
      },
      {
        code: '320500',
        name: '苏州市',
        districts: [
          ['320505', '虎丘区', 31.2948, 120.5667],
          ['320506', '吴中区', 31.2624, 120.632],
          ['320508', '姑苏区', 31.3117, 120.6176],
        ],
      },
    ],
  },
  {
    code: '370000',
    name: '山东省',
    cities: [
      { code: '370100', name: '济南市', districts: [['370102', '历下区', 36.6663, 117.0766]] },
      {
        code: '370200',
        name: '青岛市',
        districts: [
          ['370212', '崂山区', 36.1073, 120.4688],
          ['370202', '市南区', 36.0708, 120.3956],
        ],
      },
    ],
  },
  {
    code: '510000',
    name: '四川省',
    cities: [
      {
        code: '510100',
        name: '成都市',
        districts: [
          ['510107', '武侯区', 30.642, 104.0432],
          ['510104', '锦江区', 30.6571, 104.0834],
          ['510108', '成华区', 30.66, 104.1016],
        ],
      },
    ],
  },
  {
    code: '420000',
    name: '湖北省',
    cities: [
      {
        code: '420100',
        name: '武汉市',
        districts: [
          ['420106', '武昌区', 30.5539, 114.316],
          ['420111', '洪山区', 30.5006, 114.3438],
          ['420103', '江汉区', 30.6015, 114.2708],
        ],
      },
    ],
  },
  {
    code: '430000',
    name: '湖南省',
    cities: [
      {
        code: '430100',
        name: '长沙市',
        districts: [
          ['430104', '岳麓区', 28.2353, 112.9312],
          ['430105', '开福区', 28.2557, 112.9856],
          ['430102', '芙蓉区', 28.1852, 113.0324],
        ],
      },
    ],
  },
  {
    code: '410000',
    name: '河南省',
    cities: [
      {
        code: '410100',
        name: '郑州市',
        districts: [
          ['410105', '金水区', 34.8004, 113.6606],
          ['410102', '中原区', 34.7483, 113.6131],
        ],
      },
    ],
  },
  {
    code: '350000',
    name: '福建省',
    cities: [
      { code: '350100', name: '福州市', districts: [['350102', '鼓楼区', 26.0823, 119.3038]] },
      {
        code: '350200',
        name: '厦门市',
        districts: [
          ['350203', '思明区', 24.4453, 118.0829],
          ['350206', '湖里区', 24.5124, 118.1462],
        ],
      },
    ],
  },
  {
    code: '610000',
    name: '陕西省',
    cities: [
      {
        code: '610100',
        name: '西安市',
        districts: [
          ['610113', '雁塔区', 34.2228, 108.9485],
          ['610104', '莲湖区', 34.2654, 108.94],
          ['610102', '新城区', 34.2667, 108.9608],
        ],
      },
    ],
  },
  {
    code: '340000',
    name: '安徽省',
    cities: [
      {
        code: '340100',
        name: '合肥市',
        districts: [
          ['340104', '蜀山区', 31.8512, 117.26],
          ['340111', '包河区', 31.7932, 117.3097],
        ],
      },
    ],
  },
  {
    code: '130000',
    name: '河北省',
    cities: [
      {
        code: '130100',
        name: '石家庄市',
        districts: [
          ['130102', '长安区', 38.0366, 114.5393],
          ['130104', '桥西区', 38.004, 114.4615],
        ],
      },
    ],
  },
  {
    code: '210000',
    name: '辽宁省',
    cities: [
      { code: '210100', name: '沈阳市', districts: [['210102', '和平区', 41.7891, 123.4204]] },
      { code: '210200', name: '大连市', districts: [['210202', '中山区', 38.9186, 121.644]] },
    ],
  },
  {
    code: '450000',
    name: '广西壮族自治区',
    cities: [{ code: '450100', name: '南宁市', districts: [['450103', '青秀区', 22.7854, 108.4946]] }],
  },
  {
    code: '530000',
    name: '云南省',
    cities: [{ code: '530100', name: '昆明市', districts: [['530102', '五华区', 25.043, 102.7074]] }],
  },
];

export const DISTRICTS: District[] = PROVINCES.flatMap((p) =>
  p.cities.flatMap((c) =>
    c.districts.map(([areaCode, areaName, lat, lng]) => ({
      provinceCode: p.code,
      provinceName: p.name,
      cityCode: c.code,
      cityName: c.name,
      areaCode,
      areaName,
      lat,
      lng,
    })),
  ),
);

export function district(areaCode: string): District {
  const d = DISTRICTS.find((x) => x.areaCode === areaCode);
  if (!d) throw new Error(`unknown district ${areaCode}`);
  return d;
}

/** Short city name for company names: 深圳市 → 深圳, 北京市 → 北京. */
export const shortCity = (name: string) => name.replace(/市$/, '');

export const STREETS = [
  '科技园路',
  '创业大道',
  '建设路',
  '人民路',
  '中山路',
  '解放路',
  '高新大道',
  '文化路',
  '长江路',
  '学府路',
  '工业园路',
  '滨江大道',
];
