/** The demo data set's names: a food distributor around Buenos Aires. */
export const DEMO_PROVIDERS = ['La Serenísima', 'Paladini', 'Cagnoli', 'Arcor', 'Molinos', 'Ledesma', 'Sancor', 'Quilmes', 'Granja del Sol', 'Fargo', 'Swift', 'La Campagnola'] as const;

export const DEMO_CATEGORIES = ['Fiambres', 'Quesos', 'Lácteos', 'Almacén', 'Bebidas', 'Congelados', 'Panificados', 'Limpieza'] as const;

/** Base names; each is sold in a few presentations, so the catalog reaches a few hundred products. */
export const DEMO_PRODUCTS: ReadonlyArray<readonly [name: string, unit: 'WEIGHT' | 'UNITY', category: number, taxBase: number]> = [
  ['Jamón cocido', 'WEIGHT', 0, 9800],
  ['Jamón crudo', 'WEIGHT', 0, 18500],
  ['Salame milán', 'WEIGHT', 0, 14200],
  ['Mortadela', 'WEIGHT', 0, 5600],
  ['Bondiola', 'WEIGHT', 0, 16900],
  ['Paleta', 'WEIGHT', 0, 7400],
  ['Queso cremoso', 'WEIGHT', 1, 7200],
  ['Queso dambo', 'WEIGHT', 1, 8300],
  ['Queso reggianito', 'WEIGHT', 1, 15400],
  ['Queso azul', 'WEIGHT', 1, 13100],
  ['Provoleta', 'WEIGHT', 1, 11800],
  ['Muzzarella', 'WEIGHT', 1, 6900],
  ['Leche entera 1 l', 'UNITY', 2, 1150],
  ['Yogur bebible 1 l', 'UNITY', 2, 1890],
  ['Manteca 200 g', 'UNITY', 2, 2300],
  ['Dulce de leche 400 g', 'UNITY', 2, 2100],
  ['Crema de leche 200 ml', 'UNITY', 2, 1750],
  ['Queso untable 300 g', 'UNITY', 2, 2650],
  ['Yerba mate 1 kg', 'UNITY', 3, 4200],
  ['Azúcar 1 kg', 'UNITY', 3, 1100],
  ['Harina 000 1 kg', 'UNITY', 3, 780],
  ['Fideos secos 500 g', 'UNITY', 3, 950],
  ['Arroz largo fino 1 kg', 'UNITY', 3, 1350],
  ['Aceite girasol 1.5 l', 'UNITY', 3, 2900],
  ['Tomate triturado 520 g', 'UNITY', 3, 890],
  ['Arvejas 300 g', 'UNITY', 3, 620],
  ['Galletitas dulces', 'UNITY', 3, 980],
  ['Gaseosa cola 2.25 l', 'UNITY', 4, 2400],
  ['Agua mineral 2 l', 'UNITY', 4, 850],
  ['Cerveza lata 473 ml', 'UNITY', 4, 1300],
  ['Jugo en polvo', 'UNITY', 4, 310],
  ['Vino tinto 750 ml', 'UNITY', 4, 3600],
  ['Hamburguesas x4', 'UNITY', 5, 3100],
  ['Papas prefritas 1 kg', 'UNITY', 5, 3900],
  ['Helado 1 kg', 'UNITY', 5, 5200],
  ['Pan lactal', 'UNITY', 6, 2200],
  ['Tapas de empanadas', 'UNITY', 6, 1250],
  ['Lavandina 1 l', 'UNITY', 7, 750],
  ['Detergente 750 ml', 'UNITY', 7, 1400],
  ['Jabón en polvo 800 g', 'UNITY', 7, 2800],
  ['Salchichas x6', 'UNITY', 0, 1650],
  ['Queso rallado 150 g', 'UNITY', 1, 2050],
];

export const DEMO_PRESENTATIONS = ['', ' familiar', ' económico', ' premium', ' x caja', ' light'] as const;

export const DEMO_CUSTOMERS = [
  'Almacén Don Pepe',
  'Autoservicio Lucía',
  'Carnicería El Tano',
  'Restaurante La Esquina',
  'Kiosco 24',
  'Rotisería Mirta',
  'Pizzería Il Forno',
  'Despensa Los Andes',
  'Bar El Cruce',
  'Minimercado Sol',
  'Fiambrería La Nona',
  'Club Atlético Banfield',
  'Panadería San Martín',
  'Comedor Escolar 12',
  'Parrilla Don Julio',
  'Almacén de Ramos Generales',
  'Supermercado Chino Li',
  'Cantina Italia',
  'Café Tortoni',
  'Verdulería Rosa',
] as const;

export const DEMO_STREETS = ['Av. Hipólito Yrigoyen', 'Av. Almirante Brown', 'Meeks', 'Av. Espora', 'Colombres', 'Pasco', 'Boedo', 'Av. Pavón'] as const;
export const DEMO_CITIES = ['Temperley', 'Lomas de Zamora', 'Banfield', 'Adrogué', 'Lanús', 'Burzaco'] as const;
