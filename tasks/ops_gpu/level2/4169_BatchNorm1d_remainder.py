"""BatchNorm1d -> torch.remainder: synthesised by warpgym synth (seed 7, index 6547, torch#2, dim 0 x2548)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> torch.remainder"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=512)

    def forward(self, x, x1):
        x = self.batchnorm1d_0(x)
        x = torch.remainder(x, x1)
        return x


def get_inputs():
    return [torch.randn(652288, 512), torch.randn(652288, 512)]


def get_init_inputs():
    return []
