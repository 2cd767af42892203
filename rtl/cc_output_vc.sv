// Output virtual channel: owner allocation, credit counter (one output VC of net::SwitchCore).
//
// Allocation: while the VC is free (busy_o low) it grants one of the requesting inputs, round
// robin over NumIn (alloc_gnt_o, combinational); it is busy from the next cycle until the
// cycle after its tail leaves (send_i with send_tail_i), so a new owner is granted at the
// earliest in the cycle after a tail. Credits: the count starts at CreditInit (the depth of
// the downstream queue); a credit arriving this cycle (credit_i) is usable this cycle; each
// word sent uses one. ready_o: the owner offers a word (word_i) and a credit is available.
// Registered: busy_o, credits_o. Invariant: 0 <= credits <= CreditInit.
// ClaimEnable (the HPAM multicast): claim_i takes the free VC for a multicast worm without the
// arbiter (whose pointer stays), as net::SwitchCore::claim_output; busy from the next cycle.
module cc_output_vc #(
  parameter int unsigned NumIn = 15,
  parameter int unsigned CreditInit = 8,
  parameter bit ClaimEnable = 1'b0,
  localparam int unsigned CreditWidth = $clog2(CreditInit + 1)
) (
  input  logic                   clk_i,
  input  logic                   rst_ni,
  input  logic [NumIn-1:0]       alloc_req_i,
  output logic [NumIn-1:0]       alloc_gnt_o,
  input  logic                   claim_i,
  input  logic                   word_i,
  input  logic                   credit_i,
  input  logic                   send_i,
  input  logic                   send_tail_i,
  output logic                   ready_o,
  output logic                   busy_o,
  output logic [CreditWidth-1:0] credits_o
);

  logic busy_q;
  logic [CreditWidth-1:0] credits_q, credits_now;
  logic claim;

  if (ClaimEnable) begin : g_claim
    assign claim = claim_i;
  end else begin : g_no_claim
    logic unused_claim;
    assign unused_claim = claim_i;
    assign claim = 1'b0;
  end

  cc_rr_arbiter #(
    .N(NumIn)
  ) u_arbiter (
    .clk_i,
    .rst_ni,
    .en_i (!busy_q),
    .req_i(alloc_req_i),
    .gnt_o(alloc_gnt_o)
  );

  assign credits_now = credits_q + CreditWidth'(credit_i);
  assign ready_o = word_i && (credits_now != '0);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q <= 1'b0;
      credits_q <= CreditWidth'(CreditInit);
    end else begin
      busy_q <= (busy_q || (alloc_gnt_o != '0) || claim) && !(send_i && send_tail_i);
      credits_q <= credits_now - CreditWidth'(send_i);
    end
  end

  assign busy_o = busy_q;
  assign credits_o = credits_q;

`ifndef SYNTHESIS
  // Simulation checks (Verilator --assert).
  CreditWithinDepth: assert property (@(posedge clk_i) disable iff (!rst_ni)
                                      !(credit_i && (credits_q == CreditWidth'(CreditInit))))
    else $error("%m: credit beyond the downstream depth %0d", CreditInit);
  SendOnlyWhenReady: assert property (@(posedge clk_i) disable iff (!rst_ni) !(send_i && !ready_o))
    else $error("%m: sent without a word and a credit");
`endif

endmodule
