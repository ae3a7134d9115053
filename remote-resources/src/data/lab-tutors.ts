/** Lab tutors (docs/product.md#lab-tas, docs/product.md#built-in-data). Names, ids and e-mails are fictional. */
export const LAB_ROOMS = ['12B-18L', '12B-19L'] as const;
export type LabRoom = (typeof LAB_ROOMS)[number];

export interface LabTutor {
  initial: string;
  /** Section numbers (e.g. "1,5"), "Probation List_CSE110" in -P groups, "Helping T72" in -M groups. */
  sections: string;
  studentId: string;
  name: string;
  email: string;
  room: LabRoom;
}

export interface LabGroup {
  /** Course key: CSE110, or CSE110-P (probation list) and CSE110-M (helping / mentors). */
  key: string;
  tutors: readonly LabTutor[];
}

export const LAB_GROUPS: readonly LabGroup[] = [
  {
    key: 'CSE110',
    tutors: [
      { initial: 'T01', sections: '1,2', studentId: 'EX-000001', name: 'Indigo Ivywood', email: 'indigo.ivywood01@example.edu', room: '12B-18L' },
      { initial: 'T02', sections: '3,4', studentId: 'EX-000002', name: 'Parker Elmstead', email: 'parker.elmstead02@example.edu', room: '12B-18L' },
      { initial: 'T03', sections: '5,6', studentId: 'EX-000003', name: 'Wren Ashgrove', email: 'wren.ashgrove03@example.edu', room: '12B-18L' },
      { initial: 'T04', sections: '7,8', studentId: 'EX-000004', name: 'Dell Larkspur', email: 'dell.larkspur04@example.edu', room: '12B-18L' },
      { initial: 'T05', sections: '9,10', studentId: 'EX-000005', name: 'Finley Hollis', email: 'finley.hollis05@example.edu', room: '12B-18L' },
      { initial: 'T06', sections: '11,12', studentId: 'EX-000006', name: 'Noel Dunmore', email: 'noel.dunmore06@example.edu', room: '12B-18L' },
      { initial: 'T07', sections: '13,14', studentId: 'EX-000007', name: 'Umber Fenwick', email: 'umber.fenwick07@example.edu', room: '12B-18L' },
      { initial: 'T08', sections: '15,16', studentId: 'EX-000008', name: 'Briar Kestrel', email: 'briar.kestrel08@example.edu', room: '12B-18L' },
      { initial: 'T09', sections: '17,18', studentId: 'EX-000009', name: 'Dakota Greyling', email: 'dakota.greyling09@example.edu', room: '12B-18L' },
      { initial: 'T10', sections: '19,20', studentId: 'EX-000010', name: 'Logan Copperfield', email: 'logan.copperfield10@example.edu', room: '12B-18L' },
      { initial: 'T11', sections: '21,22', studentId: 'EX-000011', name: 'Sage Marlow', email: 'sage.marlow11@example.edu', room: '12B-18L' },
      { initial: 'T12', sections: '23,24', studentId: 'EX-000012', name: 'Zion Juniper', email: 'zion.juniper12@example.edu', room: '12B-18L' },
    ],
  },
  {
    key: 'CSE111',
    tutors: [
      { initial: 'T13', sections: '1,2', studentId: 'EX-000013', name: 'Blake Foxglove', email: 'blake.foxglove13@example.edu', room: '12B-18L' },
      { initial: 'T14', sections: '3,4', studentId: 'EX-000014', name: 'Jordan Brightwater', email: 'jordan.brightwater14@example.edu', room: '12B-18L' },
      { initial: 'T15', sections: '5,6', studentId: 'EX-000015', name: 'Quinn Quill', email: 'quinn.quill15@example.edu', room: '12B-18L' },
      { initial: 'T16', sections: '7,8', studentId: 'EX-000016', name: 'Xen Ivywood', email: 'xen.ivywood16@example.edu', room: '12B-18L' },
      { initial: 'T17', sections: '9,10', studentId: 'EX-000017', name: 'Ember Elmstead', email: 'ember.elmstead17@example.edu', room: '12B-18L' },
      { initial: 'T18', sections: '11,12', studentId: 'EX-000018', name: 'Harper Ashgrove', email: 'harper.ashgrove18@example.edu', room: '12B-18L' },
      { initial: 'T19', sections: '13,14', studentId: 'EX-000019', name: 'Oakley Larkspur', email: 'oakley.larkspur19@example.edu', room: '12B-18L' },
      { initial: 'T20', sections: '15,16', studentId: 'EX-000020', name: 'Vesper Hollis', email: 'vesper.hollis20@example.edu', room: '12B-18L' },
      { initial: 'T21', sections: '17,18', studentId: 'EX-000021', name: 'Cove Dunmore', email: 'cove.dunmore21@example.edu', room: '12B-18L' },
      { initial: 'T22', sections: '19,20', studentId: 'EX-000022', name: 'Emery Fenwick', email: 'emery.fenwick22@example.edu', room: '12B-18L' },
      { initial: 'T23', sections: '21,22', studentId: 'EX-000023', name: 'Morgan Kestrel', email: 'morgan.kestrel23@example.edu', room: '12B-18L' },
      { initial: 'T24', sections: '23,24', studentId: 'EX-000024', name: 'Tatum Greyling', email: 'tatum.greyling24@example.edu', room: '12B-18L' },
    ],
  },
  {
    key: 'CSE220',
    tutors: [
      { initial: 'T25', sections: '1,2', studentId: 'EX-000025', name: 'Arden Copperfield', email: 'arden.copperfield25@example.edu', room: '12B-19L' },
      { initial: 'T26', sections: '3,4', studentId: 'EX-000026', name: 'Casey Marlow', email: 'casey.marlow26@example.edu', room: '12B-19L' },
      { initial: 'T27', sections: '5,6', studentId: 'EX-000027', name: 'Kai Juniper', email: 'kai.juniper27@example.edu', room: '12B-19L' },
      { initial: 'T28', sections: '7,8', studentId: 'EX-000028', name: 'Reese Foxglove', email: 'reese.foxglove28@example.edu', room: '12B-19L' },
      { initial: 'T29', sections: '9,10', studentId: 'EX-000029', name: 'Yael Brightwater', email: 'yael.brightwater29@example.edu', room: '12B-19L' },
      { initial: 'T30', sections: '11,12', studentId: 'EX-000030', name: 'Avery Quill', email: 'avery.quill30@example.edu', room: '12B-19L' },
      { initial: 'T31', sections: '13,14', studentId: 'EX-000031', name: 'Indigo Ivywood', email: 'indigo.ivywood31@example.edu', room: '12B-19L' },
      { initial: 'T32', sections: '15,16', studentId: 'EX-000032', name: 'Parker Elmstead', email: 'parker.elmstead32@example.edu', room: '12B-19L' },
      { initial: 'T33', sections: '17,18', studentId: 'EX-000033', name: 'Wren Ashgrove', email: 'wren.ashgrove33@example.edu', room: '12B-19L' },
      { initial: 'T34', sections: '19,20', studentId: 'EX-000034', name: 'Dell Larkspur', email: 'dell.larkspur34@example.edu', room: '12B-19L' },
    ],
  },
  {
    key: 'CSE221',
    tutors: [
      { initial: 'T35', sections: '1,2', studentId: 'EX-000035', name: 'Finley Hollis', email: 'finley.hollis35@example.edu', room: '12B-19L' },
      { initial: 'T36', sections: '3,4', studentId: 'EX-000036', name: 'Noel Dunmore', email: 'noel.dunmore36@example.edu', room: '12B-19L' },
      { initial: 'T37', sections: '5,6', studentId: 'EX-000037', name: 'Umber Fenwick', email: 'umber.fenwick37@example.edu', room: '12B-19L' },
      { initial: 'T38', sections: '7,8', studentId: 'EX-000038', name: 'Briar Kestrel', email: 'briar.kestrel38@example.edu', room: '12B-19L' },
      { initial: 'T39', sections: '9,10', studentId: 'EX-000039', name: 'Dakota Greyling', email: 'dakota.greyling39@example.edu', room: '12B-19L' },
      { initial: 'T40', sections: '11,12', studentId: 'EX-000040', name: 'Logan Copperfield', email: 'logan.copperfield40@example.edu', room: '12B-19L' },
      { initial: 'T41', sections: '13,14', studentId: 'EX-000041', name: 'Sage Marlow', email: 'sage.marlow41@example.edu', room: '12B-19L' },
      { initial: 'T42', sections: '15,16', studentId: 'EX-000042', name: 'Zion Juniper', email: 'zion.juniper42@example.edu', room: '12B-19L' },
    ],
  },
  {
    key: 'CSE230',
    tutors: [
      { initial: 'T43', sections: '1,2', studentId: 'EX-000043', name: 'Blake Foxglove', email: 'blake.foxglove43@example.edu', room: '12B-18L' },
      { initial: 'T44', sections: '3,4', studentId: 'EX-000044', name: 'Jordan Brightwater', email: 'jordan.brightwater44@example.edu', room: '12B-18L' },
      { initial: 'T45', sections: '5,6', studentId: 'EX-000045', name: 'Quinn Quill', email: 'quinn.quill45@example.edu', room: '12B-18L' },
      { initial: 'T46', sections: '7,8', studentId: 'EX-000046', name: 'Xen Ivywood', email: 'xen.ivywood46@example.edu', room: '12B-18L' },
      { initial: 'T47', sections: '9,10', studentId: 'EX-000047', name: 'Ember Elmstead', email: 'ember.elmstead47@example.edu', room: '12B-18L' },
      { initial: 'T48', sections: '11,12', studentId: 'EX-000048', name: 'Harper Ashgrove', email: 'harper.ashgrove48@example.edu', room: '12B-18L' },
      { initial: 'T49', sections: '13,14', studentId: 'EX-000049', name: 'Oakley Larkspur', email: 'oakley.larkspur49@example.edu', room: '12B-18L' },
      { initial: 'T50', sections: '15,16', studentId: 'EX-000050', name: 'Vesper Hollis', email: 'vesper.hollis50@example.edu', room: '12B-18L' },
      { initial: 'T51', sections: '17,18', studentId: 'EX-000051', name: 'Cove Dunmore', email: 'cove.dunmore51@example.edu', room: '12B-18L' },
      { initial: 'T52', sections: '19,20', studentId: 'EX-000052', name: 'Emery Fenwick', email: 'emery.fenwick52@example.edu', room: '12B-18L' },
    ],
  },
  {
    key: 'CSE250',
    tutors: [
      { initial: 'T53', sections: '1,2', studentId: 'EX-000053', name: 'Morgan Kestrel', email: 'morgan.kestrel53@example.edu', room: '12B-19L' },
      { initial: 'T54', sections: '3,4', studentId: 'EX-000054', name: 'Tatum Greyling', email: 'tatum.greyling54@example.edu', room: '12B-19L' },
      { initial: 'T55', sections: '5,6', studentId: 'EX-000055', name: 'Arden Copperfield', email: 'arden.copperfield55@example.edu', room: '12B-19L' },
      { initial: 'T56', sections: '7,8', studentId: 'EX-000056', name: 'Casey Marlow', email: 'casey.marlow56@example.edu', room: '12B-19L' },
      { initial: 'T57', sections: '9,10', studentId: 'EX-000057', name: 'Kai Juniper', email: 'kai.juniper57@example.edu', room: '12B-19L' },
    ],
  },
  {
    key: 'CSE251',
    tutors: [
      { initial: 'T58', sections: '1,2', studentId: 'EX-000058', name: 'Reese Foxglove', email: 'reese.foxglove58@example.edu', room: '12B-19L' },
      { initial: 'T59', sections: '3,4', studentId: 'EX-000059', name: 'Yael Brightwater', email: 'yael.brightwater59@example.edu', room: '12B-19L' },
      { initial: 'T60', sections: '5,6', studentId: 'EX-000060', name: 'Avery Quill', email: 'avery.quill60@example.edu', room: '12B-19L' },
      { initial: 'T61', sections: '7,8', studentId: 'EX-000061', name: 'Indigo Ivywood', email: 'indigo.ivywood61@example.edu', room: '12B-19L' },
      { initial: 'T62', sections: '9,10', studentId: 'EX-000062', name: 'Parker Elmstead', email: 'parker.elmstead62@example.edu', room: '12B-19L' },
    ],
  },
  {
    key: 'CSE260',
    tutors: [
      { initial: 'T63', sections: '1,2', studentId: 'EX-000063', name: 'Wren Ashgrove', email: 'wren.ashgrove63@example.edu', room: '12B-19L' },
      { initial: 'T64', sections: '3,4', studentId: 'EX-000064', name: 'Dell Larkspur', email: 'dell.larkspur64@example.edu', room: '12B-19L' },
      { initial: 'T65', sections: '5,6', studentId: 'EX-000065', name: 'Finley Hollis', email: 'finley.hollis65@example.edu', room: '12B-19L' },
      { initial: 'T66', sections: '7,8', studentId: 'EX-000066', name: 'Noel Dunmore', email: 'noel.dunmore66@example.edu', room: '12B-19L' },
      { initial: 'T67', sections: '9,10', studentId: 'EX-000067', name: 'Umber Fenwick', email: 'umber.fenwick67@example.edu', room: '12B-19L' },
      { initial: 'T68', sections: '11,12', studentId: 'EX-000068', name: 'Briar Kestrel', email: 'briar.kestrel68@example.edu', room: '12B-19L' },
      { initial: 'T69', sections: '13,14', studentId: 'EX-000069', name: 'Dakota Greyling', email: 'dakota.greyling69@example.edu', room: '12B-19L' },
      { initial: 'T70', sections: '15,16', studentId: 'EX-000070', name: 'Logan Copperfield', email: 'logan.copperfield70@example.edu', room: '12B-19L' },
    ],
  },
  {
    key: 'CSE220-P',
    tutors: [
      { initial: 'T71', sections: 'Probation List_CSE220', studentId: 'EX-000071', name: 'Sage Marlow', email: 'sage.marlow71@example.edu', room: '12B-18L' },
    ],
  },
  {
    key: 'CSE110-P',
    tutors: [
      { initial: 'T72', sections: 'Probation List_CSE110', studentId: 'EX-000072', name: 'Zion Juniper', email: 'zion.juniper72@example.edu', room: '12B-18L' },
      { initial: 'T73', sections: 'Probation List_CSE110', studentId: 'EX-000073', name: 'Blake Foxglove', email: 'blake.foxglove73@example.edu', room: '12B-18L' },
      { initial: 'T74', sections: 'Probation List_CSE110', studentId: 'EX-000074', name: 'Jordan Brightwater', email: 'jordan.brightwater74@example.edu', room: '12B-18L' },
      { initial: 'T75', sections: 'Probation List_CSE110', studentId: 'EX-000075', name: 'Quinn Quill', email: 'quinn.quill75@example.edu', room: '12B-18L' },
    ],
  },
  {
    key: 'CSE111-P',
    tutors: [
      { initial: 'T76', sections: 'Probation List_CSE111', studentId: 'EX-000076', name: 'Xen Ivywood', email: 'xen.ivywood76@example.edu', room: '12B-18L' },
      { initial: 'T88', sections: 'Probation List_CSE111', studentId: 'EX-000088', name: 'Reese Foxglove', email: 'reese.foxglove88@example.edu', room: '12B-18L' },
    ],
  },
  {
    key: 'CSE260-P',
    tutors: [
      { initial: 'T77', sections: 'Probation List_CSE260', studentId: 'EX-000077', name: 'Ember Elmstead', email: 'ember.elmstead77@example.edu', room: '12B-18L' },
    ],
  },
  {
    key: 'CSE230-P',
    tutors: [
      { initial: 'T78', sections: 'Probation List_CSE230', studentId: 'EX-000078', name: 'Harper Ashgrove', email: 'harper.ashgrove78@example.edu', room: '12B-18L' },
      { initial: 'T86', sections: 'Probation List_CSE230', studentId: 'EX-000086', name: 'Casey Marlow', email: 'casey.marlow86@example.edu', room: '12B-18L' },
    ],
  },
  {
    key: 'CSE110-M',
    tutors: [
      { initial: 'T79', sections: 'Helping T75', studentId: 'EX-000079', name: 'Oakley Larkspur', email: 'oakley.larkspur79@example.edu', room: '12B-18L' },
      { initial: 'T82', sections: 'Helping T76', studentId: 'EX-000082', name: 'Emery Fenwick', email: 'emery.fenwick82@example.edu', room: '12B-18L' },
      { initial: 'T83', sections: 'Helping T77', studentId: 'EX-000083', name: 'Morgan Kestrel', email: 'morgan.kestrel83@example.edu', room: '12B-18L' },
      { initial: 'T85', sections: 'Helping T78', studentId: 'EX-000085', name: 'Arden Copperfield', email: 'arden.copperfield85@example.edu', room: '12B-18L' },
    ],
  },
  {
    key: 'CSE221-M',
    tutors: [
      { initial: 'T80', sections: 'Helping T72', studentId: 'EX-000080', name: 'Vesper Hollis', email: 'vesper.hollis80@example.edu', room: '12B-18L' },
    ],
  },
  {
    key: 'CSE220-M',
    tutors: [
      { initial: 'T81', sections: 'Helping T73', studentId: 'EX-000081', name: 'Cove Dunmore', email: 'cove.dunmore81@example.edu', room: '12B-18L' },
    ],
  },
  {
    key: 'CSE230-M',
    tutors: [
      { initial: 'T84', sections: 'Helping T74', studentId: 'EX-000084', name: 'Tatum Greyling', email: 'tatum.greyling84@example.edu', room: '12B-18L' },
    ],
  },
  {
    key: 'CSE250-M',
    tutors: [
      { initial: 'T87', sections: 'Helping T75', studentId: 'EX-000087', name: 'Kai Juniper', email: 'kai.juniper87@example.edu', room: '12B-18L' },
    ],
  },
  {
    key: 'CSE111-M',
    tutors: [
      { initial: 'T89', sections: 'Helping T76', studentId: 'EX-000089', name: 'Yael Brightwater', email: 'yael.brightwater89@example.edu', room: '12B-18L' },
    ],
  },
  {
    key: 'CSE251-M',
    tutors: [
      { initial: 'T90', sections: 'Helping T77', studentId: 'EX-000090', name: 'Avery Quill', email: 'avery.quill90@example.edu', room: '12B-18L' },
    ],
  },
];

/** "CSE110", "CSE110 — probation support" or "CSE110 — mentors". */
export function groupLabel(key: string): string {
  const [course = key, suffix] = key.split('-');
  if (suffix === 'P') return `${course} — probation support`;
  if (suffix === 'M') return `${course} — mentors`;
  return course;
}

/** One line that says what a -P or -M group is for; undefined for a course's regular tutors. */
export function groupExplanation(key: string): string | undefined {
  if (key.endsWith('-P')) return 'Extra sessions for students on the probation list of this course.';
  if (key.endsWith('-M')) return 'Mentors who help the other tutors of this course and step in where needed.';
  return undefined;
}
