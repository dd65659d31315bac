"""F.conv1d -> torch.cos -> torch.renorm -> torch.floor_divide -> AdaptiveMaxPool2d: synthesised by warpgym synth (seed 7, index 4999, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.conv1d -> torch.cos -> torch.renorm -> torch.floor_divide -> AdaptiveMaxPool2d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_4 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x, x1, x2):
        x = F.conv1d(x, x1)
        x = torch.cos(x)
        x = torch.renorm(x, 0.5, -1, 0.5)
        x = torch.floor_divide(x, x2)
        x = self.adaptivemaxpool2d_4(x)
        return x


def get_inputs():
    return [torch.randn(16, 32, 256), torch.randn(16, 32, 256), torch.randn(16, 16, 1)]


def get_init_inputs():
    return []
