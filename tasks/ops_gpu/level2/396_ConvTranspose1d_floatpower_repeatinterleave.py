"""ConvTranspose1d -> torch.float_power -> torch.repeat_interleave: synthesised by warpgym synth (seed 7, index 623, torch#3, dim 0 x98)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose1d -> torch.float_power -> torch.repeat_interleave"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_0 = nn.ConvTranspose1d(in_channels=128, kernel_size=3, out_channels=64)

    def forward(self, x):
        x = self.convtranspose1d_0(x)
        x = torch.float_power(x, 2.0)
        x = torch.repeat_interleave(x, 2)
        return x


def get_inputs():
    return [torch.randn(3136, 128, 64)]


def get_init_inputs():
    return []
