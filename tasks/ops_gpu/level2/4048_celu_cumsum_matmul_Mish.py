"""F.celu -> torch.cumsum -> torch.matmul -> Mish: synthesised by warpgym synth (seed 7, index 6364, torch#4, dim 0 x1740)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> torch.cumsum -> torch.matmul -> Mish"""

    def __init__(self):
        super().__init__()
        self.mish_3 = nn.Mish()

    def forward(self, x, x1):
        x = F.celu(x)
        x = torch.cumsum(x, -1)
        x = torch.matmul(x, x1)
        x = self.mish_3(x)
        return x


def get_inputs():
    return [torch.randn(13920, 16, 32, 32), torch.randn(13920, 16, 32, 32)]


def get_init_inputs():
    return []
