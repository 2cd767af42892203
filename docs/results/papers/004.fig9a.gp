# 004 Fig. 9a: block sizes uniform in [B-VB, B+VB]
# Run it in this directory: gnuplot 004.fig9a.gp
$s0 << EOD
0 1355.34
0.25 1228.6
0.5 1112.17
0.75 1014.66
1 932.5
EOD
$s1 << EOD
0 1309.39
0.25 1164.85
0.5 1049.18
0.75 953.927
1 874.273
EOD
$s2 << EOD
0 1411.08
0.25 878.533
0.5 761.935
0.75 716.99
1 663.61
EOD
$s3 << EOD
0 575.281
0.25 577.658
0.5 564.553
0.75 564.478
1 546.592
EOD
$s4 << EOD
0 2094.57
0.25 1783.77
0.5 1545.04
0.75 1360.48
1 1213.64
EOD
$s5 << EOD
0 2066.55
0.25 1728.85
0.5 1484.52
0.75 1300.24
1 1156.39
EOD
$s6 << EOD
0 2127.04
0.25 797.887
0.5 738.413
0.75 699.801
1 665.774
EOD
$s7 << EOD
0 584.231
0.25 579.352
0.5 573.397
0.75 555.323
1 545.007
EOD
set key below left Left reverse
set grid
set xlabel 'variance V (block sizes uniform in [B - VB, B + VB])'
set ylabel 'aggregate bandwidth, mean of 16 draws (MB/s)'
set title '004 Fig. 9a: block sizes uniform in [B-VB, B+VB]'
set terminal pngcairo noenhanced size 1100,592
set output '004.fig9a.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'phased, switch, B = 1024, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'phased, barrier, B = 1024, model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'phased, no sync, B = 1024, model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'message passing, B = 1024, model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'phased, switch, B = 4096, model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'phased, barrier, B = 4096, model', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'phased, no sync, B = 4096, model', \
     $s7 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'message passing, B = 4096, model'
set terminal svg noenhanced size 1100,592
set output '004.fig9a.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'phased, switch, B = 1024, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'phased, barrier, B = 1024, model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'phased, no sync, B = 1024, model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'message passing, B = 1024, model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'phased, switch, B = 4096, model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'phased, barrier, B = 4096, model', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'phased, no sync, B = 4096, model', \
     $s7 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'message passing, B = 4096, model'
