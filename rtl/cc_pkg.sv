// Shared encodings of the switch RTL: word kinds and the route word (sc_models/net/flit.h).
//
// Referenced as cc_pkg::Name (no `import`, for Yosys 0.23). A route word is a head word whose
// top bit (WordWidth-1; bit 31 of the model's 32-bit word) is set; its low RouteFieldsWidth
// bits hold one segment (output port, hops, output VC), laid out as net::encode_segment does:
// the port's low four bits at PortFieldLsb and its high two bits at PortExtLsb.
// When a switch forwards a route word with hops - 1 it rewrites it from the decoded fields, so
// the bits between the segment and the flag leave as zeros (net::encode_segment(decode(w))).
// An addition word (net::addition_word) has the flag set, bit RouteHandleBit clear and its code
// in bits AdditionCodeLsb + 1..0; the multicast word (code 3, net::encode_multicast) names a run
// of output ports and the copies' VC; the combining word (code 2, net::encode_combining) names a
// group of input ports and the merged worm's output port and VC.
package cc_pkg;

  // Kind tag that travels beside every link word.
  localparam int unsigned KindWidth = 2;
  localparam logic [KindWidth-1:0] KindHead = 2'd0;
  localparam logic [KindWidth-1:0] KindBody = 2'd1;
  localparam logic [KindWidth-1:0] KindTail = 2'd2;

  // VC sideband of the link pins: the same width whatever NumVcs (net::kMaxVcs = 16).
  localparam int unsigned VcWidth = 4;

  // Route segment fields (net::encode_segment).
  localparam int unsigned PortFieldLsb = 0;
  localparam int unsigned PortFieldWidth = 4;
  localparam int unsigned HopsFieldLsb = 4;
  localparam int unsigned HopsFieldWidth = 8;
  localparam int unsigned VcFieldLsb = 12;
  localparam int unsigned VcFieldWidth = 4;
  localparam int unsigned PortExtLsb = 16;
  localparam int unsigned PortExtWidth = 2;
  localparam int unsigned RouteFieldsWidth = 18;

  // Addition words, and the HPAM multicast word's fields (32-bit words only).
  localparam int unsigned RouteHandleBit = 30;
  localparam int unsigned AdditionCodeLsb = 28;
  localparam logic [1:0] MulticastCode = 2'd3;
  localparam int unsigned McFirstLsb = 0;     // the run's first port
  localparam int unsigned McPortsLsb = 6;     // its length in ports, less one
  localparam int unsigned McPortWidth = 6;
  localparam int unsigned McVcLsb = 12;       // the copies' VC
  localparam int unsigned McVcWidth = 4;

  // The HPAM combining word's fields (32-bit words only): bits 0 .. CbGroupWidth - 1.
  localparam logic [1:0] CombiningCode = 2'd2;
  localparam int unsigned CbOutPortLsb = 0;   // the merged worm's output port
  localparam int unsigned CbOutVcLsb = 6;     // and VC
  localparam int unsigned CbFirstLsb = 10;    // the group's first input port
  localparam int unsigned CbInputsLsb = 16;   // its size in ports, less one
  localparam int unsigned CbPortWidth = 6;
  localparam int unsigned CbVcWidth = 4;
  localparam int unsigned CbGroupWidth = 22;

endpackage
