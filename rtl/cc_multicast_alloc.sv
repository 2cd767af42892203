// HPAM multicast allocation: multicast heads take the output VCs of their runs in port order.
//
// Role (net::HpamMulticastUnit::allocate): each requesting input (req_i: a multicast word at its
// front, not held back) takes, in this cycle, the free output VCs (port, its VC vc_i, one-hot)
// of its run (run_i, over ports) that follow the ports it took before (held_i, a prefix of the
// run), up to the first one that is not free: a port is never taken while a lower port of the
// run is held by another worm, which is what keeps two multicast worms from waiting for each
// other. The inputs take in turn, cyclically from the pointer: each sees what the earlier ones
// took in this cycle. complete_o: the input has its whole run after this cycle's claims. At the
// edge the pointer moves just past the last input, in that order, that completed.
// claim_o (per input, over ports) and claimed_o (per output VC) are combinational; the pointer
// is the only register. busy_i: output VCs held at the start of the cycle. The claims come
// before ordinary allocation (SwitchCore::allocate): a VC claimed here grants no ordinary head,
// and its arbiter's pointer does not move.
module cc_multicast_alloc #(
  parameter int unsigned NumPorts = 10,
  parameter int unsigned NumVcs = 1,
  localparam int unsigned NumIn = NumPorts * NumVcs,
  localparam int unsigned TurnWidth = (NumIn > 1) ? $clog2(NumIn) : 1
) (
  input  logic                       clk_i,
  input  logic                       rst_ni,
  input  logic [NumIn-1:0]           req_i,
  input  logic [NumIn*NumPorts-1:0]  run_i,
  input  logic [NumIn*NumVcs-1:0]    vc_i,
  input  logic [NumIn*NumPorts-1:0]  held_i,
  input  logic [NumIn-1:0]           busy_i,
  output logic [NumIn*NumPorts-1:0]  claim_o,
  output logic [NumIn-1:0]           complete_o,
  output logic [NumIn-1:0]           claimed_o
);

  logic [TurnWidth-1:0] turn_q, turn_d;
  logic [NumIn-1:0] taken;
  logic open, free;

  // Two passes over the inputs in index order: those at or after the pointer, then those
  // before it (the model's rotated mask).
  always_comb begin
    taken = busy_i;
    claim_o = '0;
    complete_o = '0;
    turn_d = turn_q;
    open = 1'b0;
    free = 1'b0;
    for (int unsigned pass = 0; pass < 2; pass++) begin
      for (int unsigned i = 0; i < NumIn; i++) begin
        if (req_i[i] && ((pass == 0) == (32'(turn_q) <= i))) begin
          open = 1'b1;
          for (int unsigned p = 0; p < NumPorts; p++) begin
            if (open && run_i[i*NumPorts + p] && !held_i[i*NumPorts + p]) begin
              free = 1'b1;
              for (int unsigned v = 0; v < NumVcs; v++) begin
                if (vc_i[i*NumVcs + v] && taken[p*NumVcs + v]) free = 1'b0;
              end
              if (free) begin
                claim_o[i*NumPorts + p] = 1'b1;
                for (int unsigned v = 0; v < NumVcs; v++) begin
                  if (vc_i[i*NumVcs + v]) taken[p*NumVcs + v] = 1'b1;
                end
              end else begin
                open = 1'b0;
              end
            end
          end
          if ((held_i[i*NumPorts +: NumPorts] | claim_o[i*NumPorts +: NumPorts]) ==
              run_i[i*NumPorts +: NumPorts]) begin
            complete_o[i] = 1'b1;
            turn_d = (i == NumIn - 1) ? '0 : TurnWidth'(i + 1);
          end
        end
      end
    end
  end

  assign claimed_o = taken & ~busy_i;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) turn_q <= '0;
    else turn_q <= turn_d;
  end

endmodule
