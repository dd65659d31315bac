"""F.gelu -> F.normalize -> AvgPool1d -> torch.maximum -> F.sigmoid: synthesised by warpgym synth (seed 10, index 118, torch#5, dim 0 x3644)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> F.normalize -> AvgPool1d -> torch.maximum -> F.sigmoid"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_2 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x, x1):
        x = F.gelu(x)
        x = F.normalize(x)
        x = self.avgpool1d_2(x)
        x = torch.maximum(x, x1)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(58304, 64, 128), torch.randn(58304, 64, 42)]


def get_init_inputs():
    return []
