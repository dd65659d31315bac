"""AvgPool1d -> torch.sinc -> torch.ceil: synthesised by warpgym synth (seed 7, index 205, torch#3, dim 0 x3916)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> torch.sinc -> torch.ceil"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = torch.sinc(x)
        x = torch.ceil(x)
        return x


def get_inputs():
    return [torch.randn(62656, 32, 256)]


def get_init_inputs():
    return []
