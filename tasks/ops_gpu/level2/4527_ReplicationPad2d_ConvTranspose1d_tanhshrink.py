"""ReplicationPad2d -> ConvTranspose1d -> F.tanhshrink: synthesised by warpgym synth (seed 8, index 141, torch#3, dim 0 x94)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad2d -> ConvTranspose1d -> F.tanhshrink"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)
        self.convtranspose1d_1 = nn.ConvTranspose1d(in_channels=66, kernel_size=3, out_channels=130)

    def forward(self, x):
        x = self.replicationpad2d_0(x)
        x = self.convtranspose1d_1(x)
        x = F.tanhshrink(x)
        return x


def get_inputs():
    return [torch.randn(1504, 64, 128)]


def get_init_inputs():
    return []
