// Flags the cycle in which a level vector differs from its value in the previous cycle.
//
// Contract: changed_o is combinational: high in a cycle whose level_i differs from the level_i
// registered at the previous rising edge (all zeros after reset). The switch uses it to turn
// the stop-enable level into the model's set_stop_not_in_message() event.
module cc_change_detect #(
  parameter int unsigned Width = 1
) (
  input  logic             clk_i,
  input  logic             rst_ni,
  input  logic [Width-1:0] level_i,
  output logic             changed_o
);

  logic [Width-1:0] level_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      level_q <= '0;
    end else begin
      level_q <= level_i;
    end
  end

  assign changed_o = (level_i != level_q);

endmodule
