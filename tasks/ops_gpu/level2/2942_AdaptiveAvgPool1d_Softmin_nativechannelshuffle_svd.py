"""AdaptiveAvgPool1d -> Softmin -> F.native_channel_shuffle -> torch.svd: synthesised by warpgym synth (seed 7, index 4656, torch#4, dim 0 x6134)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool1d -> Softmin -> F.native_channel_shuffle -> torch.svd"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_0 = nn.AdaptiveAvgPool1d(output_size=4)
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = self.adaptiveavgpool1d_0(x)
        x = self.softmin_1(x)
        x = F.native_channel_shuffle(x, 2)
        x = torch.svd(x)[0]
        return x


def get_inputs():
    return [torch.randn(98144, 32, 256)]


def get_init_inputs():
    return []
