"""F.channel_shuffle -> torch.sin -> MaxPool3d -> torch.inverse: synthesised by warpgym synth (seed 7, index 6168, torch#4, dim 0 x1655)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.channel_shuffle -> torch.sin -> MaxPool3d -> torch.inverse"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_2 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = F.channel_shuffle(x, 2)
        x = torch.sin(x)
        x = self.maxpool3d_2(x)
        x = torch.inverse(x)
        return x


def get_inputs():
    return [torch.randn(13240, 16, 32, 32)]


def get_init_inputs():
    return []
