"""BatchNorm1d -> F.pairwise_distance -> torch.lgamma -> torch.cov: synthesised by warpgym synth (seed 7, index 6043, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> F.pairwise_distance -> torch.lgamma -> torch.cov"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)

    def forward(self, x, x1):
        x = self.batchnorm1d_0(x)
        x = F.pairwise_distance(x, x1)
        x = torch.lgamma(x)
        x = torch.cov(x)
        return x


def get_inputs():
    return [torch.randn(8, 256, 128), torch.randn(8, 256, 128)]


def get_init_inputs():
    return []
