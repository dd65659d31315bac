"""CELU -> torch.sub -> torch.fix -> ELU -> BatchNorm1d: synthesised by warpgym synth (seed 10, index 58, torch#5, dim 0 x2578)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> torch.sub -> torch.fix -> ELU -> BatchNorm1d"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.elu_3 = nn.ELU()
        self.batchnorm1d_4 = nn.BatchNorm1d(num_features=64)

    def forward(self, x, x1):
        x = self.celu_0(x)
        x = torch.sub(x, x1)
        x = torch.fix(x)
        x = self.elu_3(x)
        x = self.batchnorm1d_4(x)
        return x


def get_inputs():
    return [torch.randn(41248, 64, 128), torch.randn(41248, 64, 128)]


def get_init_inputs():
    return []
