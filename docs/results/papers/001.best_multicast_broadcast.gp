# 001 the best initial sub-mesh of the multicast broadcast on a 4x4 level 2, by S and Q
# Run it in this directory: gnuplot 001.best_multicast_broadcast.gp
$s0 << EOD
4 1
64 1
256 1
1024 1
4096 1
EOD
$s1 << EOD
4 2
64 2
256 2
1024 2
4096 2
EOD
$s2 << EOD
4 1
64 1
256 1
1024 1
4096 1
EOD
$s3 << EOD
4 2
64 2
256 2
1024 2
4096 2
EOD
$s4 << EOD
4 1
64 1
256 1
1024 1
4096 1
EOD
$s5 << EOD
4 2
64 2
256 2
1024 2
4096 2
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'rows or columns of the best sub-mesh'
set title '001 the best initial sub-mesh of the multicast broadcast on a 4x4 level 2, by S and Q'
set logscale x 2
set terminal pngcairo noenhanced size 1100,574
set output '001.best_multicast_broadcast.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'p2 of the fastest (machine) (Q=2), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'p2 of the fastest (machine) (Q=2), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'p2 of the fastest (machine) (Q=8), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'p2 of the fastest (machine) (Q=8), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'p2 of the fastest (machine) (Q=32), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'p2 of the fastest (machine) (Q=32), formula'
set terminal svg noenhanced size 1100,574
set output '001.best_multicast_broadcast.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'p2 of the fastest (machine) (Q=2), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'p2 of the fastest (machine) (Q=2), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'p2 of the fastest (machine) (Q=8), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'p2 of the fastest (machine) (Q=8), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'p2 of the fastest (machine) (Q=32), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'p2 of the fastest (machine) (Q=32), formula'
