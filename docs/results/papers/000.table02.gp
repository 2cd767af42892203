# 000 Table 2: element transfers in sequence, M' = 256 (counted in the run against the formula)
# Run it in this directory: gnuplot 000.table02.gp
$s0 << EOD
4 3840
EOD
$s1 << EOD
4 3840
EOD
$s2 << EOD
4 960
EOD
$s3 << EOD
4 960
EOD
$s4 << EOD
4 2560
EOD
$s5 << EOD
4 2052
EOD
$s6 << EOD
4 3840
EOD
$s7 << EOD
4 3840
EOD
$s8 << EOD
4 960
EOD
$s9 << EOD
4 960
EOD
$s10 << EOD
4 4096
EOD
$s11 << EOD
4 4096
EOD
set key below left Left reverse
set grid
set xlabel 'cube dimension d'
set ylabel '32-bit words in sequence'
set title '000 Table 2: element transfers in sequence, M'' = 256 (counted in the run against the formula)'
set logscale y
set terminal pngcairo noenhanced size 1100,628
set output '000.table02.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'transfers in sequence (a2a.broadcast.one_cycle), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'transfers in sequence (a2a.broadcast.one_cycle), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'transfers in sequence (a2a.broadcast.d_cycles), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'transfers in sequence (a2a.broadcast.d_cycles), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'transfers in sequence (a2a.broadcast.send_spread), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'transfers in sequence (a2a.broadcast.send_spread), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'transfers in sequence (a2a.reduction.one_cycle), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'transfers in sequence (a2a.reduction.one_cycle), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'transfers in sequence (a2a.reduction.d_cycles), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'transfers in sequence (a2a.reduction.d_cycles), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'transfers in sequence (a2a.reduction.reduce_spread), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'transfers in sequence (a2a.reduction.reduce_spread), formula'
set terminal svg noenhanced size 1100,628
set output '000.table02.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'transfers in sequence (a2a.broadcast.one_cycle), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'transfers in sequence (a2a.broadcast.one_cycle), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'transfers in sequence (a2a.broadcast.d_cycles), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'transfers in sequence (a2a.broadcast.d_cycles), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'transfers in sequence (a2a.broadcast.send_spread), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'transfers in sequence (a2a.broadcast.send_spread), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'transfers in sequence (a2a.reduction.one_cycle), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'transfers in sequence (a2a.reduction.one_cycle), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'transfers in sequence (a2a.reduction.d_cycles), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'transfers in sequence (a2a.reduction.d_cycles), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'transfers in sequence (a2a.reduction.reduce_spread), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'transfers in sequence (a2a.reduction.reduce_spread), formula'
