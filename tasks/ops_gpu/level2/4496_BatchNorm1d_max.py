"""BatchNorm1d -> torch.max: synthesised by warpgym synth (seed 8, index 87, torch#2, dim 0 x8276)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> torch.max"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)

    def forward(self, x, x1):
        x = self.batchnorm1d_0(x)
        x = torch.max(x, x1)
        return x


def get_inputs():
    return [torch.randn(1059328, 256), torch.randn(1059328, 256)]


def get_init_inputs():
    return []
