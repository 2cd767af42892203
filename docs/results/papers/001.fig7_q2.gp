# 001 Figure 7: multicast scatter (eq. 11) on a 4x4 level 2, Q = 2: cycles against S per initial sub-mesh
# Run it in this directory: gnuplot 001.fig7_q2.gp
$s0 << EOD
4 2677
64 6037
256 16789
1024 59797
4096 231829
EOD
$s1 << EOD
4 5320
64 13000
256 37576
1024 135880
4096 529096
EOD
$s2 << EOD
4 3650
64 9050
256 26330
1024 95450
4096 371930
EOD
$s3 << EOD
4 4558
64 12838
256 39334
1024 145318
4096 569254
EOD
$s4 << EOD
4 5151
64 14631
256 44967
1024 166311
4096 651687
EOD
$s5 << EOD
4 5040
64 14520
256 44856
1024 166200
4096 651576
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'cycles (200 MHz)'
set title '001 Figure 7: multicast scatter (eq. 11) on a 4x4 level 2, Q = 2: cycles against S per initial sub-mesh'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,574
set output '001.fig7_q2.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'machine (1x1), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'machine (1x1), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'machine (2x1), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'machine (2x1), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'machine (4x1), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'machine (4x1), formula'
set terminal svg noenhanced size 1100,574
set output '001.fig7_q2.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'machine (1x1), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'machine (1x1), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'machine (2x1), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'machine (2x1), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'machine (4x1), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'machine (4x1), formula'
