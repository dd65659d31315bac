"""torch.cholesky_solve -> BatchNorm2d: synthesised by warpgym synth (seed 7, index 712, torch#2, dim 0 x640)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cholesky_solve -> BatchNorm2d"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_1 = nn.BatchNorm2d(num_features=16)

    def forward(self, x, x1):
        x = torch.cholesky_solve(x, x1)
        x = self.batchnorm2d_1(x)
        return x


def get_inputs():
    return [torch.randn(5120, 16, 32, 32), torch.randn(5120, 16, 32, 32)]


def get_init_inputs():
    return []
