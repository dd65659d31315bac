"""F.adaptive_avg_pool1d -> ConvTranspose1d -> torch.max -> torch.triu -> F.pad: synthesised by warpgym synth (seed 10, index 102, torch#5, dim 0 x3700)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool1d -> ConvTranspose1d -> torch.max -> torch.triu -> F.pad"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_1 = nn.ConvTranspose1d(in_channels=256, kernel_size=3, out_channels=4)

    def forward(self, x, x1):
        x = F.adaptive_avg_pool1d(x, 4)
        x = self.convtranspose1d_1(x)
        x = torch.max(x, x1)
        x = torch.triu(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(29600, 256, 128), torch.randn(29600, 4, 6)]


def get_init_inputs():
    return []
