"""F.softmin -> MaxPool1d -> torch.multiply -> F.lp_pool1d: synthesised by warpgym synth (seed 7, index 1467, torch#4, dim 0 x1139)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> MaxPool1d -> torch.multiply -> F.lp_pool1d"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x, x1):
        x = F.softmin(x)
        x = self.maxpool1d_1(x)
        x = torch.multiply(x, x1)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(18224, 64, 128), torch.randn(18224, 64, 42)]


def get_init_inputs():
    return []
