"""torch.arctan2 -> F.softmin -> torch.narrow -> torch.cumsum -> BatchNorm2d: synthesised by warpgym synth (seed 8, index 425, torch#5, dim 0 x538)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> F.softmin -> torch.narrow -> torch.cumsum -> BatchNorm2d"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_4 = nn.BatchNorm2d(num_features=32)

    def forward(self, x, x1):
        x = torch.arctan2(x, x1)
        x = F.softmin(x)
        x = torch.narrow(x, -1, 2, 2)
        x = torch.cumsum(x, -1)
        x = self.batchnorm2d_4(x)
        return x


def get_inputs():
    return [torch.randn(8608, 32, 16, 16), torch.randn(8608, 32, 16, 16)]


def get_init_inputs():
    return []
