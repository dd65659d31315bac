"""torch.frexp -> BatchNorm1d -> torch.absolute: synthesised by warpgym synth (seed 7, index 153, torch#3, dim 0 x5767)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frexp -> BatchNorm1d -> torch.absolute"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_1 = nn.BatchNorm1d(num_features=256)

    def forward(self, x):
        x = torch.frexp(x)[0]
        x = self.batchnorm1d_1(x)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(1476352, 256)]


def get_init_inputs():
    return []
