"""CosineSimilarity -> BatchNorm2d: synthesised by warpgym synth (seed 7, index 2989, torch#2, dim 0 x14550)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> BatchNorm2d"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.batchnorm2d_1 = nn.BatchNorm2d(num_features=8)

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = self.batchnorm2d_1(x)
        return x


def get_inputs():
    return [torch.randn(58200, 16, 8, 8, 8), torch.randn(58200, 16, 8, 8, 8)]


def get_init_inputs():
    return []
