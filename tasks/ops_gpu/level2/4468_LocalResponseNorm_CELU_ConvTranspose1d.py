"""LocalResponseNorm -> CELU -> ConvTranspose1d: synthesised by warpgym synth (seed 8, index 47, torch#3, dim 0 x323)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> CELU -> ConvTranspose1d"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)
        self.celu_1 = nn.CELU()
        self.convtranspose1d_2 = nn.ConvTranspose1d(in_channels=32, kernel_size=3, out_channels=256)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = self.celu_1(x)
        x = self.convtranspose1d_2(x)
        return x


def get_inputs():
    return [torch.randn(5168, 32, 256)]


def get_init_inputs():
    return []
