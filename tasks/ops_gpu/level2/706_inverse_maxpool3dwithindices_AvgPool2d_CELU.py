"""torch.inverse -> F.max_pool3d_with_indices -> AvgPool2d -> CELU: synthesised by warpgym synth (seed 7, index 1132, torch#4, dim 0 x7845)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.inverse -> F.max_pool3d_with_indices -> AvgPool2d -> CELU"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_2 = nn.AvgPool2d(kernel_size=3)
        self.celu_3 = nn.CELU()

    def forward(self, x):
        x = torch.inverse(x)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = self.avgpool2d_2(x)
        x = self.celu_3(x)
        return x


def get_inputs():
    return [torch.randn(125520, 32, 16, 16)]


def get_init_inputs():
    return []
