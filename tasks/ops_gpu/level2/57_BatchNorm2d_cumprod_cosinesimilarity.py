"""BatchNorm2d -> torch.cumprod -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 80, torch#3, dim 0 x646)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm2d -> torch.cumprod -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()
        self.batchnorm2d_0 = nn.BatchNorm2d(num_features=32)

    def forward(self, x, x1):
        x = self.batchnorm2d_0(x)
        x = torch.cumprod(x, -1)
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(2584, 32, 32, 32), torch.randn(2584, 32, 32, 32)]


def get_init_inputs():
    return []
