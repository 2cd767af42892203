// Round-robin arbiter over N requesters: the grant rule of net::RoundRobinArbiter::pick.
//
// Contract: while en_i is high and any req_i bit is set, gnt_o is one-hot: the first requester
// at or after the pointer, cyclically; at the rising edge the pointer moves just past the
// winner (winner + 1 mod N). With en_i low or no request gnt_o is 0 and the pointer holds.
// gnt_o is combinational from req_i and en_i; the pointer is the only register.
// The pointer is kept as a thermometer mask: bit i is set when i is at or after it. The mask
// left by a winner N - 1 is all zeros, which selects like pointer 0 (the reset mask, all ones).
module cc_rr_arbiter #(
  parameter int unsigned N = 4
) (
  input  logic         clk_i,
  input  logic         rst_ni,
  input  logic         en_i,
  input  logic [N-1:0] req_i,
  output logic [N-1:0] gnt_o
);

  logic [N-1:0] mask_q;
  logic [N-1:0] masked, candidates, lowest;

  assign masked = req_i & mask_q;
  assign candidates = (masked != '0) ? masked : req_i;
  assign lowest = candidates & (~candidates + N'(1));  // lowest set bit
  assign gnt_o = en_i ? lowest : '0;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      mask_q <= '1;
    end else if (en_i && (req_i != '0)) begin
      mask_q <= ~(lowest | (lowest - N'(1)));  // the bits above the winner
    end
  end

endmodule
