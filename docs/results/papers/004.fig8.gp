# 004 Fig. 8: phased AAPC, switch vs global barrier
# Run it in this directory: gnuplot 004.fig8.gp
$s0 << EOD
16 1.07329
32 1.07204
64 1.06968
128 1.06538
256 1.0582
512 1.04773
1024 1.03509
2048 1.02295
4096 1.01356
8192 1.00746
16384 1.00392
EOD
$s1 << EOD
16 1.06232
32 1.06127
64 1.05928
128 1.05566
256 1.0496
512 1.04073
1024 1.03
2048 1.01965
4096 1.01163
8192 1.0064
16384 1.00337
EOD
set key below left Left reverse
set grid
set xlabel 'block size per pair (bytes)'
set ylabel 'aggregate bandwidth relative to the global barrier'
set title '004 Fig. 8: phased AAPC, switch vs global barrier'
set logscale x 2
set terminal pngcairo noenhanced size 1100,538
set output '004.fig8.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'synchronizing switch / barrier, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'software (Fig. 4) / barrier, model'
set terminal svg noenhanced size 1100,538
set output '004.fig8.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'synchronizing switch / barrier, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'software (Fig. 4) / barrier, model'
