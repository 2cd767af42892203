// Input unit of one (port, VC): queue, route decode, binding, iWarp stop condition.
//
// Role (net::SwitchCore's InputUnit): queues the words of its VC arriving on its port; while
// unbound, decodes the route segment at the front and requests that output VC (alloc_req_o,
// one-hot over NumPorts * NumVcs); once granted it holds that output VC until its tail leaves.
// Per cycle: a grant binds the input; a segment with hops == 1 is consumed at once (popped,
// credit returned, nothing forwarded); with hops > 1 the route word leaves with hops - 1 and
// may leave in the grant's own cycle. trav_req_o offers the front word to the bound output VC
// (not in a cycle that already popped at allocation: one pop per cycle); trav_gnt_i pops it.
// word_data_o/word_kind_o are the front word as it would leave. A tail leaving unbinds the
// input from the next cycle and pulses tail_left_o (the sync gate's set signal).
// Sync gate (SyncEnable, the AAPC pool VC only): sync_block_i holds an unbound header.
// Stop condition (StopEnable, the AAPC pool VC only): while stop_enable_i is high a header
// waits until forward_i has given it one go; a grant uses the go up. passed_tail (stopped_o
// while unbound) is set when a tail leaves with the stop enabled, cleared by forward_i.
// stop_changed_i is the model's set_stop_not_in_message(): it clears go and passed_tail, then
// a forward_i of the same cycle applies. forward_i and sync_block_i act in their own cycle.
// Registered outputs: credit_o (a word was popped in the cycle just ended), bound_o, target_o
// (output VC index port * NumVcs + vc), count_o, stopped_o.
module cc_input_unit #(
  parameter int unsigned NumPorts = 5,
  parameter int unsigned NumVcs = 3,
  parameter int unsigned QueueDepth = 8,
  parameter int unsigned WordWidth = 32,
  parameter int unsigned Vc = 0,
  parameter bit StopEnable = 1'b0,
  parameter bit SyncEnable = 1'b0,
  localparam int unsigned NumOut = NumPorts * NumVcs,
  localparam int unsigned TargetWidth = (NumOut > 1) ? $clog2(NumOut) : 1,
  localparam int unsigned CountWidth = $clog2(QueueDepth + 1)
) (
  input  logic                         clk_i,
  input  logic                         rst_ni,
  // The word arriving on this port this cycle; queued here if link_vc_i == Vc.
  input  logic                         link_valid_i,
  input  logic [WordWidth-1:0]         link_data_i,
  input  logic [cc_pkg::KindWidth-1:0] link_kind_i,
  input  logic [cc_pkg::VcWidth-1:0]   link_vc_i,
  // Header holds: sync gate, stop condition.
  input  logic                         sync_block_i,
  input  logic                         stop_enable_i,
  input  logic                         stop_changed_i,
  input  logic                         forward_i,
  // Allocation and traversal, one-hot over output VCs.
  output logic [NumOut-1:0]            alloc_req_o,
  input  logic [NumOut-1:0]            alloc_gnt_i,
  output logic [NumOut-1:0]            trav_req_o,
  input  logic [NumOut-1:0]            trav_gnt_i,
  output logic [WordWidth-1:0]         word_data_o,
  output logic [cc_pkg::KindWidth-1:0] word_kind_o,
  output logic                         tail_left_o,
  // Registered status.
  output logic                         credit_o,
  output logic                         bound_o,
  output logic [TargetWidth-1:0]       target_o,
  output logic [CountWidth-1:0]        count_o,
  output logic                         stopped_o
);

  localparam int unsigned KindW = cc_pkg::KindWidth;
  localparam int unsigned PortLowW = cc_pkg::PortFieldWidth;
  localparam int unsigned PortW = cc_pkg::PortFieldWidth + cc_pkg::PortExtWidth;
  localparam int unsigned HopsW = cc_pkg::HopsFieldWidth;
  localparam int unsigned SegVcW = cc_pkg::VcFieldWidth;

  // Queue of {kind, data}.
  logic push, pop, pop_alloc, pop_trav, empty;
  logic unused_full;  // the queue itself reports an overflow
  logic [KindW+WordWidth-1:0] front;
  logic [WordWidth-1:0] front_data;
  logic [KindW-1:0] front_kind;

  assign push = link_valid_i && (link_vc_i == cc_pkg::VcWidth'(Vc));
  assign pop = pop_alloc || pop_trav;

  cc_fifo #(
    .Depth(QueueDepth),
    .Width(KindW + WordWidth)
  ) u_queue (
    .clk_i,
    .rst_ni,
    .push_i (push),
    .data_i ({link_kind_i, link_data_i}),
    .pop_i  (pop),
    .data_o (front),
    .empty_o(empty),
    .full_o (unused_full),
    .count_o
  );

  assign front_data = front[WordWidth-1:0];
  assign front_kind = front[KindW+WordWidth-1:WordWidth];

  // Route segment at the front (meaningful while it is a route word).
  logic is_route;
  logic [PortW-1:0] seg_port;
  logic [HopsW-1:0] seg_hops;
  logic [SegVcW-1:0] seg_vc;
  logic [TargetWidth-1:0] seg_target;

  assign is_route = (front_kind == cc_pkg::KindHead) && front_data[WordWidth-1];
  assign seg_port = {front_data[cc_pkg::PortExtLsb +: cc_pkg::PortExtWidth],
                     front_data[cc_pkg::PortFieldLsb +: PortLowW]};
  assign seg_hops = front_data[cc_pkg::HopsFieldLsb +: HopsW];
  assign seg_vc = front_data[cc_pkg::VcFieldLsb +: SegVcW];
  assign seg_target = TargetWidth'(seg_port) * TargetWidth'(NumVcs) + TargetWidth'(seg_vc);

  // Binding state.
  logic bound_q, seg_pending_q, credit_q;
  logic [TargetWidth-1:0] target_q;
  logic header, stop_block, sync_block, req_valid, granted, bound_now, seg_pending_now, tail_left;
  logic [TargetWidth-1:0] target_now;

  assign header = !bound_q && !empty;
  assign req_valid = header && is_route && !stop_block && !sync_block;

  for (genvar o = 0; o < NumOut; o++) begin : g_alloc_req
    assign alloc_req_o[o] = req_valid && (seg_port == PortW'(o / NumVcs)) &&
                            (seg_vc == SegVcW'(o % NumVcs));
  end

  // A grant binds the input in this cycle; a hops == 1 segment is consumed right away.
  assign granted = (alloc_gnt_i != '0);
  assign pop_alloc = granted && (seg_hops == HopsW'(1));
  assign bound_now = bound_q || granted;
  assign target_now = granted ? seg_target : target_q;
  assign seg_pending_now = granted ? (seg_hops != HopsW'(1)) : seg_pending_q;

  for (genvar o = 0; o < NumOut; o++) begin : g_trav_req
    assign trav_req_o[o] = bound_now && !empty && !pop_alloc &&
                           (target_now == TargetWidth'(o));
  end

  // The word as it leaves: a pending route word goes on with hops - 1, rewritten from its
  // fields (net::encode_segment), every other word unchanged.
  logic [WordWidth-1:0] rewritten;
  always_comb begin
    rewritten = '0;
    rewritten[WordWidth-1] = 1'b1;
    rewritten[cc_pkg::PortFieldLsb +: PortLowW] = seg_port[PortLowW-1:0];
    rewritten[cc_pkg::PortExtLsb +: cc_pkg::PortExtWidth] = seg_port[PortW-1:PortLowW];
    rewritten[cc_pkg::HopsFieldLsb +: HopsW] = seg_hops - HopsW'(1);
    rewritten[cc_pkg::VcFieldLsb +: SegVcW] = seg_vc;
  end
  assign word_data_o = seg_pending_now ? rewritten : front_data;
  assign word_kind_o = front_kind;

  assign pop_trav = (trav_gnt_i != '0);
  assign tail_left = pop_trav && (front_kind == cc_pkg::KindTail);
  assign tail_left_o = tail_left;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      bound_q <= 1'b0;
      target_q <= '0;
      seg_pending_q <= 1'b0;
      credit_q <= 1'b0;
    end else begin
      bound_q <= bound_now && !tail_left;
      target_q <= target_now;
      seg_pending_q <= seg_pending_now && !pop_trav;
      credit_q <= pop;
    end
  end

  assign credit_o = credit_q;
  assign bound_o = bound_q;
  assign target_o = target_q;

  // Synchronizing switch (the pool VC only): the gate holds the header.
  if (SyncEnable) begin : g_sync
    assign sync_block = sync_block_i;
  end else begin : g_no_sync
    logic unused_sync_block;
    assign unused_sync_block = sync_block_i;
    assign sync_block = 1'b0;
  end

  // iWarp NotInMessage stop condition.
  if (StopEnable) begin : g_stop
    logic go_q, passed_tail_q, go_now, passed_tail_now;
    assign go_now = (go_q && !stop_changed_i) || forward_i;
    assign passed_tail_now = passed_tail_q && !stop_changed_i && !forward_i;
    assign stop_block = stop_enable_i && !go_now;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        go_q <= 1'b0;
        passed_tail_q <= 1'b0;
      end else begin
        go_q <= go_now && !granted;
        passed_tail_q <= passed_tail_now || (tail_left && stop_enable_i);
      end
    end
    assign stopped_o = passed_tail_q && !bound_q;
  end else begin : g_no_stop
    logic unused_stop;
    assign unused_stop = ^{stop_enable_i, stop_changed_i, forward_i};
    assign stop_block = 1'b0;
    assign stopped_o = 1'b0;
  end

`ifndef SYNTHESIS
  // The model (net::SwitchCore) throws on these; simulation reports them (Verilator --assert).
  logic bad_route;
  assign bad_route = (32'(seg_port) >= NumPorts) || (32'(seg_vc) >= NumVcs) || (seg_hops == '0);
  MessageStartsWithRoute: assert property (@(posedge clk_i) disable iff (!rst_ni)
                                           !(header && !is_route))
    else $error("%m: a message must start with a route word, found kind %0d word 0x%08x",
                front_kind, front_data);
  RouteNamesExistingOutput: assert property (@(posedge clk_i) disable iff (!rst_ni)
                                             !(req_valid && bad_route))
    else $error("%m: route word names port %0d vc %0d hops %0d, which this switch does not have",
                seg_port, seg_vc, seg_hops);
  KnownKind: assert property (@(posedge clk_i) disable iff (!rst_ni)
                              !(push && (link_kind_i != cc_pkg::KindHead) &&
                                (link_kind_i != cc_pkg::KindBody) &&
                                (link_kind_i != cc_pkg::KindTail)))
    else $error("%m: word of unknown kind %0d", link_kind_i);
`endif

endmodule
