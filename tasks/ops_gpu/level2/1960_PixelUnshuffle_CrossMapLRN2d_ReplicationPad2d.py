"""PixelUnshuffle -> CrossMapLRN2d -> ReplicationPad2d: synthesised by warpgym synth (seed 7, index 3093, torch#3, dim 0 x1)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PixelUnshuffle -> CrossMapLRN2d -> ReplicationPad2d"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)
        self.crossmaplrn2d_1 = nn.CrossMapLRN2d(size=4)
        self.replicationpad2d_2 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        x = self.crossmaplrn2d_1(x)
        x = self.replicationpad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(4, 32, 32, 32)]


def get_init_inputs():
    return []
