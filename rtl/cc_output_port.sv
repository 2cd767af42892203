// Output port: its output VCs, the VC round robin on the link, the registered link word.
//
// Role (net::SwitchCore traversal for one port): each cycle whose link slot is free (ready_i,
// the model's Link::can_send) one ready output VC is chosen round robin over NumVcs (pointer
// moves only when a word leaves); its owner's front word is popped (trav_gnt_o, one-hot per
// VC over inputs) and leaves on the link with the VC's number. The word is registered: it
// shows at out_*_o after the rising edge of the cycle in which it left, as the model's
// Link::send of that cycle. Inputs are flat vectors: per VC v, [v*NumIn +: NumIn] over inputs
// for requests and grants; per input i, [i*WordWidth +: WordWidth] for words. ClaimEnable:
// claim_i[v] takes VC v for a multicast worm (cc_output_vc).
// DropEnable (the HPAM combining): a word whose input marks it (word_drop_i, per input) is popped
// as any word the port sends (grant, VC round robin, a credit needed), but does not leave: no
// link word, no credit spent, a tail frees nothing (net::HpamCombiningUnit::send's bubble).
module cc_output_port #(
  parameter int unsigned NumIn = 15,
  parameter int unsigned NumVcs = 3,
  parameter int unsigned WordWidth = 32,
  parameter int unsigned CreditInit = 8,
  parameter bit ClaimEnable = 1'b0,
  parameter bit DropEnable = 1'b0,
  localparam int unsigned CreditWidth = $clog2(CreditInit + 1)
) (
  input  logic                                clk_i,
  input  logic                                rst_ni,
  input  logic [NumVcs*NumIn-1:0]             alloc_req_i,
  output logic [NumVcs*NumIn-1:0]             alloc_gnt_o,
  input  logic [NumVcs-1:0]                   claim_i,
  input  logic [NumVcs*NumIn-1:0]             trav_req_i,
  output logic [NumVcs*NumIn-1:0]             trav_gnt_o,
  input  logic [NumIn*WordWidth-1:0]          word_data_i,
  input  logic [NumIn*cc_pkg::KindWidth-1:0]  word_kind_i,
  input  logic [NumIn-1:0]                    word_drop_i,
  input  logic [NumVcs-1:0]                   credit_i,
  input  logic                                ready_i,
  output logic                                out_valid_o,
  output logic [WordWidth-1:0]                out_data_o,
  output logic [cc_pkg::KindWidth-1:0]        out_kind_o,
  output logic [cc_pkg::VcWidth-1:0]          out_vc_o,
  output logic [NumVcs-1:0]                   busy_o,
  output logic [NumVcs*CreditWidth-1:0]       credits_o
);

  localparam int unsigned KindW = cc_pkg::KindWidth;
  localparam int unsigned VcW = cc_pkg::VcWidth;

  logic [NumVcs-1:0] vc_ready, vc_gnt;
  logic [NumIn-1:0] selected;
  logic send, send_tail, drop, leave;
  logic [WordWidth-1:0] send_data;
  logic [KindW-1:0] send_kind;
  logic [VcW-1:0] send_vc;

  for (genvar v = 0; v < NumVcs; v++) begin : g_vc
    cc_output_vc #(
      .NumIn(NumIn),
      .CreditInit(CreditInit),
      .ClaimEnable(ClaimEnable)
    ) u_vc (
      .clk_i,
      .rst_ni,
      .alloc_req_i(alloc_req_i[v*NumIn +: NumIn]),
      .alloc_gnt_o(alloc_gnt_o[v*NumIn +: NumIn]),
      .claim_i    (claim_i[v]),
      .word_i     (trav_req_i[v*NumIn +: NumIn] != '0),
      .credit_i   (credit_i[v]),
      .send_i     (vc_gnt[v] && !drop),
      .send_tail_i(send_tail),
      .ready_o    (vc_ready[v]),
      .busy_o     (busy_o[v]),
      .credits_o  (credits_o[v*CreditWidth +: CreditWidth])
    );
    assign trav_gnt_o[v*NumIn +: NumIn] = trav_req_i[v*NumIn +: NumIn] & {NumIn{vc_gnt[v]}};
  end

  cc_rr_arbiter #(
    .N(NumVcs)
  ) u_vc_arbiter (
    .clk_i,
    .rst_ni,
    .en_i (ready_i),
    .req_i(vc_ready),
    .gnt_o(vc_gnt)
  );

  // The winning VC's owner, and its word (AND-OR multiplexer over inputs).
  always_comb begin
    selected = '0;
    for (int unsigned v = 0; v < NumVcs; v++) begin
      selected = selected | trav_gnt_o[v*NumIn +: NumIn];
    end
    send_data = '0;
    send_kind = '0;
    for (int unsigned i = 0; i < NumIn; i++) begin
      send_data = send_data | (word_data_i[i*WordWidth +: WordWidth] & {WordWidth{selected[i]}});
      send_kind = send_kind | (word_kind_i[i*KindW +: KindW] & {KindW{selected[i]}});
    end
    send_vc = '0;
    for (int unsigned v = 0; v < NumVcs; v++) begin
      send_vc = send_vc | (VcW'(v) & {VcW{vc_gnt[v]}});
    end
  end

  assign send = (vc_gnt != '0);
  assign send_tail = (send_kind == cc_pkg::KindTail);
  if (DropEnable) begin : g_drop
    assign drop = ((selected & word_drop_i) != '0);
  end else begin : g_no_drop
    logic unused_drop;
    assign unused_drop = ^word_drop_i;
    assign drop = 1'b0;
  end
  assign leave = send && !drop;

  logic out_valid_q;
  logic [WordWidth-1:0] out_data_q;
  logic [KindW-1:0] out_kind_q;
  logic [VcW-1:0] out_vc_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      out_valid_q <= 1'b0;
    end else begin
      out_valid_q <= leave;
    end
  end

  // The word registers hold their last value while out_valid_o is low.
  always_ff @(posedge clk_i) begin
    if (leave) begin
      out_data_q <= send_data;
      out_kind_q <= send_kind;
      out_vc_q <= send_vc;
    end
  end

  assign out_valid_o = out_valid_q;
  assign out_data_o = out_data_q;
  assign out_kind_o = out_kind_q;
  assign out_vc_o = out_vc_q;

endmodule
