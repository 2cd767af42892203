# 001 Figure 7: multicast scatter (eq. 11) on a 4x4 level 2, Q = 8: cycles against S per initial sub-mesh
# Run it in this directory: gnuplot 001.fig7_q8.gp
$s0 << EOD
4 5269
64 11509
256 31477
1024 111349
4096 430837
EOD
$s1 << EOD
4 15688
64 34888
256 96328
1024 342088
4096 1.32513e+06
EOD
$s2 << EOD
4 11330
64 23930
256 64250
1024 225530
4096 870650
EOD
$s3 << EOD
4 15022
64 36262
256 104230
1024 376102
4096 1.46359e+06
EOD
$s4 << EOD
4 18207
64 43527
256 124551
1024 448647
4096 1.74503e+06
EOD
$s5 << EOD
4 18096
64 43416
256 124440
1024 448536
4096 1.74492e+06
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'cycles (200 MHz)'
set title '001 Figure 7: multicast scatter (eq. 11) on a 4x4 level 2, Q = 8: cycles against S per initial sub-mesh'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,574
set output '001.fig7_q8.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'machine (1x1), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'machine (1x1), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'machine (2x1), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'machine (2x1), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'machine (4x1), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'machine (4x1), formula'
set terminal svg noenhanced size 1100,574
set output '001.fig7_q8.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'machine (1x1), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'machine (1x1), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'machine (2x1), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'machine (2x1), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'machine (4x1), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'machine (4x1), formula'
