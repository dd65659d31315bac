"""AvgPool1d -> torch.atan2 -> torch.deg2rad: synthesised by warpgym synth (seed 7, index 5937, torch#3, dim 0 x1465)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> torch.atan2 -> torch.deg2rad"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x, x1):
        x = self.avgpool1d_0(x)
        x = torch.atan2(x, x1)
        x = torch.deg2rad(x)
        return x


def get_inputs():
    return [torch.randn(23440, 32, 256), torch.randn(23440, 32, 85)]


def get_init_inputs():
    return []
