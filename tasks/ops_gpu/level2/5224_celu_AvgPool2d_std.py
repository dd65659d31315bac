"""F.celu -> AvgPool2d -> torch.std: synthesised by warpgym synth (seed 8, index 116, torch#3, dim 0 x7818)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> AvgPool2d -> torch.std"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_1 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = F.celu(x)
        x = self.avgpool2d_1(x)
        x = torch.std(x)
        return x


def get_inputs():
    return [torch.randn(125088, 64, 128)]


def get_init_inputs():
    return []
